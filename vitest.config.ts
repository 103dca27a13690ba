import { defineConfig } from 'vitest/config';

// Unit tests (domain, web components) and API tests (server, real database, real HTTP).
// Browser tests live in e2e/ and run under Playwright, not here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
