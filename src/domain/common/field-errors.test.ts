import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, fieldErrorsByPath, firstMessageByPath } from './field-errors';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required').max(3, 'Too long').startsWith('A', 'Starts with A'),
  lines: z.array(z.object({ quantity: z.number({ error: 'Quantity must be a number' }) })),
});

describe('field errors', () => {
  const r = schema.safeParse({ name: 'bcde', lines: [{ quantity: 1 }, { quantity: 'x' }], x: 1 });
  const error = r.error ?? new z.ZodError([]);

  it('lists every issue with its path joined by dots', () => {
    expect(fieldErrors(error)).toEqual([
      { path: 'name', message: 'Too long' },
      { path: 'name', message: 'Starts with A' },
      { path: 'lines.1.quantity', message: 'Quantity must be a number' },
      { path: '', message: expect.stringContaining('x') },
    ]);
  });

  it('keeps the first message per path', () => {
    expect(fieldErrorsByPath(error)).toEqual({
      name: 'Too long',
      'lines.1.quantity': 'Quantity must be a number',
      '': expect.stringContaining('x'),
    });
    expect(
      firstMessageByPath([
        { path: 'a', message: 'first' },
        { path: 'a', message: 'second' },
      ]),
    ).toEqual({ a: 'first' });
  });
});
