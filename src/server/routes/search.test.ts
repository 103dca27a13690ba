import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../domain/project/search';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, signIn, startTestApp, TEST_PASSWORD } from '../testing/test-app';

const search = (t: TestApp, q: string, cookie?: string) =>
  api(t.url, 'GET', `/api/search?q=${encodeURIComponent(q)}`, undefined, cookie ? { cookie } : {});
const names = (r: { body: { items: SearchHit[] } }) => r.body.items.map((h) => h.name);

const PROJECTS = [
  {
    name: 'Gutter job',
    address: '12 Birch Ln, Salem, OR',
    notes: 'Customer mentioned Hendricks did the last roof',
    customerPhone: '503 555 0199',
  },
  {
    name: 'Hendricks Re-roof',
    address: '2847 SE Belmont St, Portland, OR',
    customerName: 'Dana Whitfield',
    customerPhone: '(555) 010-2000',
    customerEmail: 'dana.whitfield@example.com',
    estimatedCostCents: 1_245_000,
  },
  {
    name: 'Garage',
    address: '9 Elm St, Bend, OR',
    customerName: 'José Álvarez',
    customerPhone: '5550107777',
    notes: 'Dog in the yard. Gate code 4471.',
  },
];

describe.each(dbTargets())('GET /api/search on %s', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    for (const p of PROJECTS) {
      const r = await api(t.url, 'POST', '/api/projects', p);
      expect(r.status).toBe(201);
      ids[p.name] = r.body.id;
    }
  });
  afterAll(async () => t?.close());

  it('ranks a match in the name before one in the notes, and says what matched where', async () => {
    const r = await search(t, 'hendricks');
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['Hendricks Re-roof', 'Gutter job']);
    const [best, notes] = r.body.items as SearchHit[];
    expect(best).toMatchObject({ matched: 'name', highlights: { name: [[0, 9]] }, also: null });
    expect(notes!.matched).toBe('notes');
    expect(notes!.also!.field).toBe('notes');
    const [s, e] = notes!.also!.ranges[0]!;
    expect(notes!.also!.text.slice(s, e)).toBe('Hendricks');
  });

  it('matches the start of words (prefixes), any case, accents or not', async () => {
    expect(names(await search(t, 'HENDR'))).toEqual(['Hendricks Re-roof', 'Gutter job']);
    expect(names(await search(t, 'belm portl'))).toEqual(['Hendricks Re-roof']);
    expect(names(await search(t, 'jose alv'))).toEqual(['Garage']);
    expect(names(await search(t, 'José'))).toEqual(['Garage']);
    const email = await search(t, 'whitfield@exam');
    expect(names(email)).toEqual(['Hendricks Re-roof']);
    // Not the middle of a word.
    expect(names(await search(t, 'endricks'))).toEqual([]);
  });

  it('finds a phone number however it is written', async () => {
    for (const q of ['(555) 010-2000', '555-010-2000', '5550102000', '555.010.2', '010-2000']) {
      const r = await search(t, q);
      expect(names(r), q).toEqual(['Hendricks Re-roof']);
      const also = (r.body.items as SearchHit[])[0]!.also!;
      expect(also.field).toBe('customerPhone');
      expect(also.text).toBe('(555) 010-2000');
    }
    // Stored as digits, found by a formatted query; the highlight covers the typed digits.
    const digits = await search(t, '(555) 010-7777');
    expect(names(digits)).toEqual(['Garage']);
    expect((digits.body.items as SearchHit[])[0]!.also).toEqual({
      field: 'customerPhone',
      text: '5550107777',
      ranges: [[0, 10]],
    });
    expect(names(await search(t, '503-555'))).toEqual(['Gutter job']);
  });

  it.each([
    '"',
    '"unbalanced',
    'a AND OR NOT',
    'NEAR(a b)',
    '((((',
    ')',
    '*',
    'hend*',
    "'; drop table projects; --",
    ':*',
    '!&|<->',
    '{name}: x',
    '^a',
    '%_\\',
    'a:*A & b',
  ])('never fails on the query %j', async (q) => {
    const r = await search(t, q);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.items)).toBe(true);
  });

  it('treats operators as words: "hend*" finds what "hend" finds', async () => {
    expect(names(await search(t, 'hend*'))).toEqual(names(await search(t, 'hend')));
    expect(names(await search(t, 'NEAR(hendricks'))).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['q=a&limit=5', ''],
  ])('refuses ?%s with 400 naming %j', async (qs, path) => {
    const r = await api(t.url, 'GET', `/api/search?${qs}`);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('answers every role, with no money; signed out is 401', async () => {
    const { cookie } = await t.signInAs('crew');
    const r = await search(t, 'hendricks', cookie);
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).not.toMatch(/cents|1245000/i);
    expect(Object.keys(r.body.items[0]).sort()).toEqual(
      ['address', 'also', 'customerName', 'highlights', 'id', 'matched', 'name', 'status'].sort(),
    );
    expect((await search(t, 'hendricks', 'ridgeline_session=none')).status).toBe(401);
  });

  it('answers the top 20', async () => {
    for (let i = 0; i < 25; i += 1) {
      await api(t.url, 'POST', '/api/projects', {
        name: `Zephyr ${i}`,
        address: `${i} Zephyr Way`,
      });
    }
    const r = await search(t, 'zephyr');
    expect(r.body.items).toHaveLength(20);
  });

  it('keeps the index right on update and delete', async () => {
    const id = ids['Garage']!;
    const before = (await api(t.url, 'GET', `/api/projects/${id}`)).body;
    const patched = await api(t.url, 'PATCH', `/api/projects/${id}`, {
      version: before.version,
      name: 'Carport',
      customerPhone: '(555) 010-8888',
    });
    expect(patched.status).toBe(200);
    expect(names(await search(t, 'garage'))).toEqual([]);
    expect(names(await search(t, 'carport'))).toEqual(['Carport']);
    expect(names(await search(t, '5550108888'))).toEqual(['Carport']);
    expect(names(await search(t, '5550107777'))).toEqual([]);
    // A change to another field (the status) leaves the project found.
    const again = await api(t.url, 'PATCH', `/api/projects/${id}`, {
      version: patched.body.version,
      status: 'completed',
    });
    expect(again.status).toBe(200);
    expect((await search(t, 'carport')).body.items[0].status).toBe('completed');
    expect((await api(t.url, 'DELETE', `/api/projects/${id}`)).status).toBe(204);
    expect(names(await search(t, 'carport'))).toEqual([]);
    expect(names(await search(t, 'alvarez'))).toEqual([]);
  });

  it('the project list searches the same index, in its own order', async () => {
    const list = await api(t.url, 'GET', '/api/projects?q=hendricks');
    expect(list.body.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Gutter job',
      'Hendricks Re-roof',
    ]);
    const phone = await api(
      t.url,
      'GET',
      `/api/projects?q=${encodeURIComponent('(555) 010-2000')}`,
    );
    expect(phone.body.items.map((p: { name: string }) => p.name)).toEqual(['Hendricks Re-roof']);
    const nothing = await api(t.url, 'GET', `/api/projects?q=${encodeURIComponent('"*')}`);
    expect(nothing.status).toBe(200);
    expect(nothing.body.items).toEqual([]);
  });
});

describe.each(dbTargets())('the search index after a backup import on %s', (target) => {
  let source: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [source, empty] = await Promise.all([startTestApp(target), startTestApp(target)]);
    for (const p of PROJECTS) {
      expect((await api(source.url, 'POST', '/api/projects', p)).status).toBe(201);
    }
  });
  afterAll(async () => Promise.all([source?.close(), empty?.close()]));

  it('finds the imported projects as on the source', async () => {
    const exported = await api(source.url, 'GET', '/api/export');
    expect((await api(empty.url, 'POST', '/api/import', exported.body)).status).toBe(201);
    await signIn(empty.url, source.owner.email, TEST_PASSWORD);
    for (const q of ['hendricks', '(555) 010-2000', 'jose', 'gate code']) {
      const a = await search(source, q);
      const b = await search(empty, q);
      expect(b.body, q).toEqual(a.body);
      expect(b.body.items.length, q).toBeGreaterThan(0);
    }
  });
});
