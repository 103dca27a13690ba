import type { FastifyPluginAsync } from 'fastify';
import type { EstimateInput, EstimateTotals } from '../../domain/estimate';
import { computeEstimate } from '../../domain/estimate';
import {
  estimateCreateFieldsSchema,
  estimatePatchFieldsSchema,
  priceListWithSnapshot,
  snapshotOf,
} from '../../domain/estimate-record';
import { estimateInputSchema } from '../../domain/estimate-schema';
import type { Material } from '../../domain/materials';
import type { EstimatesRepository } from '../db/estimates-repository';
import type { MaterialsRepository } from '../db/materials-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { parseOr400, problem, ProblemError, sendProblem } from '../problem';

// The body is the estimate input itself plus a few fields, so a bad quantity is named
// `materials.0.quantity` exactly as the form names it.
const createBodySchema = estimateInputSchema().extend(estimateCreateFieldsSchema().shape);
const patchBodySchema = estimateInputSchema().extend(estimatePatchFieldsSchema().shape);

const estimateNotFound = (id: string) =>
  new ProblemError(problem(404, `No estimate with id ${id}`));

function inputOf(body: EstimateInput): EstimateInput {
  return {
    roofAreaSqFt: body.roofAreaSqFt,
    pitch: body.pitch,
    laborRateCents: body.laborRateCents,
    materials: body.materials.map((m) => ({ materialId: m.materialId, quantity: m.quantity })),
    costs: body.costs.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    adjustments: { ...body.adjustments },
  };
}

/** Never a client total: every figure is recomputed here with the shared domain code. */
function totalsOrBadRequest(input: EstimateInput, priceList: readonly Material[]): EstimateTotals {
  const known = new Set(priceList.map((m) => m.id));
  const errors = input.materials.flatMap((line, i) =>
    known.has(line.materialId)
      ? []
      : [{ path: `materials.${i}.materialId`, message: `Unknown material "${line.materialId}"` }],
  );
  const first = errors[0];
  if (first) {
    throw new ProblemError(
      problem(400, `Invalid estimate: ${first.path}: ${first.message}`, { errors }),
    );
  }
  return computeEstimate(input, priceList);
}

export const estimateRoutes: FastifyPluginAsync<{
  estimates: EstimatesRepository;
  materials: MaterialsRepository;
  projects: ProjectsRepository;
}> = async (app, { estimates, materials, projects }) => {
  app.post('/api/estimates', async (req, reply) => {
    const body = parseOr400(createBodySchema, req.body, 'estimate');
    const input = inputOf(body);
    let priceList: Material[] = await materials.list();
    if (body.sourceEstimateId && !body.reprice) {
      const source = await estimates.get(body.sourceEstimateId);
      if (!source) {
        const message = 'The estimate to copy no longer exists';
        throw new ProblemError(
          problem(400, `Invalid estimate: sourceEstimateId: ${message}`, {
            errors: [{ path: 'sourceEstimateId', message }],
          }),
        );
      }
      priceList = priceListWithSnapshot(priceList, snapshotOf(source.totals));
    }
    const totals = totalsOrBadRequest(input, priceList);
    const result = await estimates.create(body.projectId, input, totals);
    if (result.kind === 'project-not-found') {
      throw new ProblemError(problem(404, `No project with id ${body.projectId}`));
    }
    return reply
      .code(201)
      .header('location', `/api/estimates/${result.estimate.id}`)
      .send({ ...result.estimate, project: result.project });
  });

  app.get<{ Params: { id: string } }>('/api/estimates/:id', async (req) => {
    const found = await estimates.get(req.params.id);
    if (!found) throw estimateNotFound(req.params.id);
    return found;
  });

  app.patch<{ Params: { id: string } }>('/api/estimates/:id', async (req, reply) => {
    const body = parseOr400(patchBodySchema, req.body, 'estimate');
    const existing = await estimates.get(req.params.id);
    if (!existing) throw estimateNotFound(req.params.id);
    const current = await materials.list();
    // An update keeps the prices the estimate was saved with unless the user asked to re-price.
    const priceList = body.reprice
      ? current
      : priceListWithSnapshot(current, snapshotOf(existing.totals));
    const input = inputOf(body);
    const totals = totalsOrBadRequest(input, priceList);
    const result = await estimates.update(req.params.id, body.version, input, totals);
    if (result.kind === 'not-found') throw estimateNotFound(req.params.id);
    if (result.kind === 'conflict') {
      return sendProblem(
        reply,
        problem(409, 'This estimate was changed by someone else since you opened it.', {
          current: result.current,
        }),
      );
    }
    return { ...result.estimate, project: result.project };
  });

  app.delete<{ Params: { id: string } }>('/api/estimates/:id', async (req, reply) => {
    if (!(await estimates.remove(req.params.id))) throw estimateNotFound(req.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id/estimates', async (req) => {
    if (!(await projects.get(req.params.id))) {
      throw new ProblemError(problem(404, `No project with id ${req.params.id}`));
    }
    return estimates.listForProject(req.params.id);
  });
};
