import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds on first use, once, and then behaves as the schema', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().trim().min(1, 'Name is required');
    });
    expect(builds).toBe(0);
    expect(name.safeParse('  Roof  ')).toEqual({ success: true, data: 'Roof' });
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('Name is required');
    expect(name instanceof z.ZodType).toBe(true);
    expect(builds).toBe(1);
  });

  it('can be nested, extended and spread like the schema it stands for', () => {
    const fields = lazySchema(() => ({ pitch: z.number().min(0), area: z.number().min(0) }));
    const status = lazySchema(() => z.enum(['pending', 'completed']));
    const project = lazySchema(() => z.strictObject({ ...fields, status: status.optional() }));
    const patch = lazySchema(() => project.partial().extend({ version: z.number().int() }));
    expect(project.parse({ pitch: 6, area: 2000 })).toEqual({ pitch: 6, area: 2000 });
    expect(project.safeParse({ pitch: 6, area: 2000, extra: 1 }).success).toBe(false);
    expect(patch.parse({ version: 2, status: 'completed' })).toEqual({
      version: 2,
      status: 'completed',
    });
    expect(Object.keys(project.shape)).toEqual(['pitch', 'area', 'status']);
    expect(z.object({ s: status }).safeParse({ s: 'nope' }).success).toBe(false);
  });
});
