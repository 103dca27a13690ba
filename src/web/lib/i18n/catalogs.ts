import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '../../../domain/language/language';

/**
 * The app's messages, in the language the user reads (one Lingui instance, `i18n`). Each part of the app
 * (the shell, each feature folder) has its own catalogue (lingui.config.ts) and registers it
 * from its `i18n.ts` when its code first runs: the English with the code itself, in the same
 * file, and every other language as a file fetched only by those who read it. So English users
 * download no Spanish, and a screen's messages come with its screen, not with the first page.
 *
 * A screen is shown only once the catalogues its code registered are in (`catalogsReady`): the
 * router waits for them, so a Spanish reader never sees the English first.
 */

/** Where a catalogue's other languages are: a function importing each one's compiled module. */
export type CatalogLoaders = Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>>;

interface Catalog {
  readonly loaders: CatalogLoaders;
  readonly loaded: Set<Language>;
}

/**
 * The app's Lingui instance. A message its catalogue does not hold reads as its id, as Lingui's
 * production build does by itself, but with no warning in the console for each: the build's
 * English catalogues hold only the messages whose English is not the id as written
 * (scripts/english-catalogues.ts), and a screen whose Spanish could not be fetched (offline
 * before it was kept) shows its English.
 */
const i18n = setupI18n({ missing: (_language, id) => id });

const catalogs: Catalog[] = [];
const pending = new Set<Promise<void>>();
/** The language being switched to, which catalogues registered from now on fetch too. */
let wanted: Language = 'en';

// Lingui refuses to translate before a language is active: English is always there.
i18n.activate('en');

function fetchInto(catalog: Catalog, language: Language): void {
  if (language === 'en' || catalog.loaded.has(language)) return;
  const done = catalog.loaders[language]()
    .then(({ messages }) => {
      i18n.load(language, messages);
      catalog.loaded.add(language);
    })
    // Not fetched (offline before this language was ever kept): the screen shows in English
    // rather than not at all, and the next visit online fetches it.
    .catch(() => {})
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** A part of the app's catalogue: its English, and where its other languages are. */
export function registerCatalog(english: Messages, loaders: CatalogLoaders): void {
  i18n.load('en', english);
  const catalog: Catalog = { loaders, loaded: new Set(['en']) };
  catalogs.push(catalog);
  fetchInto(catalog, wanted);
}

/** Resolves when every catalogue registered so far has the wanted language's messages. */
export async function catalogsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Makes `language` the app's: fetches its catalogues of the screens seen so far, then switches
 * every message at once (React re-renders through Lingui's provider).
 */
export async function switchLanguage(language: Language): Promise<void> {
  wanted = language;
  for (const catalog of catalogs) fetchInto(catalog, language);
  await catalogsReady();
  // Another switch may have started while these were fetched: the last one wins.
  if (wanted !== language) return;
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}

/** The app's language now. */
export const currentLanguage = (): Language => i18n.locale as Language;

export { i18n };
