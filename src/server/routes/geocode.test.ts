import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { geocodeCacheRepository } from '../db/geocode-cache-repository';
import type { StubGeocoder } from '../testing/stub-geocoder';
import {
  STUB_FOUND,
  STUB_REVERSE_NAME,
  STUB_SEVERAL,
  startStubGeocoder,
} from '../testing/stub-geocoder';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import { mapImageHosts } from './config';

const q = (s: string) => `/api/geocode?q=${encodeURIComponent(s)}`;

describe.each(dbTargets())('geocoding on %s', (target) => {
  let stub: StubGeocoder;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStubGeocoder({ slowMs: 2000 });
    t = await startTestApp(target, {
      geocoderUrl: stub.url,
      geocoderContact: 'tests@ridgeline.invalid',
      geocoderTimeoutMs: 400,
      geocoderMinIntervalMs: 0,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('finds an address, identifying itself to the service', async () => {
    const before = stub.requests.length;
    const r = await api(t.url, 'GET', q('1221 SW 4th Ave, Portland'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ results: [STUB_FOUND] });
    const sent = stub.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/search');
    expect(sent[0]!.params.get('format')).toBe('jsonv2');
    expect(sent[0]!.userAgent).toBe('Ridgeline/0.1 (tests@ridgeline.invalid)');
  });

  it('answers a repeated search from the database cache, with no second upstream call', async () => {
    const before = stub.requests.length;
    const first = await api(t.url, 'GET', q('500 Cache Street'));
    const again = await api(t.url, 'GET', q('  500   CACHE street '));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(stub.requests.length - before).toBe(1);
    // The cache lives in the database, not in the process: a fresh repository sees it.
    const hit = await geocodeCacheRepository(t.database.db).get('search', '500 cache street');
    expect(hit?.response).toEqual([STUB_FOUND]);
  });

  it('caches "nothing found" too, and returns several matches in order', async () => {
    const before = stub.requests.length;
    expect((await api(t.url, 'GET', q('Nowhere Lane 1'))).body).toEqual({ results: [] });
    expect((await api(t.url, 'GET', q('nowhere lane 1'))).body).toEqual({ results: [] });
    expect(stub.requests.length - before).toBe(1);
    expect((await api(t.url, 'GET', q('100 Main St several'))).body).toEqual({
      results: STUB_SEVERAL,
    });
  });

  it('answers 504 problem+json when the service is too slow, and does not cache it', async () => {
    const started = Date.now();
    const r = await api(t.url, 'GET', q('slow road 1'));
    expect(r.status).toBe(504);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toMatch(/did not answer/);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await geocodeCacheRepository(t.database.db).get('search', 'slow road 1')).toBe(
      undefined,
    );
  });

  it('answers 502 when the service fails or cannot be reached', async () => {
    const r = await api(t.url, 'GET', q('down town 1'));
    expect(r.status).toBe(502);
    expect(r.body.detail).toMatch(/answered 500/);

    const unreachable = await startTestApp(target, {
      geocoderUrl: 'http://127.0.0.1:9',
      geocoderMinIntervalMs: 0,
    });
    try {
      const u = await api(unreachable.url, 'GET', q('anything'));
      expect(u.status).toBe(502);
      expect(u.body.detail).toMatch(/could not be reached/);
    } finally {
      await unreachable.close();
    }
  });

  it('rejects an empty, missing or 2,000 character query with 400 naming q', async () => {
    for (const path of [
      '/api/geocode?q=',
      '/api/geocode?q=%20%20',
      '/api/geocode',
      q('x'.repeat(2000)),
    ]) {
      const r = await api(t.url, 'GET', path);
      expect(r.status, path).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors[0].path).toBe('q');
    }
  });

  it('reverse-geocodes coordinates, rounded to about 1 m, and rejects bad ones', async () => {
    const before = stub.requests.length;
    const r = await api(t.url, 'GET', '/api/geocode/reverse?lat=45.5152001&lng=-122.6784001');
    expect(r.status).toBe(200);
    expect(r.body.result.displayName).toBe(STUB_REVERSE_NAME);
    await api(t.url, 'GET', '/api/geocode/reverse?lat=45.515200&lng=-122.678400');
    expect(stub.requests.length - before).toBe(1);
    expect(stub.requests.at(-1)!.params.get('lat')).toBe('45.5152');

    const bad = await api(t.url, 'GET', '/api/geocode/reverse?lat=95&lng=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['lat', 'lng']);
  });
});

describe.each(dbTargets())('rate limit to the public instance on %s', (target) => {
  let stub: StubGeocoder;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStubGeocoder();
    // The stub stands in for nominatim.openstreetmap.org with the interval its policy demands.
    t = await startTestApp(target, { geocoderUrl: stub.url, geocoderMinIntervalMs: 1000 });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('spaces upstream requests at least 1 s apart, queueing instead of dropping', async () => {
    const answers = await Promise.all(
      ['1 First St', '2 Second St', '3 Third St'].map((s) => api(t.url, 'GET', q(s))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const times = stub.requests.map((r) => r.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) {
      // A few ms of timer slack at most.
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(990);
    }
  });
});

describe('map configuration', () => {
  it('defaults to the public Nominatim at 1 request per second, which cannot be lowered', () => {
    const c = loadConfig({});
    expect(c.geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(c.geocoderMinIntervalMs).toBe(1000);
    expect(c.geocoderTimeoutMs).toBe(5000);
    expect(loadConfig({ GEOCODER_MIN_INTERVAL_MS: '0' }).geocoderMinIntervalMs).toBe(1000);
    expect(loadConfig({ GEOCODER_URL: 'http://geo.internal:8080/' }).geocoderUrl).toBe(
      'http://geo.internal:8080',
    );
    expect(loadConfig({ GEOCODER_URL: 'http://geo.internal:8080' }).geocoderMinIntervalMs).toBe(0);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/);
  });

  it('lets the CSP allow the tile hosts, with {s} subdomains as a wildcard', () => {
    expect(mapImageHosts(loadConfig({}))).toEqual([
      'https://server.arcgisonline.com',
      'https://tile.openstreetmap.org',
    ]);
    const c = loadConfig({
      MAP_SATELLITE_URL: 'https://{s}.tiles.example.com/sat/{z}/{x}/{y}.jpg',
      MAP_ROAD_URL: 'http://127.0.0.1:8080/road/{z}/{x}/{y}.png',
    });
    expect(mapImageHosts(c)).toEqual(['https://*.tiles.example.com', 'http://127.0.0.1:8080']);
  });
});

describe.each(dbTargets())('GET /api/config on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('serves the tile layers, attributions and default centre; the CSP allows the tiles', async () => {
    const r = await api(t.url, 'GET', '/api/config');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      map: {
        satellite: {
          url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
          attribution:
            'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
        },
        road: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
        defaultCenter: { lat: 45.5152, lng: -122.6784 },
      },
    });
    expect(r.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://server.arcgisonline.com https://tile.openstreetmap.org",
    );
  });
});

