import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../domain/estimate/estimate';
import { idempotencyRepository } from './db/idempotency-repository';
import { KEY_TTL_MS, STALE_CLAIM_MS } from './idempotency';
import type { TestApp } from './testing/test-app';
import { api, dbTargets, startTestApp } from './testing/test-app';

const newKey = () => `k-${randomUUID()}`;

describe.each(dbTargets())('Idempotency-Key on creates on %s', (target) => {
  let t: TestApp;
  let projectId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Base', address: '1 Main St' });
    projectId = p.body.id;
  });
  afterAll(async () => t.close());

  const projectsNamed = async (name: string) =>
    (await t.database.db.selectFrom('projects').select('id').where('name', '=', name).execute())
      .length;
  const estimatesOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('estimates')
        .select('id')
        .where('project_id', '=', id)
        .execute()
    ).length;
  const keyRows = async () =>
    t.database.db.selectFrom('idempotency_keys').selectAll().orderBy('created_at').execute();

  it('answers a retried project create with the first result and makes one project', async () => {
    const key = newKey();
    const body = { name: 'Retry Re-roof', address: '2 Oak Ave' };
    const first = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(`/api/projects/${first.body.id}`);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    // The security headers still go on a repeated answer.
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.body).toEqual(first.body);
    expect(await projectsNamed('Retry Re-roof')).toBe(1);
    const list = await api(t.url, 'GET', '/api/projects?limit=100');
    expect(
      (list.body.items as { name: string }[]).filter((p) => p.name === 'Retry Re-roof'),
    ).toHaveLength(1);
  });

  it('answers a retried estimate create with the first result and makes one estimate', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Est', address: '3 Pine Rd' });
    const key = newKey();
    const body = { projectId: p.body.id, ...structuredClone(DEFAULT_ESTIMATE_INPUT) };
    const first = await api(t.url, 'POST', '/api/estimates', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const again = await api(t.url, 'POST', '/api/estimates', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(`/api/estimates/${first.body.id}`);
    expect(again.body).toEqual(first.body);
    expect(await estimatesOf(p.body.id)).toBe(1);
  });

  it('refuses the same key with a different body or path (422) and changes nothing', async () => {
    const key = newKey();
    const first = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Key Owner', address: '4 Elm' },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(201);
    const other = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Key Thief', address: '4 Elm' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(other.body).toMatchObject({
      status: 422,
      detail: 'This Idempotency-Key was used for a different request',
      errors: [{ path: 'Idempotency-Key' }],
    });
    const estimate = await api(
      t.url,
      'POST',
      '/api/estimates',
      { projectId, ...structuredClone(DEFAULT_ESTIMATE_INPUT) },
      { 'idempotency-key': key },
    );
    expect(estimate.status).toBe(422);
    expect(await projectsNamed('Key Thief')).toBe(0);
    expect(await estimatesOf(projectId)).toBe(0);
  });

  it('keeps keys per user: two users with one key each get their own record', async () => {
    const key = newKey();
    const estimator = await t.signInAs('estimator', 'Eve Estimator');
    const body = { name: 'Shared Key', address: '5 Birch' };
    const mine = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    const theirs = await api(t.url, 'POST', '/api/projects', body, {
      'idempotency-key': key,
      cookie: estimator.cookie,
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await projectsNamed('Shared Key')).toBe(2);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(201)],
    ['a space', 'abcd efgh'],
    ['a slash', 'abcd/efgh'],
    // fetch refuses a header value outside Latin-1; é is inside it.
    ['non-ASCII', 'abcdéfgh'],
  ])('refuses a key with %s (400 naming Idempotency-Key)', async (_what, key) => {
    const r = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Bad Key', address: '6 Cedar' },
      { 'idempotency-key': key },
    );
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(r.body.errors).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }]);
    expect(await projectsNamed('Bad Key')).toBe(0);
  });

  it('checks the body for NUL before it claims a key', async () => {
    const key = newKey();
    const r = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Nul\u0000', address: '6 Cedar' },
      { 'idempotency-key': key },
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect((await keyRows()).some((row) => row.key === key)).toBe(false);
  });

  it('accepts keys of 8 and 200 characters', async () => {
    for (const key of [`a-${randomUUID()}`.slice(0, 8), 'Z_'.repeat(100)]) {
      const r = await api(
        t.url,
        'POST',
        '/api/projects',
        { name: `Edge ${key.length}`, address: '7 Spruce' },
        { 'idempotency-key': key },
      );
      expect(r.status).toBe(201);
    }
  });

  it('makes exactly one record from five identical requests sent at once', async () => {
    const key = newKey();
    const body = { name: 'Concurrent', address: '8 Maple' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key }),
      ),
    );
    for (const r of results) {
      expect([201, 409]).toContain(r.status);
      if (r.status === 409) {
        expect(r.headers.get('retry-after')).toBe('1');
        expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      }
    }
    const created = results.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(await projectsNamed('Concurrent')).toBe(1);
    // Once the first has answered, every retry gets its answer.
    const later = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(later.body.id).toBe(created[0]!.body.id);
  });

  it('lets a failed create be sent again with the same key', async () => {
    const key = newKey();
    const bad = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Fixed Later', address: '' },
      { 'idempotency-key': key },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('idempotent-replayed')).toBeNull();
    // The same request again is handled again (and fails again), not replayed.
    const badAgain = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Fixed Later', address: '' },
      { 'idempotency-key': key },
    );
    expect(badAgain.status).toBe(400);
    expect(badAgain.headers.get('idempotent-replayed')).toBeNull();
    const fixed = await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Fixed Later', address: '9 Willow' },
      { 'idempotency-key': key },
    );
    expect(fixed.status).toBe(201);
    expect(await projectsNamed('Fixed Later')).toBe(1);
    // A 404 (no such project) frees the key as well.
    const estKey = newKey();
    const missing = await api(
      t.url,
      'POST',
      '/api/estimates',
      { projectId: 'no-such-project', ...structuredClone(DEFAULT_ESTIMATE_INPUT) },
      { 'idempotency-key': estKey },
    );
    expect(missing.status).toBe(404);
    expect((await keyRows()).some((r) => r.key === estKey)).toBe(false);
  });

  it('behaves as before without a key', async () => {
    const body = { name: 'No Key', address: '10 Ash' };
    const a = await api(t.url, 'POST', '/api/projects', body);
    const b = await api(t.url, 'POST', '/api/projects', body);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(a.body.id).not.toBe(b.body.id);
    expect(await projectsNamed('No Key')).toBe(2);
  });

  it('ignores the header on routes that are not creates', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Patch Me', address: '11 Fir' });
    const key = newKey();
    const r1 = await api(
      t.url,
      'PATCH',
      `/api/projects/${p.body.id}`,
      { version: 1, notes: 'one' },
      { 'idempotency-key': key },
    );
    expect(r1.status).toBe(200);
    const r2 = await api(
      t.url,
      'PATCH',
      `/api/projects/${p.body.id}`,
      { version: 1, notes: 'one' },
      { 'idempotency-key': key },
    );
    // A stale version: handled as ever, not replayed.
    expect(r2.status).toBe(409);
    expect(r2.headers.get('idempotent-replayed')).toBeNull();
  });

  it('frees a claim whose request never answered once it is stale', async () => {
    const repo = idempotencyRepository(t.database.db);
    const key = newKey();
    const body = { name: 'Stale Claim', address: '12 Larch' };
    // Claim the key as a request that hashes the same would have, then "crash".
    const first = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    const row = (await keyRows()).find((r) => r.key === key)!;
    await t.database.db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
    await t.database.db.deleteFrom('projects').where('id', '=', first.body.id).execute();
    expect(
      await repo.claim({
        userId: row.user_id,
        key,
        method: row.method,
        path: row.path,
        requestHash: row.request_hash,
        now: new Date(),
      }),
    ).toBe(true);
    const waiting = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    expect(waiting.status).toBe(409);
    expect(waiting.headers.get('retry-after')).toBe('1');
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - STALE_CLAIM_MS - 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    const taken = await api(t.url, 'POST', '/api/projects', body, { 'idempotency-key': key });
    expect(taken.status).toBe(201);
    expect(await projectsNamed('Stale Claim')).toBe(1);
  });

  it('deletes keys older than a day', async () => {
    const repo = idempotencyRepository(t.database.db);
    const key = newKey();
    await api(
      t.url,
      'POST',
      '/api/projects',
      { name: 'Old Key', address: '13 Yew' },
      { 'idempotency-key': key },
    );
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - KEY_TTL_MS - 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    expect(await repo.deleteOlderThan(new Date(Date.now() - KEY_TTL_MS))).toBe(1);
    expect((await keyRows()).some((r) => r.key === key)).toBe(false);
  });
});
