import type { ActivityDetail } from '../../domain/activity/activity-detail';
import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import {
  commissionPlanSchema,
  costCreateSchema,
  costingSettingsSchema,
  costPatchSchema,
  crewDayRateSchema,
  crewTimeSchema,
  suggestionQuerySchema,
} from '../../domain/costing/cost-schemas';
import type { Repositories } from '../db/repositories';
import { idempotent } from '../idempotency';
import { parseOr400, problem, ProblemError } from '../problem';
import {
  addCost,
  changeCost,
  costsOfProject,
  crewTimeOf,
  estimatorSuggestions,
  logCrewTime,
  profitOfProject,
  removeCost,
  removeCrewTime,
} from '../services/costing';

type Id = { Params: { id: string } };

/**
 * A job's actual costs and profit, the crew's time on it, and the learned suggestion. Crew
 * reach only the time routes, whose answers carry days and hours and never a rate or amount.
 */
export const costingRoutes: FastifyPluginAsync<{
  repos: Pick<Repositories, 'costing' | 'estimates' | 'projects' | 'learning' | 'activity'>;
}> = async (app, { repos }) => {
  app.get<Id>('/api/projects/:id/costs', OFFICE, async (req) => ({
    items: await costsOfProject(repos, req.params.id),
  }));

  app.post<Id>('/api/projects/:id/costs', idempotent(OFFICE), async (req, reply) => {
    const input = parseOr400(costCreateSchema(), req.body, 'cost');
    const cost = await addCost(repos, userOf(req), req.params.id, input);
    return reply.code(201).send(cost);
  });

  app.patch<Id>('/api/costs/:id', OFFICE, async (req) => {
    const input = parseOr400(costPatchSchema(), req.body, 'cost');
    return changeCost(repos, userOf(req), req.params.id, input);
  });

  app.delete<Id>('/api/costs/:id', OWNER_ONLY, async (req, reply) => {
    await removeCost(repos, req.params.id);
    return reply.code(204).send();
  });

  app.get<Id>('/api/projects/:id/profit', OFFICE, async (req) => {
    return profitOfProject(repos, userOf(req), req.params.id);
  });

  app.get<Id>('/api/projects/:id/crew-time', ANY_ROLE, async (req) => ({
    items: await crewTimeOf(repos, req.params.id),
  }));

  app.post<Id>('/api/projects/:id/crew-time', idempotent(ANY_ROLE), async (req, reply) => {
    const input = parseOr400(crewTimeSchema(), req.body, 'time');
    return reply.code(201).send(await logCrewTime(repos, userOf(req), req.params.id, input));
  });

  app.delete<Id>('/api/crew-time/:id', ANY_ROLE, async (req, reply) => {
    await removeCrewTime(repos, userOf(req), req.params.id);
    return reply.code(204).send();
  });

  app.get('/api/estimator/suggestions', OFFICE, async (req) => {
    const q = parseOr400(suggestionQuerySchema(), req.query, 'query');
    return estimatorSuggestions(repos, q);
  });
};

/** Settings -> Job costing: commission plans, crew day rates, whether estimators see profit. */
export const costingSettingsRoutes: FastifyPluginAsync<{
  repos: Pick<Repositories, 'costing' | 'users' | 'crews' | 'activity'>;
}> = async (app, { repos }) => {
  const log = (req: Parameters<typeof userOf>[0], detail: ActivityDetail) =>
    repos.activity.record(userOf(req), { kind: 'settings.updated', detail });

  app.get('/api/costing-settings', OFFICE, async () => repos.costing.settings());

  app.patch('/api/costing-settings', OWNER_ONLY, async (req) => {
    const input = parseOr400(costingSettingsSchema(), req.body, 'settings');
    const saved = await repos.costing.updateSettings(input);
    await log(req, {
      t: 'settings',
      parts: [
        input.estimatorsSeeProfit
          ? 'estimators see job profit'
          : 'estimators do not see job profit',
      ],
    });
    return saved;
  });

  app.get('/api/commission-plans', OWNER_ONLY, async () => ({
    items: await repos.costing.commissionPlans(),
  }));

  app.put<{ Params: { userId: string } }>(
    '/api/commission-plans/:userId',
    OWNER_ONLY,
    async (req) => {
      const input = parseOr400(commissionPlanSchema(), req.body, 'commission plan');
      const user = await repos.users.byId(req.params.userId);
      if (!user || user.role === 'crew') {
        throw new ProblemError(problem(404, `No salesperson with id ${req.params.userId}`));
      }
      const plan = await repos.costing.setCommissionPlan({ userId: user.id, ...input });
      await log(req, { t: 'commission', name: user.name });
      return plan;
    },
  );

  app.delete<{ Params: { userId: string } }>(
    '/api/commission-plans/:userId',
    OWNER_ONLY,
    async (req, reply) => {
      if (!(await repos.costing.removeCommissionPlan(req.params.userId))) {
        throw new ProblemError(problem(404, `No commission plan for ${req.params.userId}`));
      }
      await log(req, { t: 'settings', parts: ['commission plan removed'] });
      return reply.code(204).send();
    },
  );

  // The office prices crew-day labor with these; the owner sets them.
  app.get('/api/crew-day-rates', OFFICE, async () => {
    const [crews, rates] = await Promise.all([repos.crews.list(), repos.costing.dayRates()]);
    return {
      items: crews.map((c) => ({
        crewId: c.id,
        name: c.name,
        archived: c.archivedAt !== null,
        dayRateCents: rates.get(c.id) ?? null,
      })),
    };
  });

  app.put<{ Params: { crewId: string } }>(
    '/api/crew-day-rates/:crewId',
    OWNER_ONLY,
    async (req) => {
      const input = parseOr400(crewDayRateSchema(), req.body, 'day rate');
      const crew = await repos.crews.get(req.params.crewId);
      if (!crew) throw new ProblemError(problem(404, `No crew with id ${req.params.crewId}`));
      await repos.costing.setDayRate(crew.id, input.dayRateCents);
      await log(req, { t: 'day-rate', crew: crew.name });
      return { crewId: crew.id, name: crew.name, dayRateCents: input.dayRateCents };
    },
  );
};
