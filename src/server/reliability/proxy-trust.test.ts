import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { StubGeocoder } from '../testing/stub-geocoder';
import { startStubGeocoder } from '../testing/stub-geocoder';
import type { TestApp } from '../testing/test-app';
import { api, startTestApp } from '../testing/test-app';

/**
 * Each proxy (Caddy, nginx) appends the address it got the request from to X-Forwarded-For, so
 * only the last entries are known; the first ones are whatever the client wrote.
 */
describe('the client address behind a proxy, as the geocoder rate limit counts it', () => {
  let stub: StubGeocoder;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    stub = await startStubGeocoder();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(async () => stub?.close());

  async function appBehind(trustProxy: Config['trustProxy'], perMinute: number) {
    const t = await startTestApp('sqlite', {
      trustProxy,
      geocoderUrl: stub.url,
      geocoderMinIntervalMs: 0,
      geocoderRateLimitPerMinute: perMinute,
    });
    apps.push(t);
    return t;
  }

  it('with one trusted hop, a spoofed first entry does not make a new client: the 61st lookup is refused', async () => {
    const t = await appBehind(1, 60);
    const lookup = (forwardedFor: string) =>
      api(t.url, 'GET', '/api/geocode?q=1%20Main%20St', undefined, {
        'x-forwarded-for': forwardedFor,
      });
    for (let i = 1; i <= 60; i++) {
      expect((await lookup(`10.0.0.${i}, 203.0.113.7`)).status, `lookup ${i}`).toBe(200);
    }
    const refused = await lookup('10.0.0.61, 203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    // The address the proxy appended is believed: another client has its own minute.
    expect((await lookup('203.0.113.8')).status).toBe(200);
  });

  it('with a list of proxies, believes X-Forwarded-For only from a listed proxy', async () => {
    const t = await appBehind(['10.1.1.1', '192.168.0.0/16'], 1);
    const lookup = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/geocode?q=2%20Main%20St',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor, cookie: t.cookie },
      });
    // Through the listed proxies: each forwarded client counts on its own.
    expect((await lookup('10.1.1.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await lookup('192.168.4.2', '198.51.100.2')).statusCode).toBe(200);
    expect((await lookup('10.1.1.1', '198.51.100.1')).statusCode).toBe(429);
    // Straight from an unlisted address: the header is ignored, the sender is the client.
    expect((await lookup('10.9.9.9', '198.51.100.3')).statusCode).toBe(200);
    expect((await lookup('10.9.9.9', '198.51.100.4')).statusCode).toBe(429);
    // A listed proxy does not make a spoofed entry before the one it appended believable.
    expect((await lookup('10.1.1.1', '198.51.100.5, 198.51.100.2')).statusCode).toBe(429);
  });
});
