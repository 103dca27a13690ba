import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import { newId } from '../../domain/common/ids';

const valid = { name: 'Nguyen Re-roof', address: '410 SE Oak St, Portland, OR 97214' };

describe.each(dbTargets())('projects API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('creates with defaults (201, location) and reads it back', async () => {
    const r = await api(t.url, 'POST', '/api/projects', valid);
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/projects/${r.body.id}`);
    expect(r.body).toMatchObject({
      ...valid,
      status: 'pending',
      roofAreaSqFt: 0,
      pitch: 0,
      estimatedCostCents: 0,
      customerName: '',
      latitude: null,
      version: 1,
    });
    expect(r.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const got = await api(t.url, 'GET', `/api/projects/${r.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
  });

  it('keeps the id a device made for a project created offline, once', async () => {
    const id = newId();
    const r = await api(t.url, 'POST', '/api/projects', { ...valid, id });
    expect(r.status).toBe(201);
    expect(r.body.id).toBe(id);
    expect(r.headers.get('location')).toBe(`/api/projects/${id}`);
    const again = await api(t.url, 'POST', '/api/projects', { ...valid, id, name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { path: 'id', message: 'A project with this id already exists' },
    ]);
    expect((await api(t.url, 'GET', `/api/projects/${id}`)).body.name).toBe(valid.name);
    // Two creates with one id at once: one is made, the other told so, never a 500.
    const twin = newId();
    const both = await Promise.all([
      api(t.url, 'POST', '/api/projects', { ...valid, id: twin }),
      api(t.url, 'POST', '/api/projects', { ...valid, id: twin }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const bad = await api(t.url, 'POST', '/api/projects', { ...valid, id: '../etc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('id');
    // The id is the record's name, never something a save can change.
    const patched = await api(t.url, 'PATCH', `/api/projects/${id}`, { id: newId(), version: 1 });
    expect(patched.status).toBe(400);
  });

  it('stores text verbatim (markup, SQL) and all fields', async () => {
    const odd = {
      name: `<img src=x onerror=alert(1)>`,
      address: `'; DROP TABLE projects; --`,
      status: 'in-progress',
      date: '2026-03-04',
      roofAreaSqFt: 2150.5,
      pitch: 7.5,
      estimatedCostCents: 1234567,
      customerName: 'Zoë Ångström',
      customerPhone: '+1 503 555 0100',
      customerEmail: 'zoe@example.com',
      notes: 'Line one\nLine two',
      latitude: 45.5152,
      longitude: -122.6784,
    };
    const r = await api(t.url, 'POST', '/api/projects', odd);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject(odd);
  });

  it.each([
    ['missing name', { address: 'x' }, 'name'],
    ['blank address', { name: 'x', address: '   ' }, 'address'],
    ['wrong type', { ...valid, roofAreaSqFt: '2000' }, 'roofAreaSqFt'],
    ['negative area', { ...valid, roofAreaSqFt: -1 }, 'roofAreaSqFt'],
    ['negative pitch', { ...valid, pitch: -0.5 }, 'pitch'],
    ['fractional cents', { ...valid, estimatedCostCents: 10.5 }, 'estimatedCostCents'],
    ['unknown status', { ...valid, status: 'done' }, 'status'],
    ['bad date', { ...valid, date: '2026-02-30' }, 'date'],
    ['bad email', { ...valid, customerEmail: 'nope' }, 'customerEmail'],
    ['huge name', { ...valid, name: 'x'.repeat(10_000) }, 'name'],
    ['latitude out of range', { ...valid, latitude: 91 }, 'latitude'],
    ['unknown field', { ...valid, colour: 'red' }, ''],
  ])('refuses %s with 400 naming the field', async (_label, body, path) => {
    const before = await api(t.url, 'GET', '/api/projects?limit=100');
    const r = await api(t.url, 'POST', '/api/projects', body);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    const after = await api(t.url, 'GET', '/api/projects?limit=100');
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('answers malformed JSON, a non-object body and an oversized body with 4xx problems', async () => {
    const malformed = await api(t.url, 'POST', '/api/projects', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('application/problem+json');
    const array = await api(t.url, 'POST', '/api/projects', [1, 2]);
    expect(array.status).toBe(400);
    const big = await api(t.url, 'POST', '/api/projects', {
      ...valid,
      notes: 'x'.repeat(2_000_000),
    });
    expect(big.status).toBe(413);
    expect(big.body.status).toBe(413);
  });

  it('answers 404 problems for unknown ids and routes', async () => {
    for (const [method, path] of [
      ['GET', '/api/projects/nope'],
      ['DELETE', '/api/projects/nope'],
      ['GET', '/api/nothing-here'],
    ] as const) {
      const r = await api(t.url, method, path);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    const patch = await api(t.url, 'PATCH', '/api/projects/nope', { name: 'x', version: 1 });
    expect(patch.status).toBe(404);
  });

  it('updates with the version it read, and answers a stale version with 409 and the current record', async () => {
    const created = (await api(t.url, 'POST', '/api/projects', valid)).body;
    const first = await api(t.url, 'PATCH', `/api/projects/${created.id}`, {
      status: 'completed',
      version: created.version,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'completed', version: 2, name: valid.name });
    const stale = await api(t.url, 'PATCH', `/api/projects/${created.id}`, {
      name: 'Overwritten?',
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ status: 'completed', version: 2, name: valid.name });
    const noVersion = await api(t.url, 'PATCH', `/api/projects/${created.id}`, { name: 'x' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors[0].path).toBe('version');
  });

  it('deletes (204) and then 404s', async () => {
    const created = (await api(t.url, 'POST', '/api/projects', valid)).body;
    expect((await api(t.url, 'DELETE', `/api/projects/${created.id}`)).status).toBe(204);
    expect((await api(t.url, 'GET', `/api/projects/${created.id}`)).status).toBe(404);
  });
});

describe.each(dbTargets())('project list on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    const rows = [
      ['Alpha Roof', '1 Main St, Salem, OR', 'pending', '2026-01-05'],
      ['Bravo Roof', '2 Oak Ave, Portland, OR', 'completed', '2026-02-10'],
      ['Charlie 50% Roof', '3 Pine Rd, Eugene, OR', 'in-progress', '2026-03-15'],
      ['Delta Roof', '4 Elm St, Portland, OR', 'pending', '2026-03-15'],
      ['Echo Roof', '5 Ash Ct, Bend, OR', 'completed', '2025-12-01'],
    ] as const;
    for (const [name, address, status, date] of rows) {
      const r = await api(t.url, 'POST', '/api/projects', { name, address, status, date });
      expect(r.status).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('lists newest first by date (same date: newest created first)', async () => {
    const r = await api(t.url, 'GET', '/api/projects');
    expect(r.status).toBe(200);
    expect(r.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Delta Roof',
      'Charlie 50% Roof',
      'Bravo Roof',
      'Alpha Roof',
      'Echo Roof',
    ]);
    expect(r.body.nextCursor).toBeNull();
  });

  it('pages with a cursor and loses or repeats nothing', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const qs: string = cursor ? `&cursor=${cursor}` : '';
      const r = await api(t.url, 'GET', `/api/projects?limit=2${qs}`);
      expect(r.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.items.map((p: { name: string }) => p.name));
      cursor = r.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('pages by status with a cursor, and a search after a cursor (each shape of the list query)', async () => {
    const names = (r: { body: { items: { name: string }[] } }) => r.body.items.map((p) => p.name);
    const first = await api(t.url, 'GET', '/api/projects?status=pending&limit=1');
    expect(names(first)).toEqual(['Delta Roof']);
    const next = await api(
      t.url,
      'GET',
      `/api/projects?status=pending&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(names(next)).toEqual(['Alpha Roof']);
    expect(next.body.nextCursor).toBeNull();
    const roofs = await api(t.url, 'GET', '/api/projects?q=roof&limit=3');
    const after = await api(
      t.url,
      'GET',
      `/api/projects?q=roof&limit=3&cursor=${roofs.body.nextCursor}`,
    );
    expect([...names(roofs), ...names(after)]).toEqual([
      'Delta Roof',
      'Charlie 50% Roof',
      'Bravo Roof',
      'Alpha Roof',
      'Echo Roof',
    ]);
  });

  it('filters by status and searches (the search index: words from their start, any case, punctuation ignored)', async () => {
    const pending = await api(t.url, 'GET', '/api/projects?status=pending');
    expect(pending.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Delta Roof',
      'Alpha Roof',
    ]);
    const portland = await api(t.url, 'GET', '/api/projects?q=portland');
    expect(portland.body.items).toHaveLength(2);
    const byName = await api(t.url, 'GET', '/api/projects?q=ECHO');
    expect(byName.body.items.map((p: { name: string }) => p.name)).toEqual(['Echo Roof']);
    const percent = await api(t.url, 'GET', `/api/projects?q=${encodeURIComponent('50%')}`);
    expect(percent.body.items.map((p: { name: string }) => p.name)).toEqual(['Charlie 50% Roof']);
    const both = await api(t.url, 'GET', '/api/projects?status=completed&q=oak');
    expect(both.body.items.map((p: { name: string }) => p.name)).toEqual(['Bravo Roof']);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['status=archived', 'status'],
    ['cursor=not-a-cursor', 'cursor'],
    [`q=${'x'.repeat(300)}`, 'q'],
    ['sort=name', ''],
  ])('refuses ?%s with 400 naming %s', async (qs, path) => {
    const r = await api(t.url, 'GET', `/api/projects?${qs}`);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
