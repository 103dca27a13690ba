import { describe, expect, it } from 'vitest';
import { parseNumberText } from './number-text';

describe('parseNumberText', () => {
  it.each([
    ['2000', 2000],
    [' 2,000 ', 2000],
    ['$1,500.50', 1500.5],
    ['.5', 0.5],
    ['6.', 6],
    ['-1', -1],
    ['0', 0],
  ])('reads %j as %d', (text, n) => {
    expect(parseNumberText(text)).toBe(n);
  });

  it.each(['', '   ', 'abc', '1.2.3', '1e5', '12ft', '$', '-', 'Infinity', '0x10'])(
    'refuses %j (NaN)',
    (text) => {
      expect(parseNumberText(text)).toBeNaN();
    },
  );
});
