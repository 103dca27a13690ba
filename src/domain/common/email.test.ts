import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { looksLikeEmail } from './email';

describe('looksLikeEmail', () => {
  it('says what /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/ says', () => {
    const rule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '\u00a0', 'é'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (s) => {
        expect(looksLikeEmail(s)).toBe(rule.test(s));
      }),
      { numRuns: 5000 },
    );
  });
});
