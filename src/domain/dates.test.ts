import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIsoDate, formatLocalDate, localIsoDate } from './dates';

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

describe('date formats match Intl en-US medium dates', () => {
  const utc = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const local = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const instants = fc.date({
    min: new Date('1900-01-01'),
    max: new Date('2200-12-31'),
    noInvalidDate: true,
  });

  it('formatIsoDate reads the calendar date in UTC', () => {
    fc.assert(
      fc.property(instants, (d) => {
        expect(formatIsoDate(d.toISOString().slice(0, 10))).toBe(utc.format(d));
      }),
    );
  });

  it('formatLocalDate gives the day where the user is', () => {
    fc.assert(
      fc.property(instants, (d) => {
        expect(formatLocalDate(d.toISOString())).toBe(local.format(d));
        expect(formatLocalDate(d)).toBe(local.format(d));
      }),
    );
    expect(formatLocalDate('garbage')).toBe('garbage');
  });
});
