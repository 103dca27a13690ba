import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, spawnServer } from '../testing/spawn-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-shutdown-'));

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  it('lets an in-flight request finish, exits 0 and leaves a checkpointed SQLite file', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const dbFile = path.join(dataDir, 'ridgeline.sqlite');
    const wal = `${dbFile}-wal`;
    // Writes so far sit in the WAL until a checkpoint or a clean close.
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${server.url}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: server.cookie },
        body: JSON.stringify({ name: `Before ${i}`, address: 'x' }),
      });
      expect(r.status).toBe(201);
    }
    expect(fs.statSync(wal).size).toBeGreaterThan(0);

    // A create whose body arrives slowly: half now, the rest after SIGTERM.
    const body = Buffer.from(
      JSON.stringify({ name: 'Slow upload', address: '2 Patience Way', notes: 'n'.repeat(2000) }),
    );
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/projects`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          connection: 'close',
          cookie: server.cookie,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 1000));
      void sleep(300).then(async () => {
        server.child.kill('SIGTERM');
        await sleep(500);
        // Closing: a new connection is refused, but the request already in flight goes on.
        await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
        req.end(body.subarray(1000));
      });
    });

    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ name: 'Slow upload' });
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/error/i);

    // better-sqlite3 was closed: the WAL was checkpointed into the main file and removed.
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    const sqlite = new SqliteDatabase(dbFile, { readonly: true });
    try {
      const names = sqlite.prepare('select name from projects order by name').pluck().all();
      expect(names).toEqual([
        'Before 0',
        'Before 1',
        'Before 2',
        'Before 3',
        'Before 4',
        'Slow upload',
      ]);
    } finally {
      sqlite.close();
    }
  }, 30_000);
});
