import type { FastifyPluginAsync } from 'fastify';
import { OFFICE, userOf } from '../auth/access';
import type { ActivityRepository } from '../db/activity-repository';
import type { PriceSnapshotLine } from '../../domain/estimate-record';
import {
  estimateCreateFieldsSchema,
  estimatePatchFieldsSchema,
  formatEstimateNumber,
  savedPricesOf,
} from '../../domain/estimate-record';
import { estimateInputSchema } from '../../domain/estimate-schema';
import { estimateInputOf } from '../../domain/pricing';
import { pricedOr400 } from '../estimate-pricing';
import type { EstimatesRepository } from '../db/estimates-repository';
import type { MaterialsRepository } from '../db/materials-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { idempotent } from '../idempotency';
import { badRequest, conflict, parseOr400, problem, ProblemError } from '../problem';
import { existingProject, projectNotFound } from '../services/projects';

// The body is the estimate input itself plus a few fields, so a bad quantity is named
// `materials.0.quantity` exactly as the form names it.
const createBodySchema = estimateInputSchema().extend(estimateCreateFieldsSchema().shape);
const patchBodySchema = estimateInputSchema().extend(estimatePatchFieldsSchema().shape);

const estimateNotFound = (id: string) =>
  new ProblemError(problem(404, `No estimate with id ${id}`));

export const estimateRoutes: FastifyPluginAsync<{
  estimates: EstimatesRepository;
  materials: MaterialsRepository;
  projects: ProjectsRepository;
  activity: ActivityRepository;
}> = async (app, { estimates, materials, projects, activity }) => {
  app.post('/api/estimates', idempotent(OFFICE), async (req, reply) => {
    const body = parseOr400(createBodySchema, req.body, 'estimate');
    const input = estimateInputOf(body);
    let saved: PriceSnapshotLine[] | null = null;
    if (body.sourceEstimateId && !body.reprice) {
      const source = await estimates.get(body.sourceEstimateId);
      if (!source) {
        throw badRequest('estimate', [
          { path: 'sourceEstimateId', message: 'The estimate to copy no longer exists' },
        ]);
      }
      saved = savedPricesOf(source);
    }
    const priced = pricedOr400({ input, priceList: await materials.list(), saved });
    const user = userOf(req);
    const result = await estimates.create(body.projectId, input, priced, user.id);
    if (result.kind === 'project-not-found') throw projectNotFound(body.projectId);
    await activity.record(user, {
      kind: 'estimate.saved',
      subject: result.project.name,
      projectId: result.project.id,
    });
    return reply
      .code(201)
      .header('location', `/api/estimates/${result.estimate.id}`)
      .send({ ...result.estimate, project: result.project });
  });

  app.get<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, async (req) => {
    const found = await estimates.get(req.params.id);
    if (!found) throw estimateNotFound(req.params.id);
    return found;
  });

  app.patch<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, async (req) => {
    const body = parseOr400(patchBodySchema, req.body, 'estimate');
    const existing = await estimates.get(req.params.id);
    if (!existing) throw estimateNotFound(req.params.id);
    const input = estimateInputOf(body);
    const priced = pricedOr400({
      input,
      priceList: await materials.list(),
      saved: savedPricesOf(existing),
      reprice: body.reprice,
    });
    const user = userOf(req);
    const result = await estimates.update(req.params.id, body.version, input, priced, user.id);
    if (result.kind === 'not-found') throw estimateNotFound(req.params.id);
    if (result.kind === 'conflict') {
      throw conflict(
        'This estimate was changed by someone else since you opened it.',
        result.current,
      );
    }
    await activity.record(user, {
      kind: 'estimate.updated',
      subject: result.project.name,
      projectId: result.project.id,
    });
    return { ...result.estimate, project: result.project };
  });

  app.delete<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, async (req, reply) => {
    const found = await estimates.get(req.params.id);
    if (!found || !(await estimates.remove(req.params.id))) throw estimateNotFound(req.params.id);
    const project = await projects.get(found.projectId);
    await activity.record(userOf(req), {
      kind: 'estimate.deleted',
      subject: project?.name ?? formatEstimateNumber(found.number),
      projectId: project?.id ?? null,
    });
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id/estimates', OFFICE, async (req) => {
    await existingProject(projects, req.params.id);
    return estimates.listForProject(req.params.id);
  });
};
