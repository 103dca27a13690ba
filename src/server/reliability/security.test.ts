import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { PUBLIC } from '../auth/access';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, signedInUser, startTestApp } from '../testing/test-app';

const HOSTILE = [
  `<img src=x onerror=alert(1)>`,
  `'; DROP TABLE projects; --`,
  `" OR 1=1 --`,
  `<script>document.location='//evil.example'</script>`,
  `Robert'); DELETE FROM projects WHERE ('1'='1`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\u202Egnp.exe`,
];

describe.each(dbTargets())('security of the API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it.each([
    ['/api/health', 200],
    ['/api/projects', 200],
    ['/api/no-such-thing', 404],
  ])('sends the security headers on %s', async (url, status) => {
    const r = await api(t.url, 'GET', url);
    expect(r.status).toBe(status);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a body over the limit with 413 problem+json and stores nothing', async () => {
    const r = await api(t.url, 'POST', '/api/projects', {
      name: 'Huge',
      address: 'x',
      notes: 'n'.repeat(1024 * 1024 + 10),
    });
    expect(r.status).toBe(413);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({ status: 413, title: 'Payload Too Large' });
    const list = await api(t.url, 'GET', '/api/projects?q=Huge');
    expect(list.body.items).toEqual([]);
  });

  it('stores hostile text verbatim in every text field, finds it by search, and the table survives', async () => {
    for (const text of HOSTILE) {
      const body = {
        name: text,
        address: text,
        customerName: text,
        customerPhone: text.slice(0, 50),
        notes: text,
      };
      const created = await api(t.url, 'POST', '/api/projects', body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(body);
      const read = await api(t.url, 'GET', `/api/projects/${created.body.id}`);
      expect(read.body).toMatchObject(body);
      const patched = await api(t.url, 'PATCH', `/api/projects/${created.body.id}`, {
        version: 1,
        notes: `${text} (edited)`,
      });
      expect(patched.body.notes).toBe(`${text} (edited)`);
      const found = await api(t.url, 'GET', `/api/projects?q=${encodeURIComponent(text)}`);
      expect(found.status).toBe(200);
      expect(found.body.items.map((p: { id: string }) => p.id)).toContain(created.body.id);
    }
    const all = await api(t.url, 'GET', '/api/projects?limit=100');
    expect(all.body.items).toHaveLength(HOSTILE.length);
    // Hostile ids and queries reach the database as parameters, never as SQL.
    const byId = await api(t.url, 'GET', `/api/projects/${encodeURIComponent("1' OR '1'='1")}`);
    expect(byId.status).toBe(404);
    expect((await api(t.url, 'GET', '/api/dashboard')).body.totalProjects).toBe(HOSTILE.length);
  });
});

describe('errors in production answer with a generic message only', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-security-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_SAMPLE_DATA: 'false',
    NODE_ENV: 'production',
  });
  const SECRET_BITS = [
    /at \w+ \(/,
    /\.ts:\d+/,
    /select|insert|from projects/i,
    /SQLITE/,
    /secret/i,
  ];

  function expectGeneric(r: {
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
  }) {
    expect(r.statusCode).toBe(500);
    expect(String(r.headers['content-type'])).toContain('application/problem+json');
    expect(JSON.parse(r.body)).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side. Please try again.',
    });
    for (const bit of SECRET_BITS) expect(r.body).not.toMatch(bit);
  }

  it('hides the message and stack of an unexpected error', async () => {
    const database = openDatabase({ sqliteFile: path.join(dir, 'throw.sqlite') });
    const app = await buildApp({ config, database });
    // Test-only route: fails the way a bug deep in a query would.
    app.get('/api/test-only-failure', PUBLIC, async () => {
      throw new Error('SQLITE_ERROR: near "FROM": syntax error in select secret from projects');
    });
    try {
      expectGeneric(await app.inject({ method: 'GET', url: '/api/test-only-failure' }));
    } finally {
      await app.close();
      await database.db.destroy();
    }
  });

  it('hides the driver error when the database is gone', async () => {
    const database = openDatabase({ sqliteFile: path.join(dir, 'closed.sqlite') });
    const app = await buildApp({ config, database });
    // Signed in, so the request gets as far as the database (the session lookup fails first).
    const { cookie } = await signedInUser(database, 'owner', 'Olive Owner');
    await database.db.destroy();
    try {
      for (const url of ['/api/projects', '/api/dashboard', '/api/export']) {
        expectGeneric(await app.inject({ method: 'GET', url, headers: { cookie } }));
      }
      expectGeneric(
        await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie },
          payload: { name: 'After close', address: 'x' },
        }),
      );
    } finally {
      await app.close();
    }
  });
});
