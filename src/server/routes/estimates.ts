import type { FastifyPluginAsync } from 'fastify';
import { OFFICE, userOf } from '../auth/access';
import {
  estimateCreateFieldsSchema,
  estimateInputSchema,
  estimatePatchFieldsSchema,
} from '../../domain/estimate/estimate-schema';
import type { Repositories } from '../db/repositories';
import { idempotent } from '../idempotency';
import { parseOr400 } from '../problem';
import {
  deleteEstimate,
  existingEstimate,
  priceAndSaveChanges,
  priceAndSaveEstimate,
} from '../services/estimates';
import { existingProject } from '../services/projects';

// The body is the estimate input itself plus a few fields, so a bad quantity is named
// `materials.0.quantity` exactly as the form names it.
const createBodySchema = estimateInputSchema().extend(estimateCreateFieldsSchema().shape);
const patchBodySchema = estimateInputSchema().extend(estimatePatchFieldsSchema().shape);

export const estimateRoutes: FastifyPluginAsync<
  Pick<Repositories, 'estimates' | 'priceList' | 'projects' | 'activity'>
> = async (app, repos) => {
  app.post('/api/estimates', idempotent(OFFICE), async (req, reply) => {
    const body = parseOr400(createBodySchema, req.body, 'estimate');
    const saved = await priceAndSaveEstimate(repos, userOf(req), body);
    return reply.code(201).header('location', `/api/estimates/${saved.id}`).send(saved);
  });

  app.get<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, (req) =>
    existingEstimate(repos.estimates, req.params.id),
  );

  app.patch<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, async (req) => {
    const body = parseOr400(patchBodySchema, req.body, 'estimate');
    return priceAndSaveChanges(repos, userOf(req), req.params.id, body);
  });

  app.delete<{ Params: { id: string } }>('/api/estimates/:id', OFFICE, async (req, reply) => {
    await deleteEstimate(repos, userOf(req), req.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id/estimates', OFFICE, async (req) => {
    await existingProject(repos.projects, req.params.id);
    return repos.estimates.listForProject(req.params.id);
  });
};
