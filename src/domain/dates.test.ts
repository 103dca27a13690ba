import { describe, expect, it } from 'vitest';
import { formatIsoDate, localIsoDate } from './dates';

describe('dates', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatIsoDate('2026-11-19')).toBe('Nov 19, 2026');
    expect(formatIsoDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatIsoDate('2026-11-19T23:59:00Z')).toBe('Nov 19, 2026');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatIsoDate('soon')).toBe('soon');
  });

  it('gives the local day as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
