import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('gives the plural form and the number as Ridgeline writes numbers', () => {
    expect(counted(1)).toEqual({ count: 'one', n: '1' });
    expect(counted(0)).toEqual({ count: 'other', n: '0' });
    expect(counted(1250)).toEqual({ count: 'other', n: '1,250' });
  });

  it('keeps the part of a count that has one (crew days and hours), with no trailing zeros', () => {
    expect(counted(1.5)).toEqual({ count: 'other', n: '1.5' });
    expect(counted(7.25)).toEqual({ count: 'other', n: '7.25' });
    expect(counted(2.1)).toEqual({ count: 'other', n: '2.1' });
  });
});
