import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitOptions } from './rate-limit';
import { rateLimit } from './rate-limit';

let clock = 1_000_000;
const apps: ReturnType<typeof Fastify>[] = [];

async function appWith(options: Omit<RateLimitOptions, 'now'>) {
  const app = Fastify({ trustProxy: true });
  apps.push(app);
  app.get('/limited', { onRequest: rateLimit({ ...options, now: () => clock }) }, async () => ({
    ok: true,
  }));
  app.get('/free', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const from = (app: Awaited<ReturnType<typeof appWith>>, ip: string, url = '/limited') =>
  app.inject({ method: 'GET', url, remoteAddress: ip });

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('rateLimit', () => {
  it('lets max requests through per window, then answers 429 problem+json with Retry-After', async () => {
    const app = await appWith({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      const r = await from(app, '10.0.0.1');
      expect(r.statusCode).toBe(200);
      expect(r.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    clock += 15_000;
    const refused = await from(app, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(refused.json().detail).toMatch(/wait 45 s/);
  });

  it('counts each client on its own, and routes without the hook not at all', async () => {
    const app = await appWith({ max: 1, windowMs: 1000 });
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(429);
    expect((await from(app, '10.0.0.2')).statusCode).toBe(200);
    expect((await from(app, '10.0.0.1', '/free')).statusCode).toBe(200);
  });

  it('opens a new window once the old one has passed', async () => {
    const app = await appWith({ max: 2, windowMs: 10_000 });
    await from(app, '10.0.0.3');
    await from(app, '10.0.0.3');
    expect((await from(app, '10.0.0.3')).statusCode).toBe(429);
    clock += 9_999;
    expect((await from(app, '10.0.0.3')).statusCode).toBe(429);
    clock += 1;
    expect((await from(app, '10.0.0.3')).statusCode).toBe(200);
  });

  it('uses the forwarded client address behind a proxy', async () => {
    const app = await appWith({ max: 1, windowMs: 60_000 });
    const via = (client: string) =>
      app.inject({
        method: 'GET',
        url: '/limited',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await via('203.0.113.5')).statusCode).toBe(200);
    expect((await via('203.0.113.6')).statusCode).toBe(200);
    expect((await via('203.0.113.5')).statusCode).toBe(429);
  });

  it('refuses nonsense options loudly', () => {
    expect(() => rateLimit({ max: 0, windowMs: 1000 })).toThrow(/max/);
    expect(() => rateLimit({ max: 1, windowMs: Number.NaN })).toThrow(/windowMs/);
  });
});
