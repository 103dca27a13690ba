import type { Language } from '../../../domain/language/language';

// Every screen's catalogue of every language but English (English rides in the screens' own
// files, which the service worker keeps for everyone). Each is its own file (vite.config.ts
// names them assets/i18n-<language>-*), fetched here only for the language the user reads.
const CATALOGUES = import.meta.glob([
  '../../locales/*.ts',
  '../../features/*/locales/*.ts',
  '!../../locales/en.ts',
  '!../../features/*/locales/en.ts',
]);

/**
 * Fetches every screen's catalogue of `language`, so the service worker keeps them (its cache of
 * languages): the screens never opened online still speak the user's language offline.
 */
export async function keepLanguage(language: Language): Promise<void> {
  const wanted = Object.entries(CATALOGUES).filter(([file]) => file.endsWith(`/${language}.ts`));
  // One at a time: on a phone this runs beside the first screen's own work.
  for (const [, load] of wanted) await load().catch(() => {});
}
