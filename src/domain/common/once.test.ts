import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { once } from './once';

describe('once', () => {
  it('builds on the first call only, then returns the same value', () => {
    let builds = 0;
    const name = once(() => {
      builds++;
      return z.string().trim().min(1, 'Name is required');
    });
    expect(builds).toBe(0);
    expect(name().safeParse('  Roof  ')).toEqual({ success: true, data: 'Roof' });
    expect(name().safeParse(' ').error?.issues[0]?.message).toBe('Name is required');
    expect(name()).toBe(name());
    expect(builds).toBe(1);
  });

  it('remembers a value that is undefined', () => {
    let builds = 0;
    const nothing = once(() => {
      builds++;
      return undefined;
    });
    expect(nothing()).toBeUndefined();
    expect(nothing()).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('composes: schemas built from other built schemas and spread field objects', () => {
    const fields = once(() => ({ pitch: z.number().min(0), area: z.number().min(0) }));
    const status = once(() => z.enum(['pending', 'completed']));
    const project = once(() => z.strictObject({ ...fields(), status: status().optional() }));
    const patch = once(() => project().partial().extend({ version: z.number().int() }));
    expect(project().parse({ pitch: 6, area: 2000 })).toEqual({ pitch: 6, area: 2000 });
    expect(project().safeParse({ pitch: 6, area: 2000, extra: 1 }).success).toBe(false);
    expect(patch().parse({ version: 2, status: 'completed' })).toEqual({
      version: 2,
      status: 'completed',
    });
    expect(Object.keys(project().shape)).toEqual(['pitch', 'area', 'status']);
  });
});
