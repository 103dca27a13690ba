import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ResponseCacheOptions {
  /** GET paths (without the query) whose 200 answers may be reused, e.g. ['/api/dashboard']. */
  paths: readonly string[];
  /** Most answers kept; the oldest goes first. */
  maxEntries?: number;
  /** Upper bound on an answer's age, for anything in it that depends on the clock. */
  maxAgeMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Entry {
  generation: number;
  storedAt: number;
  contentType: string;
  body: string;
}

const GENERATION = Symbol('responseCacheGeneration');
type Tagged = FastifyRequest & { [GENERATION]?: number };

/**
 * Reuses the serialized answers of expensive reads (the dashboard's sums, the first page of
 * the list) until anything is written. A write is any non-GET/HEAD request that was not
 * refused (status < 400); it bumps a generation number before its answer is sent, so a client
 * that saw its write succeed never reads an older answer afterwards.
 *
 * ONLY for a single server process (SQLite): another process's writes are invisible here, so
 * with PostgreSQL and several instances this must stay off.
 *
 *   if (database.kind === 'sqlite') addResponseCache(app, { paths: ['/api/dashboard', '/api/projects'] });
 */
export function addResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const paths = new Set(options.paths);
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const cacheable = (req: FastifyRequest) =>
    req.method === 'GET' && paths.has(req.url.split('?', 1)[0] ?? '');

  app.addHook('onRequest', async (req, reply) => {
    if (!cacheable(req)) return;
    const hit = entries.get(req.url);
    if (hit && hit.generation === generation && now() - hit.storedAt < maxAgeMs) {
      return reply.header('x-cache', 'hit').type(hit.contentType).send(hit.body);
    }
    // The generation the read starts in: a write that lands during it makes the answer stale.
    (req as Tagged)[GENERATION] = generation;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const isWrite = req.method !== 'GET' && req.method !== 'HEAD';
    if (isWrite) {
      if (reply.statusCode < 400 || reply.statusCode >= 500) {
        generation += 1;
        entries.clear();
      }
      return payload;
    }
    const startedIn = (req as Tagged)[GENERATION];
    if (
      startedIn !== undefined &&
      startedIn === generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(req.url, {
        generation,
        storedAt: now(),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        body: payload,
      });
    }
    return payload;
  });
}
