import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, PREACT_JSX } from './scripts/preact-aliases';

// Unit tests (domain, web components) and API tests (server, real database, real HTTP).
// Browser tests live in e2e/ and run under Playwright, not here.
export default defineConfig({
  // The web components' tests run on what the app ships: React's API on Preact. Testing Library
  // and the libraries built on React are compiled with the tests (not loaded by Node), so their
  // "react" imports go through these names too.
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // Testing Library's act(), which React itself has and Preact keeps in its test utilities.
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      // Its ES module build: the CommonJS one Node would pick loads react-dom itself.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  oxc: PREACT_JSX,
  test: {
    server: {
      deps: {
        inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-query/, /@lingui[\\/]react/],
      },
    },
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
