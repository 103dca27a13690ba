import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc } from '../testing/backup-import-doc';
import { seedAndExport, withoutTeam } from '../testing/backup-import-doc';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// An import refused for the server's state, not the backup's content (409): a database that
// already holds data, and a second import while one is under way.

describe.each(dbTargets())('backup import conflicts on %s', (target) => {
  let source: TestApp;
  let exported: Doc;
  beforeAll(async () => {
    source = await startTestApp(target);
    exported = withoutTeam(await seedAndExport(source));
  });
  afterAll(async () => source?.close());

  it('refuses a non-empty database before reading the body', async () => {
    // Not even JSON: the 409 comes before the body would be parsed.
    const r = await api(source.url, 'POST', '/api/import', '{"format": ', {
      'content-type': 'application/json',
    });
    expect(r.status).toBe(409);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toMatch(/empty database/);
  });

  it('takes one import at a time', async () => {
    const scratch = await startTestApp(target);
    try {
      const body = JSON.stringify(exported);
      const half = Math.floor(body.length / 2);
      let done: () => void = () => {};
      const secondDone = new Promise<void>((resolve) => (done = resolve));
      const first = new Promise<{ status: number }>((resolve, reject) => {
        const req = http.request(`${scratch.url}/api/import`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: scratch.cookie,
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        });
        req.on('error', reject);
        req.write(body.slice(0, half));
        // The rest once the second import has been answered.
        secondDone.then(() => req.end(body.slice(half)), reject);
      });
      // Give the first request time to pass its hook.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await api(scratch.url, 'POST', '/api/import', exported);
      done();
      expect(second.status).toBe(409);
      expect(second.headers.get('content-type')).toContain('application/problem+json');
      expect(second.body.detail).toMatch(/Another backup is being imported/);
      expect((await first).status).toBe(201);
    } finally {
      await scratch.close();
    }
  });
});
