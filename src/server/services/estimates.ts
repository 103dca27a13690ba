import type { SessionUser } from '../../domain/account/account';
import type { EstimateInput } from '../../domain/estimate/estimate';
import type { Estimate, PriceSnapshotLine } from '../../domain/estimate/estimate-record';
import type {
  EstimateCreateFields,
  EstimatePatchFields,
} from '../../domain/estimate/estimate-schema';
import { formatEstimateNumber, savedPricesOf } from '../../domain/estimate/estimate-record';
import { estimateInputOf } from '../../domain/estimate/pricing';
import type { Project } from '../../domain/project/project';
import type { Repositories } from '../db/repositories';
import { pricedOr400 } from '../estimate-pricing';
import { badRequest, conflict, problem, ProblemError } from '../problem';
import { projectNotFound } from './projects';

// The rules of an estimate, apart from HTTP: it is priced on the server from the price list
// the database holds (never a total from the browser), saved with its project's figures, and
// logged. Routes parse the body with the shared schema and call these.

type EstimateRepos = Pick<Repositories, 'estimates' | 'priceList' | 'activity'>;

/** A saved estimate as the API answers a save: with the project whose figures it moved. */
export type SavedEstimate = Estimate & { project: Project };

/** The 404 of an estimate that does not exist (or no longer does). */
export const estimateNotFound = (id: string): ProblemError =>
  new ProblemError(problem(404, `No estimate with id ${id}`));

/** The estimate, or a 404 naming the id. */
export async function existingEstimate(
  estimates: Repositories['estimates'],
  id: string,
): Promise<Estimate> {
  const found = await estimates.get(id);
  if (!found) throw estimateNotFound(id);
  return found;
}

/**
 * A new estimate, priced and saved. A copy of a saved estimate keeps that estimate's prices
 * (what the user saw) unless it asks to be repriced with today's list.
 */
export async function priceAndSaveEstimate(
  repos: EstimateRepos,
  user: SessionUser,
  body: EstimateInput & EstimateCreateFields,
): Promise<SavedEstimate> {
  const input = estimateInputOf(body);
  let saved: PriceSnapshotLine[] | null = null;
  if (body.sourceEstimateId && !body.reprice) {
    const source = await repos.estimates.get(body.sourceEstimateId);
    if (!source) {
      throw badRequest('estimate', [
        { path: 'sourceEstimateId', message: 'The estimate to copy no longer exists' },
      ]);
    }
    saved = savedPricesOf(source);
  }
  const priced = pricedOr400({ input, priceList: await repos.priceList.list(), saved });
  const result = await repos.estimates.create(body.projectId, input, priced, user.id);
  if (result.kind === 'project-not-found') throw projectNotFound(body.projectId);
  await repos.activity.record(user, {
    kind: 'estimate.saved',
    subject: result.project.name,
    projectId: result.project.id,
  });
  return { ...result.estimate, project: result.project };
}

/**
 * A saved estimate's changes, priced and saved over the version the user read: its lines keep
 * the prices they were saved with unless it asks to be repriced; a stale version is a 409
 * carrying the estimate as stored now.
 */
export async function priceAndSaveChanges(
  repos: EstimateRepos,
  user: SessionUser,
  id: string,
  body: EstimateInput & EstimatePatchFields,
): Promise<SavedEstimate> {
  const existing = await existingEstimate(repos.estimates, id);
  const input = estimateInputOf(body);
  const priced = pricedOr400({
    input,
    priceList: await repos.priceList.list(),
    saved: savedPricesOf(existing),
    reprice: body.reprice,
  });
  const result = await repos.estimates.update(id, body.version, input, priced, user.id);
  if (result.kind === 'not-found') throw estimateNotFound(id);
  if (result.kind === 'conflict') {
    throw conflict(
      'This estimate was changed by someone else since you opened it.',
      result.current,
    );
  }
  await repos.activity.record(user, {
    kind: 'estimate.updated',
    subject: result.project.name,
    projectId: result.project.id,
  });
  return { ...result.estimate, project: result.project };
}

/** Deletes an estimate and logs it under its project (or its number, if the project is gone). */
export async function deleteEstimate(
  repos: Pick<Repositories, 'estimates' | 'projects' | 'activity'>,
  user: SessionUser,
  id: string,
): Promise<void> {
  const found = await repos.estimates.get(id);
  if (!found || !(await repos.estimates.remove(id))) throw estimateNotFound(id);
  const project = await repos.projects.get(found.projectId);
  await repos.activity.record(user, {
    kind: 'estimate.deleted',
    subject: project?.name ?? formatEstimateNumber(found.number),
    projectId: project?.id ?? null,
  });
}
