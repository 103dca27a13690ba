import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ServerProcess } from '../testing/spawn-server';
import { killAllServers, spawnServer } from '../testing/spawn-server';

const pgUrl = inject('pgUrl');
const schema = `scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let admin: pg.Client | undefined;

afterAll(async () => {
  await killAllServers();
  if (admin) {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});

async function send(server: ServerProcess, method: string, url: string, body?: unknown) {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      cookie: server.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// Only where PostgreSQL is reachable: SQLite is one file for one process by design.
describe.runIf(pgUrl)('two server processes on one PostgreSQL', () => {
  it('each reads what the other wrote, and versions guard edits across them', async () => {
    admin = new pg.Client({ connectionString: pgUrl ?? '' });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const DATABASE_URL = `${pgUrl}?options=-c%20search_path%3D${schema}`;
    // One after the other, as a rolling deploy would: the first runs the migrations.
    const a = await spawnServer({ DATABASE_URL, LOG_LEVEL: 'warn' });
    const b = await spawnServer({ DATABASE_URL, LOG_LEVEL: 'warn' });
    expect(a.url).not.toBe(b.url);
    expect((await send(b, 'GET', '/api/health')).body).toEqual({
      status: 'ok',
      database: 'postgres',
    });

    const created = await send(a, 'POST', '/api/projects', {
      name: 'Written by A',
      address: '1 Cluster Ct',
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect((await send(b, 'GET', `/api/projects/${id}`)).body).toEqual(created.body);

    const edited = await send(b, 'PATCH', `/api/projects/${id}`, {
      version: 1,
      name: 'Edited by B',
    });
    expect(edited.status).toBe(200);
    expect((await send(a, 'GET', `/api/projects/${id}`)).body).toMatchObject({
      name: 'Edited by B',
      version: 2,
    });
    // A still holds version 1: its edit is refused, not silently lost.
    const stale = await send(a, 'PATCH', `/api/projects/${id}`, { version: 1, name: 'Stale' });
    expect(stale.status).toBe(409);

    await send(b, 'POST', '/api/projects', { name: 'Written by B', address: '2 Cluster Ct' });
    const names = (await send(a, 'GET', '/api/projects')).body.items as { name: string }[];
    expect(names.map((p) => p.name).sort()).toEqual(['Edited by B', 'Written by B']);
    expect((await send(a, 'GET', '/api/dashboard')).body.totalProjects).toBe(2);

    // The schema really was this test's own: the public schema did not get these rows.
    const inSchema = await admin.query(`select count(*)::int as n from ${schema}.projects`);
    expect(inSchema.rows[0].n).toBe(2);
  }, 40_000);
});
