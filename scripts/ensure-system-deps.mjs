// The tests need two Debian packages: chromium (browser tests, never a downloaded browser)
// and poppler-utils (pdftotext reads the PDF proposals back). Install what is missing when we
// can (root with apt), else stop with one line saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];
const missing = needed.filter((n) => !existsSync(n.file)).map((n) => n.pkg);

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.join(', ')}: run "sudo apt-get install -y ${missing.join(' ')}" and retry.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
