import { defineConfig } from 'vitest/config';

// Unit tests (domain, web components) and API tests (server, real database, real HTTP).
// Browser tests live in e2e/ and run under Playwright, not here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Tags each API test case with its database; ApiCaseReporter prints the counts per database.
    setupFiles: ['src/server/testing/tag-api-cases.ts'],
    reporters: ['default', './src/server/testing/api-case-reporter.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