describe('per-client rate limit on the geocoder proxy', () => {
  let stub: StubGeocoder;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('answers 429 problem+json with Retry-After once a client has used its minute, and a forged X-Forwarded-For does not reset it', async () => {
    stub = await startStubGeocoder();
    t = await startTestApp('sqlite', {
      geocoderUrl: stub.url,
      geocoderMinIntervalMs: 0,
      geocoderRateLimitPerMinute: 3,
    });
    for (let i = 0; i < 3; i++) {
      const ok = await api(
        t.url,
        'GET',
        i % 2 ? `/api/geocode/reverse?lat=45.5&lng=-122.6` : q(`Main St ${i}`),
      );
      expect(ok.status).toBe(200);
    }
    const refused = await api(t.url, 'GET', q('Main St 9'), undefined, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other endpoints are not limited.
    expect((await api(t.url, 'GET', '/api/projects')).status).toBe(200);
  });
});

// Fair sharing does not depend on the database: one target is enough.
describe('geocoding shared between clients', () => {
  let stub: StubGeocoder;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStubGeocoder();
    t = await startTestApp('sqlite', {
      geocoderUrl: stub.url,
      geocoderContact: 'tests@ridgeline.invalid',
      geocoderTimeoutMs: 1000,
      geocoderMinIntervalMs: 50,
      // Clients told apart by X-Forwarded-For, as behind a proxy.
      trustProxy: 1,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const lookup = async (client: string, query: string) => {
    const r = await api(t.url, 'GET', q(query), undefined, { 'x-forwarded-for': client });
    return { ...r, at: Date.now() };
  };

  it("answers one client's lookup before another client's queued burst", async () => {
    let firstRefusal!: () => void;
    const refusedOnce = new Promise<void>((r) => (firstRefusal = r));
    const burst = Array.from({ length: 30 }, async (_, i) => {
      const r = await lookup('10.0.0.1', `${i} Burst Avenue`);
      if (r.status === 429) firstRefusal();
      return r;
    });
    // B asks once A's own queue is full: A has ten lookups waiting.
    await Promise.race([refusedOnce, Promise.all(burst)]);
    const b = await lookup('10.0.0.2', '7 Patient Street');
    const a = await Promise.all(burst);

    expect(b.status).toBe(200);
    expect(b.body).toEqual({ results: [STUB_FOUND] });
    // Served in turns, B went upstream ahead of most of A's waiting lookups; one queue for
    // everybody sent it after all of them.
    const upstream = stub.requests.map((r) => r.params.get('q') ?? '');
    const afterB = upstream.slice(upstream.indexOf('7 patient street') + 1);
    expect(afterB.filter((x) => x.includes('burst avenue')).length).toBeGreaterThanOrEqual(5);
    const answered = a.filter((r) => r.status === 200);
    expect(answered.filter((r) => r.at > b.at).length).toBeGreaterThanOrEqual(5);

    // A's lookups beyond its own queue are refused with 429; the rest are answered.
    const refused = a.filter((r) => r.status === 429);
    expect(refused.length + answered.length).toBe(30);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
