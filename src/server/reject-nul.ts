import type { FastifyInstance } from 'fastify';
import { problem, ProblemError } from './problem';

/**
 * PostgreSQL cannot store the NUL character in text (SQLite can), so a "\u0000" anywhere in
 * a query, path or body would fail inside the database as a 500 on one and be stored on the
 * other. Refuse it up front on every route, naming the field, so both behave the same.
 * Found by the property-based test of bad input.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  // A synchronous hook: it runs on every request, and an async one costs each a promise.
  app.addHook('preHandler', (req, _reply, done) => {
    // A body kept as bytes (a backup) is read, and checked, by its own route.
    const body = Buffer.isBuffer(req.body) ? undefined : req.body;
    const where = findNul(req.params, '', 0) ?? findNul(req.query, '', 0) ?? findNul(body, '', 0);
    if (where === undefined) return done();
    done(
      new ProblemError(
        problem(400, `Invalid request: ${where ? `${where}: ` : ''}${NUL_MESSAGE}`, {
          errors: [{ path: where, message: NUL_MESSAGE }],
        }),
      ),
    );
  });
}

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';

const MAX_DEPTH = 64;

/** The dotted path of the first string holding a NUL, or undefined. */
export function findNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, v] of entries) {
    const found = findNul(v, path ? `${path}.${String(key)}` : String(key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
