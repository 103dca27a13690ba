import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noUntranslatedText from './eslint/no-untranslated-text.js';
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

// Messages are taken from the i18n.ts of their folder (src/web/i18n.ts for the shell, each
// feature's own), never from Lingui directly: importing that module registers the folder's
// catalogue, without which its messages would show in English. Only <Trans> is imported from
// Lingui itself, as its extractor reads <Trans> only under that name (a component using it also
// takes useLingui, and so the catalogue, from its i18n.ts).
const LINGUI = {
  group: ['@lingui/*', '!@lingui/react'],
  message: "Take useLingui and i18n from this folder's i18n.ts: it registers the catalogue.",
};
const LINGUI_REACT = {
  name: '@lingui/react',
  importNames: ['useLingui', 'I18nProvider', 'LinguiContext'],
  message: "Take useLingui from this folder's i18n.ts: it registers the catalogue.",
};
const I18N_MODULES = ['src/web/i18n.ts', 'src/web/features/*/i18n.ts', 'src/web/lib/i18n/**'];

// Feature boundaries. A feature (src/web/features/X) is one part of the product with its own
// screens, components and data. Another feature may use its data only through its api.ts (the
// queries and mutations it offers; a feature whose reads are in every first load keeps its writes
// apart, in mutations.ts), never its components: a component reached into from outside
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
          paths: [LINGUI_REACT],
          patterns: [
            WEB_ONLY,
            LINGUI,
            {
              regex: `^(\\.\\./)+(features/)?(${others})/(?!(api|mutations)$)`,
              message: `src/web/features/${feature} may use another feature only through its api.ts (queries and mutations) or mutations.ts. To show another feature's components beside this one's, compose them in src/web/pages.`,
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

// The layers, checked by the files imports resolve to (import-x), whatever relative path spells
// them. The domain imports nothing of the app; the server and the web app import the domain and
// never each other; in the web app, app -> pages -> features -> lib and components, never
// upward; the customer's page uses the domain, its own files and the shared kit it declares.
const layer = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except ? { except } : {}),
});
const LAYER_ZONES = [
  layer(
    './src/domain',
    ['./src/server', './src/web', './src/customer-page'],
    'src/domain is pure: it imports nothing of the server, the web app or the customer page.',
  ),
  layer(
    './src/server',
    ['./src/web', './src/customer-page'],
    'src/server imports the domain, never the web app or the customer page.',
  ),
  layer(
    './src/web',
    ['./src/server', './src/customer-page'],
    'src/web imports the domain, never the server or the customer page.',
  ),
  layer(
    './src/customer-page',
    './src/server',
    'The customer page imports the domain and its own files, never the server.',
  ),
  // The customer page's shared kit: the web app's UI parts, its API client (fetch and its
  // errors), the catalogues' loader (the UI parts' messages come from the catalogues it
  // registers, so the page switches language through it) and the domain's words both sides
  // show (units, invoice and photo words), nothing that carries the app's screens, router or
  // query cache. The tab's title is set the same way on both.
  layer(
    './src/customer-page',
    './src/web',
    'The customer page uses only src/web/components/ui, src/web/lib/api-client.ts, src/web/lib/i18n/catalogs.ts, src/web/lib/use-document-title.ts and the shared words (unit-text.ts, domain-labels.ts) of the web app.',
    [
      './components/ui',
      './lib/api-client.ts',
      './lib/i18n/catalogs.ts',
      './lib/use-document-title.ts',
      './lib/unit-text.ts',
      './lib/domain-labels.ts',
    ],
  ),
  layer(
    ['./src/web/lib', './src/web/components'],
    ['./src/web/features', './src/web/pages', './src/web/app'],
    'src/web/lib and src/web/components are below the features, pages and app shell: they import none of them.',
  ),
  layer(
    './src/web/features',
    ['./src/web/pages', './src/web/app'],
    'Features never import src/web/pages or src/web/app: those compose the features.',
  ),
  layer(
    './src/web/pages',
    './src/web/app',
    'Pages never import the app shell (src/web/app): the shell composes the pages.',
  ),
];

// Production code never imports test helpers: they are not shipped, and a helper a screen or
// route used would turn test code into product code without anyone reviewing it as such.
const TESTING_ZONE = layer(
  './src',
  './src/**/testing/**',
  'Test and bench helpers (testing/ folders) are for tests and benches only.',
);

export default tseslint.config(
  // Compiled catalogues (lingui.config.ts) are Lingui's output, checked by scripts/check-catalogs.mjs.
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      'src/**/locales/*.ts',
    ],
  },
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
      'no-restricted-imports': ['error', { patterns: [WEB_ONLY, LINGUI], paths: [LINGUI_REACT] }],
    },
  },
  ...FEATURES.map(featureBoundaries),
  {
    files: I18N_MODULES,
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_ONLY] }] },
  },
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
                '**/domain/**/*-schema',
                '**/domain/**/*-schemas',
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // A cycle makes the order modules load in matter, and a concept that cannot be
      // understood without the one that needs it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, TESTING_ZONE] }],
    },
  },
  // The app runs on Preact's compatibility layer (docs/decisions/0031), where React's concurrent
  // scheduling does nothing and a <title> stays where it is rendered, in the body.
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/customer-page/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name=/^(useDeferredValue|useTransition|startTransition|useOptimistic|useActionState|useFormStatus)$/]",
          message:
            "React's concurrent features do nothing on Preact, which the app runs on (docs/decisions/0031).",
        },
        {
          selector:
            "JSXElement[openingElement.name.name='title']:not(JSXElement[openingElement.name.name='svg'] JSXElement)",
          message:
            "Preact leaves a <title> in the body: set the tab's title with useDocumentTitle (src/web/lib/use-document-title.ts).",
        },
      ],
    },
  },
  // Every screen speaks the reader's language: no words written straight into the markup.
  {
    files: ['src/web/**/*.tsx', 'src/customer-page/**/*.tsx'],
    ignores: TEST_FILES,
    plugins: { ridgeline: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'ridgeline/no-untranslated-text': 'error' },
  },
);
