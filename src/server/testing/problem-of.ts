import type { Problem } from '../problem';
import { ProblemError } from '../problem';

/** The problem a service refused with; fails the test when it answered or threw something else. */
export async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(e instanceof ProblemError)) throw new Error(`expected a problem, got ${String(e)}`);
  return e.problem;
}
