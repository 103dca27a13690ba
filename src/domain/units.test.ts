import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatSqFt, formatSquares, roundToDecimals, toFixedHalfUp } from './units';

describe('roundToDecimals / toFixedHalfUp', () => {
  it('rounds half up where toFixed would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the engine behaviour this replaces
    expect(toFixedHalfUp(1.005, 2)).toBe('1.01');
    expect(toFixedHalfUp(26.565051177, 1)).toBe('26.6');
    expect(toFixedHalfUp(0.05, 1)).toBe('0.1');
    expect(roundToDecimals(2.345, 2)).toBe(2.35);
    expect(roundToDecimals(6.928203, 1)).toBe(6.9);
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
