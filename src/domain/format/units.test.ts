import { describe, it, expect } from 'vitest';
import { roundToDecimals } from './units';

describe('roundToDecimals', () => {
  it('rounds half away from zero at the given decimals', () => {
    expect(roundToDecimals(2.345, 2)).toBe(2.35);
    expect(roundToDecimals(6.928203, 1)).toBe(6.9);
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
  });
});
