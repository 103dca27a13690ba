import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// Debian's Chromium, never a downloaded browser. Each test starts its own Ridgeline server
// on a fresh temp database (see e2e/fixtures.ts), so tests never see each other's data.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // CI runs on a shared 2-core machine whose load we do not control: a test that passes in 5 s on
  // a quiet machine has taken 25 s there, so CI gives each test and each expectation twice the
  // room (these are limits against a hung test, never a measure of speed: bench/ measures that).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
});
