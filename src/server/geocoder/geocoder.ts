import type { GeocodeResult } from '../../domain/geo';
import type { GeocodeCacheRepository, GeocodeKind } from '../db/geocode-cache-repository';

/** An upstream failure, answered to the client as a 502/503/504 problem. */
export class GeocoderError extends Error {
  constructor(
    readonly status: 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service, without a trailing slash. */
  url: string;
  contact: string;
  timeoutMs: number;
  /** Least time between the starts of two upstream requests; 0 sends them at once. */
  minIntervalMs: number;
  cache: GeocodeCacheRepository;
  /** Waiting lookups beyond this answer 503 instead of queueing for minutes. */
  maxQueue?: number;
  fetch?: typeof fetch;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Addresses rarely move: a found answer is reused for 30 days. "Not found" is kept only a day,
// since OpenStreetMap gains addresses every day.
const FOUND_TTL_MS = 30 * DAY_MS;
const EMPTY_TTL_MS = DAY_MS;
const SEARCH_LIMIT = 5;

export const USER_AGENT_PRODUCT = 'Ridgeline/0.1';

/** "  12 Main   St " and "12 main st" are one cache entry. */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Reverse lookups are rounded to about 1 m, which is also what is sent upstream. */
export const roundCoordinate = (x: number) => Math.round(x * 1e5) / 1e5;

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

function toResult(p: NominatimPlace): GeocodeResult | undefined {
  const lat = Number(p.lat);
  const lng = Number(p.lon);
  if (typeof p.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return undefined;
  }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { displayName: p.display_name, lat, lng };
}

/**
 * Geocoding through a Nominatim-compatible service, following the public instance's usage
 * policy: an identifying User-Agent, requests one at a time and spaced by minIntervalMs
 * (queued, never dropped), every answer cached in the database, a hard timeout.
 * The spacing is per server process; several instances against the public service should
 * share a private geocoder instead.
 */
export function createGeocoder(options: GeocoderOptions) {
  const doFetch = options.fetch ?? fetch;
  const maxQueue = options.maxQueue ?? 100;
  const userAgent = `${USER_AGENT_PRODUCT} (${options.contact})`;
  let tail: Promise<void> = Promise.resolve();
  let lastEnd = 0;
  let waiting = 0;
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * Runs upstream calls one at a time, each starting minIntervalMs after the previous one's
   * answer came back. Counting from the answer, not the start, keeps the spacing the service
   * sees at least minIntervalMs even when one request spends longer on the wire than the next.
   */
  async function throttled<T>(task: () => Promise<T>): Promise<T> {
    if (options.minIntervalMs <= 0) return task();
    if (waiting >= maxQueue) {
      throw new GeocoderError(503, 'The address service is busy. Please try again in a minute.');
    }
    waiting++;
    const previous = tail;
    let release!: () => void;
    tail = new Promise<void>((r) => (release = r));
    try {
      try {
        await previous;
        const wait = lastEnd + options.minIntervalMs - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      } finally {
        waiting--;
      }
      try {
        return await task();
      } finally {
        lastEnd = Date.now();
      }
    } finally {
      release();
    }
  }

  async function upstream(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${options.url}/${path}?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) {
        throw new GeocoderError(502, `The address service answered ${res.status}.`);
      }
      return await res.json();
    } catch (e) {
      if (e instanceof GeocoderError) throw e;
      const name = (e as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GeocoderError(
          504,
          `The address service did not answer within ${options.timeoutMs / 1000} s.`,
        );
      }
      if (e instanceof SyntaxError) {
        throw new GeocoderError(502, 'The address service sent an answer we could not read.');
      }
      throw new GeocoderError(502, 'The address service could not be reached.');
    }
  }

  async function cached<T>(
    kind: GeocodeKind,
    key: string,
    lookup: () => Promise<T>,
    isEmpty: (v: T) => boolean,
  ): Promise<T> {
    const hit = await options.cache.get(kind, key);
    if (hit) {
      const v = hit.response as T;
      const ttl = isEmpty(v) ? EMPTY_TTL_MS : FOUND_TTL_MS;
      if (Date.now() - Date.parse(hit.createdAt) < ttl) return v;
    }
    // The same lookup asked twice at once goes upstream once.
    const flightKey = `${kind}:${key}`;
    const running = inFlight.get(flightKey) as Promise<T> | undefined;
    if (running) return running;
    const p = (async () => {
      const v = await throttled(lookup);
      await options.cache.put(kind, key, v);
      return v;
    })();
    inFlight.set(flightKey, p);
    try {
      return await p;
    } finally {
      inFlight.delete(flightKey);
    }
  }

  return {
    async search(q: string): Promise<GeocodeResult[]> {
      const key = normaliseQuery(q);
      return cached(
        'search',
        key,
        async () => {
          const body = await upstream('search', {
            q: key,
            format: 'jsonv2',
            limit: String(SEARCH_LIMIT),
          });
          if (!Array.isArray(body)) {
            throw new GeocoderError(502, 'The address service sent an answer we could not read.');
          }
          return body.flatMap((p: NominatimPlace) => toResult(p) ?? []).slice(0, SEARCH_LIMIT);
        },
        (v) => v.length === 0,
      );
    },

    async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
      const rlat = roundCoordinate(lat);
      const rlng = roundCoordinate(lng);
      return cached(
        'reverse',
        `${rlat.toFixed(5)},${rlng.toFixed(5)}`,
        async () => {
          const body = (await upstream('reverse', {
            lat: String(rlat),
            lon: String(rlng),
            format: 'jsonv2',
            zoom: '18',
          })) as NominatimPlace & { error?: unknown };
          // Nominatim answers 200 {"error": "Unable to geocode"} where nothing is there.
          if (!body || typeof body !== 'object' || 'error' in body) return null;
          return toResult(body) ?? null;
        },
        (v) => v === null,
      );
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
