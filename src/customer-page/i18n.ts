import { i18n } from '@lingui/core';
import type { Language } from '../domain/language/language';
import { messages as en } from './locales/en';

/**
 * The homeowner's pages' messages (their own catalogue, lingui.config.ts). English comes with
 * the page; Spanish is fetched only when the proposal or invoice says its customer reads it, and
 * before the page's content is shown, so a Spanish reader never sees it in English first. The
 * page is in the customer's language, not the browser's: the office chose it with them.
 */
i18n.load('en', en);
i18n.activate('en');

/** Makes `language` the page's; resolves once its messages are in (English if not fetched). */
export async function readIn(language: Language): Promise<void> {
  if (language === 'es') {
    try {
      const { messages } = await import('./locales/es');
      i18n.load('es', messages);
    } catch {
      // Not fetched (the connection dropped): the page shows in English rather than not at all.
      return;
    }
  }
  i18n.activate(language);
}

export { i18n };
