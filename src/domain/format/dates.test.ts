import { describe, expect, it } from 'vitest';
import { localIsoDate } from './dates';

describe('localIsoDate', () => {
  it('gives the local day as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
