import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollarsToCents, formatUsd, formatUsdCents, roundHalfUp } from './money';

describe('roundHalfUp', () => {
  it('rounds halves up, not to even', () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(1.5)).toBe(2);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(7)).toBe(7);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-2.4)).toBe(-2);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });

  it('does not let binary noise decide a half', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // the noise this guards against
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(4.35 * 100)).toBe(435);
  });

  it('stays exact for large amounts', () => {
    expect(roundHalfUp(123_456_789_012.5)).toBe(123_456_789_013);
  });
});

describe('dollars and cents', () => {
  it('converts both ways', () => {
    expect(dollarsToCents(1.75)).toBe(175);
    expect(dollarsToCents(2.5)).toBe(250);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(centsToDollars(1500_00)).toBe(1500);
    expect(centsToDollars(825)).toBe(8.25);
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
