import type { Plugin } from 'vite';

/** A web catalogue's English, as `lingui compile` writes it (src/web/**\/locales/en.ts). */
const ENGLISH_CATALOGUE = /[\\/]src[\\/]web[\\/](.+[\\/])?locales[\\/]en\.ts$/;

/** The catalogue's messages in the module Lingui writes: `JSON.parse("<the messages as JSON>")`. */
const MESSAGES = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/**
 * The English catalogues of the app's build with only the messages whose English differs from
 * their id: those with placeholders, plurals or ICU escapes, which Lingui compiles into parts.
 * Most messages are plain text whose compiled English is the id itself, and every English
 * catalogue rides in its screen's files (the shell's, the dashboard's and the projects' in every
 * first load), most of it the same text as the code's `i18n._('…')`. The app's Lingui instance
 * answers a message its catalogue does not hold with the id (src/web/lib/i18n/catalogs.ts), which
 * for these is exactly the English. The checked-in catalogues stay as Lingui writes them (the
 * check compares them with its output), and the dev server and the tests use them whole.
 */
export function englishCatalogues(): Plugin {
  return {
    name: 'ridgeline:english-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENGLISH_CATALOGUE.test(id)) return null;
      const found = MESSAGES.exec(code);
      if (!found?.[1]) throw new Error(`english-catalogues: ${id} is not a catalogue Lingui wrote`);
      const messages = JSON.parse(JSON.parse(found[1]) as string) as Record<string, unknown>;
      const kept = Object.fromEntries(
        Object.entries(messages).filter(([message, compiled]) => !isItsId(message, compiled)),
      );
      return {
        code: code.replace(found[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(kept))})`),
        map: null,
      };
    },
  };
}

/**
 * Is a compiled message the id as it is? Lingui compiles plain text into a list of one string;
 * a backslash is left to Lingui, which reads escape sequences (`\u00e9`) in what it returns.
 */
function isItsId(id: string, compiled: unknown): boolean {
  return (
    Array.isArray(compiled) && compiled.length === 1 && compiled[0] === id && !id.includes('\\')
  );
}
