import { describe, expect, it } from 'vitest';
import { centsToInput, parseDollars } from './dollars-input';

describe('parseDollars', () => {
  it.each([
    ['1.75', 175],
    ['$1,234.5', 123_450],
    [' 2.5 ', 250],
    ['0', 0],
    ['.5', 50],
    ['1.005', 101],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseDollars(text, 'Price')).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Enter price'],
    ['-1', 'Price must be a number of dollars, like 1.75'],
    ['abc', 'Price must be a number of dollars, like 1.75'],
    ['.', 'Price must be a number of dollars, like 1.75'],
  ])('refuses %j', (text, message) => {
    expect(parseDollars(text, 'Price')).toEqual({ ok: false, message });
  });

  it('shows cents as dollars with two decimals', () => {
    expect(centsToInput(175)).toBe('1.75');
    expect(centsToInput(250)).toBe('2.50');
  });
});
