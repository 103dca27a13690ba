import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Language } from '../domain/language/language';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

/**
 * The server's messages (its catalogue, lingui.config.ts) in one language: what a homeowner's
 * PDFs and emails are written in, or a user's error messages. Every language is loaded at
 * start (the server's catalogue is small), and one Lingui instance per language is made once:
 * requests in different languages run at the same time, so none may switch a shared one.
 *
 * Call it into a variable named `i18n` and write `i18n._('Text')`: Lingui's extractor reads
 * only calls written that way.
 */
const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { en, es } });
    instances.set(language, i18n);
  }
  return i18n;
}
