// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './i18n/catalogs';
import { timeAgoText } from './time-ago';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgoText in English', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgoText(before(20_000), now)).toBe('just now');
    expect(timeAgoText(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgoText(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(timeAgoText(before(3 * 3_600_000 + 5), now)).toBe('3 hours ago');
    expect(timeAgoText(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(timeAgoText(before(6 * 24 * 3_600_000), now)).toBe('6 days ago');
  });

  it('gives the date after a week', () => {
    expect(timeAgoText('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });

  it('reads a time from a clock slightly ahead as just now', () => {
    expect(timeAgoText(before(-5_000), now)).toBe('just now');
  });

  it('shows a time it cannot read as it came', () => {
    expect(timeAgoText('not a time', now)).toBe('not a time');
  });
});

describe('timeAgoText in Spanish', () => {
  afterAll(() => switchLanguage('en'));

  it('says it with Spanish plurals, then the Spanish date', async () => {
    await switchLanguage('es');
    expect(timeAgoText(before(20_000), now)).toBe('hace un momento');
    expect(timeAgoText(before(60_000), now)).toBe('hace 1 minuto');
    expect(timeAgoText(before(3 * 3_600_000), now)).toBe('hace 3 horas');
    expect(timeAgoText(before(6 * 24 * 3_600_000), now)).toBe('hace 6 días');
    expect(timeAgoText('2026-02-01T12:00:00Z', now)).toBe('1 de febrero de 2026');
  });
});
