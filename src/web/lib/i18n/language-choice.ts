import type { SessionUser } from '../../../domain/account/account';
import type { Language } from '../../../domain/language/language';
import { isLanguage, languageFromPreferences } from '../../../domain/language/language';

// Which language the app speaks: a signed-in user's choice (kept on their account, so it follows
// them to every device), else the browser's. The last one used is remembered on this device so
// the next visit starts in it, before the session has answered: no English flash for a Spanish
// reader.

const KEY = 'ridgeline-language';

export function browserLanguage(): Language {
  return languageFromPreferences(navigator.languages ?? [navigator.language]);
}

/** The language the app speaks for this session: the user's choice, else the browser's. */
export function languageFor(user: Pick<SessionUser, 'language'> | null): Language {
  return user?.language ?? browserLanguage();
}

/** The language to start in, before the session is known. */
export function rememberedLanguage(): Language {
  try {
    const kept = localStorage.getItem(KEY);
    return isLanguage(kept) ? kept : browserLanguage();
  } catch {
    // Storage refused (a private window's quota, a blocked site): the browser's language.
    return browserLanguage();
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Not kept: the next visit starts in the browser's language and switches once signed in.
  }
}
