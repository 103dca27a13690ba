import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, startTestApp } from '../testing/test-app';

// Host and Origin are checked before any database work: one database is enough.
describe('requests from other sites and other host names', () => {
  let t: TestApp;
  let published: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    published = await startTestApp('sqlite', { publicUrl: 'https://roof.example.com' });
  });
  afterAll(async () => {
    await t?.close();
    await published?.close();
  });

  const create = (app: TestApp, headers: Record<string, string>) =>
    api(app.url, 'POST', '/api/projects', { name: 'Cross', address: '1 A St' }, headers);

  it('refuses a signed-in write whose Origin is another site, and stores nothing', async () => {
    const r = await create(t, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toBe('This request came from another site.');
    const list = await api(t.url, 'GET', '/api/projects?q=Cross');
    expect(list.body.items).toEqual([]);
  });

  it('refuses one whose Referer is another site when there is no Origin', async () => {
    const r = await create(t, { referer: 'https://evil.example/page' });
    expect(r.status).toBe(403);
  });

  it("takes a write from the app's own pages, or from a client that sends neither header", async () => {
    const host = new URL(t.url).host;
    expect((await create(t, { origin: `http://${host}` })).status).toBe(201);
    expect((await create(t, { referer: `http://${host}/projects` })).status).toBe(201);
    expect((await create(t, {})).status).toBe(201);
  });

  it('refuses a cross-site sign-out too: the browser would send the cookie along', async () => {
    const r = await api(t.url, 'DELETE', '/api/session', undefined, {
      origin: 'https://evil.example',
    });
    expect(r.status).toBe(403);
    // Still signed in.
    expect((await api(t.url, 'GET', '/api/session')).status).toBe(200);
  });

  // fetch may not set Host, so these go through Fastify's inject, which can.
  const get = (app: TestApp, url: string, host: string) =>
    app.app.inject({ method: 'GET', url, headers: { host, cookie: app.cookie } });

  it('refuses a Host that is not the app (DNS rebinding), on pages and the API', async () => {
    for (const path of ['/api/projects', '/api/config', '/', '/projects']) {
      const r = await get(t, path, 'attacker.example:3000');
      expect(r.statusCode, path).toBe(403);
    }
  });

  it('answers localhost, 127.0.0.1 and the PUBLIC_URL host, and health for any host', async () => {
    const port = new URL(published.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'roof.example.com']) {
      expect((await get(published, '/api/projects', host)).statusCode, host).toBe(200);
    }
    const other = await get(published, '/api/projects', 'roof.example.com.attacker.example');
    expect(other.statusCode).toBe(403);
    expect((await get(published, '/api/health', '10.0.0.7:3000')).statusCode).toBe(200);
  });
});
