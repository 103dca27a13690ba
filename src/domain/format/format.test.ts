import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCoordinate,
  formatIsoDate,
  formatIsoMonth,
  formatLatLng,
  formatLocalDate,
  formatLocalDateTime,
  formatNumber,
  formatSqFt,
  formatSquares,
  formatUsd,
  formatUsdCents,
  groupThousands,
  toFixedHalfUp,
} from './format';
import { roundHalfUp } from '../money/money';
import { roundToDecimals } from './units';

describe('groupThousands', () => {
  it('puts en-US separators in the whole part only', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('-1234567.125')).toBe('-1,234,567.125');
    expect(groupThousands('100000.00')).toBe('100,000.00');
  });

  it('leaves what is not a plain decimal alone', () => {
    expect(groupThousands('1e+21')).toBe('1e+21');
    expect(groupThousands('NaN')).toBe('NaN');
  });
});

describe('toFixedHalfUp', () => {
  it('rounds half up where toFixed would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the engine behaviour this replaces
    expect(toFixedHalfUp(1.005, 2)).toBe('1.01');
    expect(toFixedHalfUp(26.565051177, 1)).toBe('26.6');
    expect(toFixedHalfUp(0.05, 1)).toBe('0.1');
  });
});

describe('formatSqFt', () => {
  it('shows whole sq ft with separators', () => {
    expect(formatSqFt(2236.067977)).toBe('2,236 sq ft');
    expect(formatSqFt(2000)).toBe('2,000 sq ft');
    expect(formatSqFt(0)).toBe('0 sq ft');
    expect(formatSqFt(999.5)).toBe('1,000 sq ft');
  });

  it('can show decimals', () => {
    expect(formatSqFt(2236.067977, 2)).toBe('2,236.07 sq ft');
    expect(formatSqFt(2828.427125, 2)).toBe('2,828.43 sq ft');
  });
});

describe('formatSquares', () => {
  it('shows two decimals', () => {
    expect(formatSquares(22.36067977)).toBe('22.36');
    expect(formatSquares(20)).toBe('20.00');
    expect(formatSquares(0.125)).toBe('0.13');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
  });
});

describe('formatNumber matches Intl en-US', () => {
  it('for any value and 0 to 3 decimals (the value is rounded half up first)', () => {
    fc.assert(
      fc.property(
        // Up to 1e10: beyond ~15 significant digits toFixed and Intl print binary noise differently.
        fc.double({ min: -1e10, max: 1e10, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (x, decimals) => {
          const intl = new Intl.NumberFormat('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          expect(formatNumber(x, decimals)).toBe(intl.format(roundToDecimals(x, decimals)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatUsd', () => {
  it('shows whole dollars, en-US', () => {
    expect(formatUsd(1_059_000)).toBe('$10,590');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(123_456_789_00)).toBe('$123,456,789');
  });

  it('rounds half up to the dollar', () => {
    expect(formatUsd(1_059_017)).toBe('$10,590');
    expect(formatUsd(1_059_050)).toBe('$10,591');
    expect(formatUsd(1_050)).toBe('$11'); // half-even would say $10
    expect(formatUsd(250)).toBe('$3');
    expect(formatUsd(50)).toBe('$1');
    expect(formatUsd(49)).toBe('$0');
  });

  it('handles negatives without "-$0"', () => {
    expect(formatUsd(-150)).toBe('-$2');
    expect(formatUsd(-49)).toBe('$0');
  });
});

describe('formatUsdCents', () => {
  it('shows two decimals', () => {
    expect(formatUsdCents(175)).toBe('$1.75');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(5)).toBe('$0.05');
    expect(formatUsdCents(1_059_017)).toBe('$10,590.17');
  });

  it('rounds a fractional cent half up', () => {
    expect(formatUsdCents(100.5)).toBe('$1.01');
  });
});

describe('formatUsd and formatUsdCents match Intl en-US currency', () => {
  const whole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const dollars = roundHalfUp(cents / 100) || 0;
        expect(formatUsd(cents)).toBe(whole.format(dollars));
        expect(formatUsdCents(cents)).toBe(withCents.format(cents / 100 || 0));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatIsoDate', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatIsoDate('2026-11-19')).toBe('Nov 19, 2026');
    expect(formatIsoDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatIsoDate('2026-11-19T23:59:00Z')).toBe('Nov 19, 2026');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatIsoDate('soon')).toBe('soon');
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

describe('formatLocalDateTime matches Intl medium date and short time where the user is', () => {
  // Intl puts a narrow or non-breaking space before AM/PM in some versions: a space here.
  const spaced = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
  const intl = {
    en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    es: new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }),
  };
  it.each(['en', 'es'] as const)('in %s', (language) => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (d) => {
          expect(formatLocalDateTime(d.toISOString(), language)).toBe(
            spaced(intl[language].format(d)),
          );
        },
      ),
    );
    expect(formatLocalDateTime('garbage', language)).toBe('garbage');
  });

  it('reads noon and midnight as Intl does', () => {
    expect(formatLocalDateTime(new Date(2026, 10, 26, 0, 5))).toBe('Nov 26, 2026, 12:05 AM');
    expect(formatLocalDateTime(new Date(2026, 10, 26, 12, 0))).toBe('Nov 26, 2026, 12:00 PM');
    expect(formatLocalDateTime(new Date(2026, 8, 3, 13, 40), 'es')).toBe('3 sept 2026, 1:40 p.m.');
  });
});

describe('coordinates', () => {
  it('shows 6 decimals, rounded half up, and a point as "lat, lng"', () => {
    expect(formatCoordinate(45.5152)).toBe('45.515200');
    expect(formatCoordinate(-122.6784)).toBe('-122.678400');
    expect(formatCoordinate(1.0000005)).toBe('1.000001');
    expect(formatLatLng(45.5152, -122.6784)).toBe('45.515200, -122.678400');
  });
});

describe('formatIsoMonth', () => {
  it('names the month and keeps the year', () => {
    expect(formatIsoMonth('2026-01')).toBe('Jan 2026');
    expect(formatIsoMonth('2026-11')).toBe('Nov 2026');
  });
  it('shows anything that is not a YYYY-MM month as it came', () => {
    expect(formatIsoMonth('2026-13')).toBe('2026-13');
    expect(formatIsoMonth('All')).toBe('All');
  });
});

describe('dates in Spanish (es-US)', () => {
  it('writes a date in full and a month short, as Intl es-US does', () => {
    const long = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('es-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let m = 0; m < 12; m++) {
      const d = new Date(Date.UTC(2026, m, 26));
      const iso = d.toISOString().slice(0, 10);
      expect(formatIsoDate(iso, 'es')).toBe(long.format(d));
      expect(formatIsoMonth(iso.slice(0, 7), 'es')).toBe(month.format(d));
    }
    expect(formatIsoDate('2026-11-26', 'es')).toBe('26 de noviembre de 2026');
  });
});
