// Browser tests use Debian's Chromium, never a downloaded browser.
// If it is missing: install it when we can (root with apt), else stop with one line saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM}: run "sudo apt-get install -y chromium" and retry.`,
    );
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian package "chromium"...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
