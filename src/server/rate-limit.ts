import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from './problem';

export interface RateLimitOptions {
  /** Requests a client may make per window. */
  max: number;
  windowMs: number;
  /** Who a client is; the IP by default (behind the proxies TRUST_PROXY names, the forwarded one). */
  keyOf?: (req: FastifyRequest) => string;
  /** The clock, for tests. */
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed-window limit per client, kept in memory: a onRequest hook for a route whose calls
 * cost us something (the geocoder proxy), answering 429 problem+json with Retry-After.
 *
 *   app.get('/api/geocode', { onRequest: rateLimit({ max: 30, windowMs: 60_000 }) }, handler)
 *
 * Each process counts on its own: behind N instances a client gets up to N x max, which is
 * fine for politeness towards an upstream service; a hard quota would need the database.
 */
export function rateLimit(options: RateLimitOptions) {
  const { max, windowMs } = options;
  if (!(max >= 1) || !(windowMs >= 1)) throw new Error('rateLimit: max and windowMs must be >= 1');
  const keyOf = options.keyOf ?? ((req: FastifyRequest) => req.ip);
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastSweep = now();

  // Forget clients whose window has ended, at most once a window, so memory stays bounded
  // by the number of clients seen in the last two windows.
  const sweep = (t: number) => {
    if (t - lastSweep < windowMs) return;
    lastSweep = t;
    for (const [key, w] of windows) if (t - w.startedAt >= windowMs) windows.delete(key);
  };

  return async function rateLimitHook(req: FastifyRequest, reply: FastifyReply) {
    const t = now();
    sweep(t);
    const key = keyOf(req);
    let w = windows.get(key);
    if (!w || t - w.startedAt >= windowMs) {
      w = { startedAt: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((w.startedAt + windowMs - t) / 1000));
    reply.header('ratelimit-limit', String(max));
    reply.header('ratelimit-remaining', String(Math.max(0, max - w.count)));
    reply.header('ratelimit-reset', String(resetSeconds));
    if (w.count > max) {
      reply.header('retry-after', String(resetSeconds));
      return sendProblem(
        reply,
        problem(429, `Too many requests. Please wait ${resetSeconds} s and try again.`),
      );
    }
  };
}
