import fc from 'fast-check';
import type { Db } from '../../db/connection';
import { snapshotDatabase } from '../snapshot-database';
import type { FuzzRequest } from './fuzz-requests';
import { fuzzRequest } from './fuzz-requests';

/**
 * Generated bad requests for every endpoint, shared by the property test (npm test) and the
 * longer run in bench/fuzz-api.ts. The property: the answer is never 5xx; a refusal (4xx) is
 * problem+json and leaves the database exactly as it was.
 */

export interface FuzzOutcome {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends a generated request as the signed-in owner (so it reaches the route's own checks),
 * unless the generated headers carry a cookie of their own.
 */
export async function sendFuzz(base: string, r: FuzzRequest, cookie = ''): Promise<FuzzOutcome> {
  const res = await fetch(base + r.url, {
    method: r.method,
    headers: { ...(cookie ? { cookie } : {}), ...r.headers },
    ...(r.body !== undefined ? { body: r.body } : {}),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/** The property, checked by the test and the bench alike. */
export function fuzzProperty(ctx: { url: string; db: Db; realId: string; cookie: string }) {
  let before: string | undefined;
  return fc.asyncProperty(fuzzRequest(ctx.realId), async (req) => {
    before ??= await snapshotDatabase(ctx.db);
    const out = await sendFuzz(ctx.url, req, ctx.cookie);
    const where = `${req.method} ${req.url.slice(0, 200)} -> ${out.status} ${out.text.slice(0, 300)}`;
    if (out.status >= 500) throw new Error(`server error: ${where}`);
    if (out.status >= 400) {
      if (!out.contentType.includes('application/problem+json')) {
        throw new Error(`refusal is not problem+json (${out.contentType}): ${where}`);
      }
      const p = JSON.parse(out.text) as { status?: unknown };
      if (p.status !== out.status) throw new Error(`problem status mismatch: ${where}`);
      const after = await snapshotDatabase(ctx.db);
      if (after !== before) throw new Error(`a refused request changed the database: ${where}`);
    } else {
      // Accepted (a generated value that happened to be valid): the new state is the baseline.
      before = await snapshotDatabase(ctx.db);
    }
  });
}
