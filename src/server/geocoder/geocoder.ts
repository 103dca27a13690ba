import type { GeocodeResult } from '../../domain/geo/geo';
import type { GeocodeCacheRepository, GeocodeKind } from '../db/geocode-cache-repository';

/**
 * A lookup that failed upstream (502/504) or was refused because too many wait (429 for the
 * client with too many of its own, 503 when all clients together have too many), answered to
 * the client as a problem; retryAfterSeconds, when known, becomes its Retry-After header.
 */
export class GeocoderError extends Error {
  constructor(
    readonly status: 429 | 502 | 503 | 504,
    message: string,
    readonly retryAfterSeconds?: number,
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
  /** One client's waiting lookups beyond this answer 429 to that client only. */
  maxQueuePerClient?: number;
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
 *
 * The one upstream request per interval is shared fairly: each client (its IP, as the
 * per-client rate limit counts it) has its own queue, and the queues take turns, so one
 * client's burst delays another client's lookup by at most one turn per waiting client.
 */
export function createGeocoder(options: GeocoderOptions) {
  const doFetch = options.fetch ?? fetch;
  const maxQueue = options.maxQueue ?? 100;
  const maxQueuePerClient = options.maxQueuePerClient ?? 10;
  const userAgent = `${USER_AGENT_PRODUCT} (${options.contact})`;
  // Waiting lookups by client, in turn order: the client served next is first; a client
  // served with more still waiting goes to the back. A client with none waiting is removed.
  const queues = new Map<string, (() => void)[]>();
  let waiting = 0;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let lastEnd = 0;
  const inFlight = new Map<string, Promise<unknown>>();

  const secondsFor = (lookups: number) =>
    Math.max(1, Math.ceil((lookups * options.minIntervalMs) / 1000));

  /**
   * Starts the next client's next lookup when the previous answer came back minIntervalMs ago.
   * Counting from the answer, not the start, keeps the spacing the service sees at least
   * minIntervalMs even when one request spends longer on the wire than the next.
   */
  function pump() {
    if (busy || timer) return;
    const wait = lastEnd + options.minIntervalMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        pump();
      }, wait);
      return;
    }
    const turn = queues.entries().next();
    if (turn.done) return;
    const [client, lookups] = turn.value;
    const start = lookups.shift();
    queues.delete(client);
    if (lookups.length > 0) queues.set(client, lookups);
    if (!start) return;
    waiting--;
    busy = true;
    start();
  }

  function throttled<T>(client: string, task: () => Promise<T>): Promise<T> {
    if (options.minIntervalMs <= 0) return task();
    if (waiting >= maxQueue) {
      throw new GeocoderError(
        503,
        'The address service is busy. Please try again in a minute.',
        secondsFor(waiting),
      );
    }
    const own = queues.get(client) ?? [];
    if (own.length >= maxQueuePerClient) {
      const seconds = secondsFor(own.length * queues.size);
      throw new GeocoderError(
        429,
        `Too many of your address lookups are waiting. Please wait ${seconds} s and try again.`,
        seconds,
      );
    }
    return new Promise<T>((resolve, reject) => {
      own.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            lastEnd = Date.now();
            busy = false;
            pump();
          });
      });
      queues.set(client, own);
      waiting++;
      pump();
    });
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
    client: string,
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
      const v = await throttled(client, lookup);
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
    /** `client` names whose queue the lookup waits in (the route passes the client's IP). */
    async search(q: string, client = ''): Promise<GeocodeResult[]> {
      const key = normaliseQuery(q);
      return cached(
        client,
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

    async reverse(lat: number, lng: number, client = ''): Promise<GeocodeResult | null> {
      const rlat = roundCoordinate(lat);
      const rlng = roundCoordinate(lng);
      return cached(
        client,
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
