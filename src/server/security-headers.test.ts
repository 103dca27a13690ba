import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders, WORKER_SCRIPT_PATH } from './security-headers';

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
