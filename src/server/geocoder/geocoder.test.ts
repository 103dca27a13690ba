import { describe, expect, it } from 'vitest';
import type { GeocodeCacheRepository } from '../db/geocode-cache-repository';
import { createGeocoder, GeocoderError, normaliseQuery } from './geocoder';

/** An in-memory stand-in for the cache table (the API tests use the real one). */
function memoryCache() {
  const rows = new Map<string, { response: unknown; createdAt: string }>();
  const cache = {
    get: async (kind: string, key: string) => rows.get(`${kind}|${key}`),
    put: async (kind: string, key: string, response: unknown) => {
      rows.set(`${kind}|${key}`, { response, createdAt: new Date().toISOString() });
    },
    count: async () => rows.size,
  } as unknown as GeocodeCacheRepository;
  return { cache, rows };
}

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('normaliseQuery', () => {
  it('folds case, width and runs of spaces', () => {
    expect(normaliseQuery('  12  Main\tSt ')).toBe('12 main st');
    expect(normaliseQuery('１２ Main St')).toBe('12 main st');
  });
});

describe('createGeocoder', () => {
  it('asks once for the same lookup made twice at the same time', async () => {
    let calls = 0;
    const g = createGeocoder({
      url: 'http://geo.test',
      contact: 'me@example.com',
      timeoutMs: 1000,
      minIntervalMs: 0,
      cache: memoryCache().cache,
      fetch: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        return json([{ lat: '1.5', lon: '2.5', display_name: 'A place' }]);
      },
    });
    const [a, b] = await Promise.all([g.search('1 Main St'), g.search('1 main st')]);
    expect(a).toEqual([{ displayName: 'A place', lat: 1.5, lng: 2.5 }]);
    expect(b).toEqual(a);
    expect(calls).toBe(1);
  });

  it('skips malformed places, reads "Unable to geocode" as nothing, and refuses non-JSON', async () => {
    const answers: Response[] = [
      json([
        { lat: 'x', lon: '1', display_name: 'bad' },
        { lat: '1', lon: '2', display_name: 'ok' },
      ]),
      json({ error: 'Unable to geocode' }),
      json('<html>maintenance</html>'),
    ];
    const g = createGeocoder({
      url: 'http://geo.test',
      contact: 'c',
      timeoutMs: 1000,
      minIntervalMs: 0,
      cache: memoryCache().cache,
      fetch: async () => answers.shift()!,
    });
    expect(await g.search('a')).toEqual([{ displayName: 'ok', lat: 1, lng: 2 }]);
    expect(await g.reverse(10, 20)).toBeNull();
    await expect(g.search('b')).rejects.toMatchObject({ status: 502 });
  });

  it('answers 503 rather than queueing without end when the queue is full', async () => {
    const g = createGeocoder({
      url: 'http://geo.test',
      contact: 'c',
      timeoutMs: 1000,
      minIntervalMs: 200,
      maxQueue: 1,
      cache: memoryCache().cache,
      fetch: async () => json([]),
    });
    expect(await g.search('one')).toEqual([]);
    // 'two' now waits out the interval; a third lookup finds the queue full.
    const second = g.search('two');
    const third = g.search('three');
    await expect(third).rejects.toBeInstanceOf(GeocoderError);
    await expect(third).rejects.toMatchObject({ status: 503 });
    expect(await second).toEqual([]);
  });

  it("takes turns between clients' queues, refusing a client's excess with 429 to it alone", async () => {
    const asked: string[] = [];
    const g = createGeocoder({
      url: 'http://geo.test',
      contact: 'c',
      timeoutMs: 1000,
      minIntervalMs: 20,
      maxQueuePerClient: 3,
      cache: memoryCache().cache,
      fetch: async (url) => {
        asked.push(new URL(String(url)).searchParams.get('q') ?? '');
        return json([]);
      },
    });
    const greedy = Promise.allSettled(Array.from({ length: 6 }, (_, i) => g.search(`a${i}`, 'A')));
    // Let A's lookups reach the queue before B asks.
    await new Promise((r) => setTimeout(r, 5));
    const polite = g.search('b0', 'B');
    const settled = [...(await greedy), ...(await Promise.allSettled([polite]))];
    // a0 started at once, a1..a3 waited, a4 and a5 found A's queue full.
    expect(settled.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const refused = settled[4];
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
    });
    // B's one lookup went upstream right after A's first, not after A's whole queue.
    expect(asked).toEqual(['a0', 'a1', 'b0', 'a2', 'a3']);
  });
});
