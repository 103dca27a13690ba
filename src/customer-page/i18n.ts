import type { Language } from '../domain/language/language';
import { languageFromPreferences } from '../domain/language/language';
import { i18n, registerCatalog, switchLanguage } from '../web/lib/i18n/catalogs';
import { messages as en } from './locales/en';

/**
 * The homeowner's pages' messages (their own catalogue, lingui.config.ts), registered with the
 * app's catalogues like a screen's: the shared UI parts the page uses (a field's message, "Try
 * again") take theirs from the app's and the domain's catalogues, and switching language
 * fetches every one of them at once. English comes with the page; Spanish is fetched only when
 * the proposal or invoice says its customer reads it, and before the page's content is shown, so
 * a Spanish reader never sees it in English first. The page is in the customer's language, not
 * the browser's: the office chose it with them.
 */
registerCatalog(en, { es: () => import('./locales/es') });

/**
 * Makes `language` the page's (its messages, and <html lang>); resolves once its messages are in
 * (a catalogue that could not be fetched leaves its messages in English rather than none).
 */
export function readIn(language: Language): Promise<void> {
  return switchLanguage(language);
}

/**
 * Until the proposal or invoice says whose page it is (loading it, or why it cannot be loaded),
 * the page speaks the browser's language: the best guess at the reader's.
 */
export function readInBrowsersLanguage(): Promise<void> {
  return readIn(languageFromPreferences(navigator.languages ?? [navigator.language]));
}

export { I18nProvider, useLingui } from '@lingui/react';
export { i18n };
