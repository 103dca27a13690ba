import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, spawnServer } from '../testing/spawn-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-ready-line-'));

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server started as `npm start` starts it', () => {
  it('prints one plain line when ready, then logs requests as JSON at LOG_LEVEL', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await (await fetch(`${server.url}/api/health`)).text();
    const lines = server.output().trim().split('\n');
    const plain = lines.filter((l) => !l.startsWith('{'));
    // spawnServer makes the owner at start (OWNER_EMAIL), so the owner exists.
    expect(plain).toEqual([
      `Ridgeline is ready: open ${server.url} and sign in (the owner account exists).`,
    ]);
    expect(server.output()).not.toContain('Server listening');
    const logged = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    expect(logged.some((l) => l.msg === 'incoming request' && l.req.url === '/api/health')).toBe(
      true,
    );
  });
});
