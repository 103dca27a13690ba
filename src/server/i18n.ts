import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from '../domain/language/language';
import { messages as domainEn } from '../domain/locales/en';
import { messages as domainEs } from '../domain/locales/es';
import { messages as serverEn } from './locales/en';
import { messages as serverEs } from './locales/es';

// The server's messages in each language: its own catalogue (src/server/locales: error titles,
// and what it writes for people) with the domain's (src/domain/locales: the schemas' field
// messages). Every language is loaded when the server starts: they are small, and a request
// must never wait for a catalogue. One Lingui instance per language, as requests in different
// languages run at the same time.
const instances = new Map<Language, I18n>();

function make(language: Language): I18n {
  const i18n = setupI18n({
    locale: language,
    messages: {
      en: { ...domainEn, ...serverEn },
      es: { ...domainEs, ...serverEs },
    },
  });
  return i18n;
}

/** Lingui's `i18n` for `language`: `i18nFor('es')._('Not Found')`. */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = make(language);
    instances.set(language, i18n);
  }
  return i18n;
}
