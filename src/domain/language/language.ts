// The languages Ridgeline speaks. A user's choice (Account), a customer's (the project: what the
// homeowner's proposal, invoice and emails are written in) and the company's (the supplier's
// order, the roof report) are each one of these. Adding a language is a code here and a
// catalogue per screen (lingui.config.ts): nothing else names a language.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as a picker lists it: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
};

/**
 * The locale each language formats numbers, money and dates in. Spanish is the United States'
 * (es-US): money stays in dollars written "$10,590.00", dates are Spanish.
 */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a browser's preferred languages ("es-MX", "en-US", "fr") that Ridgeline speaks,
 * by its primary subtag; English when none is.
 */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
