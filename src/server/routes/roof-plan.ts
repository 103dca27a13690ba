import type { FastifyPluginAsync } from 'fastify';
import { planRoof, RoofPlanError } from '../../domain/takeoff/roof-plan/roof-plan';
import { roofPlanRequestSchema } from '../../domain/takeoff/roof-plan/roof-plan-schema';
import { ANY_ROLE } from '../auth/access';
import { badRequest, parseOr400, problem, ProblemError } from '../problem';

/**
 * Computes the roof of an outline: one at a time, each after the event loop has had its turn.
 * One plan of 200 corners is tens of milliseconds of CPU: a burst of them, run as they come,
 * would hold every other request (a health check, a save) behind the whole burst; in turn, a
 * request waits behind at most one plan. A queue this long is answered 503 at once.
 */
export function createRoofPlanQueue(maxWaiting = 16) {
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return async function run<T>(work: () => T): Promise<T> {
    if (waiting >= maxWaiting) {
      throw new ProblemError(
        problem(
          503,
          'Too many roofs are being worked out right now. Please try again in a moment.',
        ),
      );
    }
    waiting++;
    const turn = chain.then(() => new Promise<void>((r) => setImmediate(r))).then(work);
    chain = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      waiting--;
    }
  };
}

/**
 * POST /api/roof-plan: the roof over an outline (lines by type with plan and true lengths, the
 * planes with their areas, the totals), from the same function the map runs in the browser.
 * It carries no money: crew measure roofs, so every role may use it.
 */
export const roofPlanRoutes: FastifyPluginAsync<{ maxWaiting?: number }> = async (
  app,
  { maxWaiting },
) => {
  const queue = createRoofPlanQueue(maxWaiting);
  app.post('/api/roof-plan', ANY_ROLE, async (req, reply) => {
    const input = parseOr400(roofPlanRequestSchema(), req.body, 'roof plan');
    try {
      const plan = await queue(() => planRoof(input));
      return {
        lines: plan.lines.map(({ type, from, to, planFt, trueFt }) => ({
          type,
          from,
          to,
          planFt,
          trueFt,
        })),
        facets: plan.facets.map(({ points, planSqFt, slopedSqFt }) => ({
          points,
          planSqFt,
          slopedSqFt,
        })),
        totals: plan.totals,
      };
    } catch (e) {
      if (e instanceof RoofPlanError) {
        throw badRequest('roof plan', [{ path: e.path, message: e.message }]);
      }
      if (e instanceof ProblemError && e.problem.status === 503) reply.header('retry-after', '1');
      throw e;
    }
  });
};
