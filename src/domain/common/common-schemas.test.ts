import { describe, expect, it } from 'vitest';
import { emailText, isoDateSchema } from './common-schemas';
import { looksLikeEmail } from './email';

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('emailText', () => {
  const email = emailText('Email', 254);

  it('accepts blank or an address, trimmed', () => {
    expect(email.parse('')).toBe('');
    expect(email.parse(' dana@example.com ')).toBe('dana@example.com');
  });

  it.each(['nope', 'x@', '@example.com', 'a@b', 'a@b.', 'a@.b', 'a b@c.d', 'a@b@c.d'])(
    'refuses %j',
    (text) => {
      expect(messages(email.safeParse(text))).toEqual(['Enter a valid email address']);
    },
  );

  it('names the label and the bound when too long', () => {
    expect(messages(email.safeParse(`${'a'.repeat(250)}@b.co`))).toEqual([
      'Email must be at most 254 characters',
    ]);
    expect(messages(email.safeParse(3))).toEqual(['Email must be text']);
  });

  it('refuses a huge value quickly, with the length message only', () => {
    const started = performance.now();
    // Not an address either: the address check does not run once the length has failed.
    const noDot = `a@${'b'.repeat(199_998)}`;
    expect(messages(email.safeParse(noDot))).toEqual(['Email must be at most 254 characters']);
    const dots = `a@${'.'.repeat(199_998)}`;
    expect(messages(email.safeParse(dots))).toEqual(['Email must be at most 254 characters']);
    expect(looksLikeEmail(noDot)).toBe(false);
    expect(looksLikeEmail(dots)).toBe(true); // the shape is fine; only the length is not
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('isoDateSchema', () => {
  it('accepts a real YYYY-MM-DD date', () => {
    expect(isoDateSchema().parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDateSchema().parse('2024-02-29')).toBe('2024-02-29');
  });

  it('asks for the format first, then for a real date', () => {
    expect(messages(isoDateSchema().safeParse('2026-2-28'))[0]).toBe('Enter a date as YYYY-MM-DD');
    expect(messages(isoDateSchema().safeParse('2026-02-30'))).toEqual([
      'Enter a real calendar date',
    ]);
  });
});
