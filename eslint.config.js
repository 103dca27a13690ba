import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries: domain is pure (imports neither web nor server nor Node/React),
// web never imports server, server never imports web. A wrong import fails `npm test`.
const noImport = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

// What the browser code may never import: the server's code and the server's packages.
const WEB_ONLY = {
  group: ['**/server/**', 'node:*', 'fastify', 'kysely', 'better-sqlite3', 'pg'],
  message: 'src/web runs in the browser: it never imports server code.',
};

// Feature boundaries. A feature (src/web/features/X) is one part of the product with its own
// screens, components and data. Another feature may use its data only through its api.ts (the
// queries and mutations it offers), never its components: a component reached into from outside
// can no longer change without breaking a screen its feature does not know about. A screen that
// combines features (a project with its estimates, the dashboard with project cards) is composed
// in one place, src/web/pages, which features never import, nor the app shell in src/web/app.
const FEATURES = readdirSync(new URL('src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureBoundaries = (feature) => {
  const others = FEATURES.filter((f) => f !== feature).join('|');
  return {
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_ONLY,
            {
              regex: `^(\\.\\./)+(features/)?(${others})/(?!api$)`,
              message: `src/web/features/${feature} may use another feature only through its api.ts (queries and mutations). To show another feature's components beside this one's, compose them in src/web/pages.`,
            },
            {
              regex: '^(\\.\\./)+(app|pages)(/|$)',
              message: `src/web/features/${feature} never imports src/web/app or src/web/pages: those compose the features, not the other way round.`,
            },
          ],
        },
      ],
    },
  };
};

// Tests and their helpers: files named *.test.ts(x), and helpers for tests and benches, which
// live in testing/ folders (test servers, sample files, fuzz cases).
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

// Imports checked by the files they resolve to (import-x), whatever relative path spells them.
const ZONES = {
  // Production code never imports test helpers: they are not shipped, and a helper a screen or
  // route used would turn test code into product code without anyone reviewing it as such.
  testing: {
    target: './src',
    from: './src/**/testing/**',
    message: 'Test and bench helpers (testing/ folders) are for tests and benches only.',
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: noImport(
      ['**/web/**', '**/server/**', 'node:*', 'react', 'react-dom', 'fastify', 'kysely'],
      'src/domain is pure: no web, server, Node or framework imports.',
    ),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_ONLY] }],
    },
  },
  ...FEATURES.map(featureBoundaries),
  // The customer's proposal page is built on its own (vite.customer.config.ts) to stay small on
  // a phone: the domain and the app's shared UI parts and API client, nothing heavier.
  {
    files: ['src/customer-page/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_ONLY,
            {
              group: [
                'react-router',
                '@tanstack/*',
                'leaflet',
                'zod',
                '**/web/app/**',
                '**/web/features/**',
                '**/web/pages/**',
                '**/domain/*-schema',
                '**/domain/*-schemas',
              ],
              message:
                'The customer page must stay small: no router, query cache, map, app screens or zod schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noImport(['**/web/**', 'react', 'react-dom'], 'src/server never imports web code.'),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [ZONES.testing] }],
    },
  },
);
