import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { IdempotencyRepository } from './db/idempotency-repository';
import { IN_PROGRESS } from './db/idempotency-repository';
import { problem, ProblemError, sendProblem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (see `installIdempotency`). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer repeated from a key's first request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept: a retry later than this makes a new record. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key claimed this long ago whose request never answered (the server stopped mid-request)
 * is free again; until then a retry is told to wait. A create answers in well under a second.
 */
export const STALE_CLAIM_MS = 5 * 60 * 1000;
/** Expired keys are swept at most this often, on the way to claiming a new one. */
const SWEEP_EVERY_MS = 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
const KEY_MESSAGE = 'Must be 8 to 200 letters, digits, "-" or "_"';

/**
 * Route options of a create that honours an Idempotency-Key, from its access rule:
 * `app.post('/api/projects', idempotent(OFFICE), ...)`.
 */
export function idempotent<R extends { config: object }>(
  rule: R,
): R & { config: R['config'] & { idempotent: true } } {
  return { ...rule, config: { ...rule.config, idempotent: true } };
}

/** The body as parsed, hashed: a retry sends the same bytes, so it hashes the same. */
function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Makes a retried create return the first request's answer instead of a second record. A route
 * opts in with `idempotent(...)` route options; a request without the header is untouched.
 *
 * Before the handler (a preHandler, after the access guard, body limits and the NUL check),
 * the key is claimed for the signed-in user by inserting a row marked in progress:
 * - the insert wins: the handler runs; a 2xx answer is stored with the key, any other answer
 *   (or an error) deletes the row, so a failed create may be sent again with the same key;
 * - the key is taken by the same method, path and body: the stored answer is sent again, with
 *   `Idempotent-Replayed: true`, and the handler does not run;
 * - taken by another request: 422; still being handled (a concurrent retry): 409, Retry-After 1.
 */
export function installIdempotency(app: FastifyInstance, keys: IdempotencyRepository): void {
  /** Requests that hold a claim, answered in onSend. */
  const claims = new WeakMap<FastifyRequest, { userId: string; key: string }>();
  let lastSweep = 0;

  async function sweep(now: Date, req: FastifyRequest): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    try {
      await keys.deleteOlderThan(new Date(now.getTime() - KEY_TTL_MS));
    } catch (e) {
      req.log.warn({ err: e }, 'could not delete expired idempotency keys');
    }
  }

  const claimKey: preHandlerHookHandler = async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined) return;
    // A header sent twice arrives joined by ", " and fails the pattern too.
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new ProblemError(
        problem(400, `Invalid request: ${IDEMPOTENCY_HEADER}: ${KEY_MESSAGE}`, {
          errors: [{ path: IDEMPOTENCY_HEADER, message: KEY_MESSAGE }],
        }),
      );
    }
    // The access guard has let only signed-in users through to a create.
    if (!req.user) return;
    const now = new Date();
    await sweep(now, req);
    const claim = {
      userId: req.user.id,
      key: header,
      method: req.method,
      path: req.url,
      requestHash: requestHash(req.body),
      now,
    };
    // A few rounds: the row found may go away (its request failed, or its claim was stale)
    // before this request reads it.
    for (let round = 0; round < 3; round++) {
      if (await keys.claim(claim)) {
        claims.set(req, { userId: claim.userId, key: claim.key });
        return;
      }
      const found = await keys.get(claim.userId, claim.key);
      if (!found) continue;
      if (
        found.method !== claim.method ||
        found.path !== claim.path ||
        found.requestHash !== claim.requestHash
      ) {
        return sendProblem(
          reply,
          problem(422, 'This Idempotency-Key was used for a different request', {
            title: 'Unprocessable Content',
            errors: [
              {
                path: IDEMPOTENCY_HEADER,
                message: 'Already used for a different request: send a new key',
              },
            ],
          }),
        );
      }
      if (found.status === IN_PROGRESS) {
        const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
        if (found.createdAt < staleBefore.toISOString()) {
          await keys.release(claim.userId, claim.key, staleBefore);
          continue;
        }
        reply.header('retry-after', '1');
        return sendProblem(
          reply,
          problem(409, 'A request with this Idempotency-Key is still being handled', {
            errors: [{ path: IDEMPOTENCY_HEADER, message: 'Still being handled: try again' }],
          }),
        );
      }
      reply.code(found.status).header(REPLAYED_HEADER.toLowerCase(), 'true');
      if (found.location) reply.header('location', found.location);
      return reply.type('application/json; charset=utf-8').send(found.responseBody ?? '');
    }
    throw new Error(`could not claim Idempotency-Key for ${claim.method} ${claim.path}`);
  };

  const storeAnswer: onSendHookHandler = async (req, reply, payload) => {
    const claim = claims.get(req);
    if (!claim) return payload;
    claims.delete(req);
    const status = reply.statusCode;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      if (status >= 200 && status < 300 && body !== null) {
        const location = reply.getHeader('location');
        await keys.complete(claim.userId, claim.key, {
          status,
          body,
          location: typeof location === 'string' ? location : null,
        });
      } else {
        await keys.release(claim.userId, claim.key);
      }
    } catch (e) {
      // The answer still goes out; the claim stays until it is stale, and a retry meanwhile
      // is asked to wait rather than making a second record.
      req.log.error({ err: e, key: claim.key }, 'could not store an Idempotency-Key answer');
    }
    return payload;
  };

  // Hooked onto the creates that opt in, and only those: a read (most requests) pays for no
  // promise or lookup of its own. A route's hooks run after the app's of the same kind, so the
  // claim still comes after the access guard and the NUL check.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimKey];
    route.onSend = [...[route.onSend ?? []].flat(), storeAnswer];
  });
}
