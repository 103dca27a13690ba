import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Ridgeline's messages: written in English in the source, the English being the message's id
 * (`i18n._('My jobs')`, `i18n._('{count, plural, one {# job} other {# jobs}}', { count })`), so a
 * translator reads the English beside each Spanish line; extracted by `npm run i18n:extract`
 * into a catalogue per part of the app and language, translated in the .po files, compiled by
 * `npm run i18n:compile` into the .ts modules the code imports. `npm test` fails when a catalogue
 * is behind the source, a translation is missing or drops a placeholder
 * (scripts/check-catalogs.mjs).
 *
 * A catalogue per feature folder (and one for the app's shell, one for the homeowner's pages, one
 * for the server) so each screen loads only its own messages, with its code: English rides in
 * the feature's files, another language is fetched only by those who chose it
 * (src/web/lib/i18n/catalogs.ts).
 */
export default defineConfig({
  locales: ['en', 'es'],
  sourceLocale: 'en',
  // By id: the extractor reads files in parallel, and a catalogue fed by many files would
  // otherwise come out in a different order each run (which the check takes for a change).
  orderBy: 'messageId',
  // The source's English is every catalogue's fallback: a message missing from Spanish would show
  // in English, and the check makes that a failing test instead.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  // TypeScript modules, which every build and test imports as it imports code.
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: [
        '<rootDir>/src/web/app',
        '<rootDir>/src/web/components',
        '<rootDir>/src/web/lib',
        '<rootDir>/src/web/pages',
      ],
    },
    {
      path: '<rootDir>/src/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/features/{name}'],
    },
    {
      path: '<rootDir>/src/customer-page/locales/{locale}',
      include: ['<rootDir>/src/customer-page'],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server', '<rootDir>/src/domain'],
    },
  ],
});
