import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromPreferences } from './language';

describe('languageFromPreferences', () => {
  it('takes the first preferred language Ridgeline speaks, by its primary subtag', () => {
    expect(languageFromPreferences(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(languageFromPreferences(['EN-gb'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(languageFromPreferences([])).toBe('en');
    expect(languageFromPreferences(['de', 'fr'])).toBe('en');
  });
});

describe('isLanguage', () => {
  it('knows only the languages Ridgeline speaks', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('es-US')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
