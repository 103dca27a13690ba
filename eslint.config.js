import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries: domain is pure (imports neither web nor server nor Node/React),
// web never imports server, server never imports web. A wrong import fails `npm test`.
const noImport = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

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
      ...noImport(
        ['**/server/**', 'node:*', 'fastify', 'kysely', 'better-sqlite3', 'pg'],
        'src/web runs in the browser: it never imports server code.',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noImport(['**/web/**', 'react', 'react-dom'], 'src/server never imports web code.'),
  },
);
