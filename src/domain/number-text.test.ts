import { describe, expect, it } from 'vitest';
import { groupThousands, parseNumberText } from './number-text';

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
