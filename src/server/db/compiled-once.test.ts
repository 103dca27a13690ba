import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { dbTargets, startTestApp } from '../testing/test-app';
import { compiledOnce } from './compiled-once';

describe.each(dbTargets())('a query compiled once, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers each run with that run’s values, and refuses the wrong number of values', async () => {
    const { db } = t.database;
    const byEmail = compiledOnce(
      db,
      db.selectFrom('users').select(['id', 'role']).where('email', '=', ''),
    );
    const owner = await db.selectFrom('users').select(['email', 'id']).executeTakeFirstOrThrow();
    expect(await byEmail(owner.email)).toEqual([{ id: owner.id, role: 'owner' }]);
    expect(await byEmail('nobody@example.com')).toEqual([]);
    await expect(byEmail()).rejects.toThrow('takes 1 values, got 0');
  });
});
