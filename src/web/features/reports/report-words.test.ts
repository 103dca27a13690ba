// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/catalogs';
import { ageLabel, tableWord } from './report-words';

// The aging bucket "Current" is money not yet overdue: "Al día" in Spanish, where "Current"
// elsewhere (a value as it is now) stays "Actual".

describe('the aging buckets’ names', () => {
  afterAll(() => switchLanguage('en'));

  it('keeps the English', () => {
    expect(ageLabel('current')).toBe('Current');
    expect(tableWord('Current')).toBe('Current');
  });

  it('says a bucket not yet due is “Al día” in Spanish', async () => {
    await switchLanguage('es');
    expect(ageLabel('current')).toBe('Al día');
    expect(tableWord('Current')).toBe('Al día');
    expect(ageLabel('1-30')).toBe('1-30 días');
  });
});
