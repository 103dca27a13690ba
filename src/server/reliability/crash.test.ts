import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieFor } from '../testing/test-app';
import { killAllServers, spawnServer } from '../testing/spawn-server';

interface Acknowledged {
  id: string;
  name: string;
  createdAt: string;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-crash-'));

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every project in the database, read through the export (one request). */
async function storedProjects(url: string): Promise<Map<string, Record<string, unknown>>> {
  const res = await fetch(`${url}/api/export`, { headers: { cookie: cookieFor(url) } });
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { tables: { projects: Record<string, unknown>[] } };
  return new Map(doc.tables.projects.map((p) => [String(p.id), p]));
}

describe('a server killed with SIGKILL in the middle of writes', () => {
  it('keeps every create it had answered 201, over several crash cycles', async () => {
    const acknowledged: Acknowledged[] = [];
    const CYCLES = 3;
    const WORKERS = 12;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

      // What earlier cycles were promised is all there after the restart.
      const stored = await storedProjects(server.url);
      for (const a of acknowledged) {
        const row = stored.get(a.id);
        expect(row, `project ${a.name} answered 201 before a crash`).toBeDefined();
        expect(row).toMatchObject({ name: a.name, created_at: a.createdAt });
      }

      let killed = false;
      let thisCycle = 0;
      const worker = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const name = `c${cycle}-w${w}-${i}`;
          try {
            const res = await fetch(`${server.url}/api/projects`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: server.cookie },
              body: JSON.stringify({
                name,
                address: `${i} Crash Test Ave`,
                notes: 'x'.repeat(500),
              }),
            });
            if (res.status === 201) {
              const body = (await res.json()) as Acknowledged;
              acknowledged.push({ id: body.id, name: body.name, createdAt: body.createdAt });
              thisCycle += 1;
            } else {
              await res.body?.cancel();
            }
          } catch {
            return; // the connection died with the process: this create was never answered
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

      // Kill while requests are in flight: after some creates were answered.
      const started = Date.now();
      while (thisCycle < 25 + cycle * 10 && Date.now() - started < 5000) {
        await new Promise((r) => setTimeout(r, 5));
      }
      server.child.kill('SIGKILL');
      killed = true;
      const { signal } = await server.exited;
      expect(signal).toBe('SIGKILL');
      await Promise.all(workers);
      expect(thisCycle).toBeGreaterThan(0);
    }

    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const stored = await storedProjects(server.url);
    const missing = acknowledged.filter((a) => !stored.has(a.id)).map((a) => a.name);
    expect(missing).toEqual([]);
    // Spot-check through the ordinary API too.
    for (const a of acknowledged.slice(-5)) {
      const res = await fetch(`${server.url}/api/projects/${a.id}`, {
        headers: { cookie: server.cookie },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: a.name, version: 1 });
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES * 25);
    // The database is still consistent after the crashes.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 60_000);
});
