import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders, WORKER_SCRIPT_PATH } from './security-headers';
import { pageScriptHashes } from './static';
import { dbTargets, startTestApp } from './testing/test-app';

const TILE_HOSTS = ['https://tiles.example.org', 'https://*.tile.example.net'];

describe('the CSP of pages and of the service worker', () => {
  const app = Fastify();
  beforeAll(async () => {
    addSecurityHeaders(app, TILE_HOSTS);
    app.get('/', async () => 'page');
    app.get(WORKER_SCRIPT_PATH, async () => 'worker');
    await app.ready();
  });
  afterAll(async () => app.close());

  const cspOf = async (url: string) =>
    (await app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;

  it('lets pages show tiles from the tile hosts but send data only to this server', async () => {
    const csp = await cspOf('/');
    expect(csp).toContain(`img-src 'self' data: blob: ${TILE_HOSTS.join(' ')}`);
    expect(csp).toContain("connect-src 'self';");
  });

  it('lets the worker fetch the tile hosts (to keep tiles for offline use), and nothing more', async () => {
    for (const url of [WORKER_SCRIPT_PATH, `${WORKER_SCRIPT_PATH}?v=2`]) {
      const csp = await cspOf(url);
      expect(csp).toContain(`connect-src 'self' ${TILE_HOSTS.join(' ')};`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("default-src 'self';");
    }
  });
});

describe("the build's inline scripts", () => {
  it('run by their hashes alone: any other inline script is still refused', async () => {
    const app = Fastify();
    const hash = 'sha256-IaoNhot7Hvzj0Lu/pllHMSOqSvJtA8CyaxOFi3Gh6qU=';
    addSecurityHeaders(app, [], { scriptHashes: [hash] });
    app.get('/', async () => 'page');
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    await app.close();
    expect(String(csp).match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' '${hash}'`);
  });

  it('are the hashes the build wrote beside its pages, and nothing else it wrote there', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    try {
      expect(pageScriptHashes(dir)).toEqual([]);
      expect(pageScriptHashes(undefined)).toEqual([]);
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.writeFileSync(
        path.join(dir, '.vite', 'page-scripts.json'),
        JSON.stringify({ scriptHashes: ['sha256-abc+/=', "sha256-x' 'unsafe-inline", 7] }),
      );
      expect(pageScriptHashes(dir)).toEqual(['sha256-abc+/=']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(dbTargets())('Strict-Transport-Security on %s', (target) => {
  const answers = async (publicUrl: string | undefined) => {
    const t = await startTestApp(target, { publicUrl });
    try {
      const host = publicUrl ? new URL(publicUrl).host : '127.0.0.1';
      const hsts = async (method: 'GET' | 'POST', url: string, cookie = '') =>
        (
          await t.app.inject({
            method,
            url,
            headers: { host, cookie },
            ...(method === 'POST' ? { payload: { email: 'x@example.com', password: 'x' } } : {}),
          })
        ).headers['strict-transport-security'];
      return [
        await hsts('GET', '/api/health'),
        await hsts('GET', '/api/projects', t.cookie),
        // Refusals carry it too: signed out, an unknown route, a wrong password.
        await hsts('GET', '/api/projects'),
        await hsts('GET', '/api/no-such-route'),
        await hsts('POST', '/api/session'),
      ];
    } finally {
      await t.close();
    }
  };

  it('tells browsers to use https for a year, subdomains too, when PUBLIC_URL is https', async () => {
    expect(await answers('https://roof.example.com')).toEqual(
      Array(5).fill('max-age=31536000; includeSubDomains'),
    );
  });

  it('is never sent when the app is served over plain http', async () => {
    expect(await answers('http://roof.example.com')).toEqual(Array(5).fill(undefined));
    expect(await answers(undefined)).toEqual(Array(5).fill(undefined));
  });
});
