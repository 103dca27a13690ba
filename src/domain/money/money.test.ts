import { describe, it, expect } from 'vitest';
import { centsToDollars, dollarsToCents, roundHalfUp } from './money';

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
