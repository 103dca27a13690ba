import { apiPath } from '../../../domain/api/api-paths';
import type { EstimateInput } from '../../../domain/estimate/estimate';
import type { Estimate, EstimateSummary } from '../../../domain/estimate/estimate-record';
import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import type { Project } from '../../../domain/project/project';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import type { SendOrKeep } from '../../lib/offline/outbox';
import { defineWriteKind, savedVersion, versionKey } from '../../lib/offline/write-kinds';
import { i18n } from './i18n';

// The estimator's writes that work with no network (lib/offline): saving an estimate and
// choosing the option to order. Their kinds, and how each is sent. Loaded when a save needs it,
// and with the outbox.

export type SavedEstimate = Estimate & { project: Project };

export type SaveEstimateRequest =
  | {
      kind: 'create';
      projectId: string;
      input: EstimateInput;
      sourceEstimateId?: string | undefined;
      reprice?: boolean;
    }
  | {
      kind: 'update';
      id: string;
      number: number;
      projectId?: string;
      version: number;
      input: EstimateInput;
      reprice?: boolean;
    };

/** The estimate as stored now, checked when a conflict carries it (zod loads with it). */
export const estimateRecord = async () =>
  (await import('../../../domain/api/records')).estimateSchema();

/**
 * The versions an estimate's answer makes current: the estimate's, and its project's, whose
 * figures saving an estimate (or choosing its option) changes.
 */
function estimateVersions(_w: KeptWrite, answer: object): [string, number][] {
  const out: [string, number][] = [];
  const saved = savedVersion(answer);
  if (saved) out.push([versionKey('estimate', saved.id), saved.version]);
  const project = 'project' in answer ? savedVersion(answer.project) : undefined;
  if (project) out.push([versionKey('project', project.id), project.version]);
  return out;
}

export const ESTIMATE_CREATE = defineWriteKind({
  kind: 'estimate.create',
  record: estimateRecord,
  versionsIn: estimateVersions,
  // Its record is the project it is saved to.
  link: (projectId) => `/projects/${projectId}`,
});

export const ESTIMATE_UPDATE = defineWriteKind({
  kind: 'estimate.update',
  record: estimateRecord,
  versionOf: (id) => versionKey('estimate', id),
  versionsIn: estimateVersions,
});

export const ESTIMATE_ORDER_OPTION = defineWriteKind({
  kind: 'estimate.order-option',
  record: estimateRecord,
  versionsIn: estimateVersions,
});

const outbox = () => import('../../lib/offline/outbox');

/** Saves an estimate (new or changed), or keeps it on this device with no network. */
export async function saveEstimate(
  req: SaveEstimateRequest,
  projectName: string,
): Promise<SendOrKeep<SavedEstimate>> {
  const { sendOrKeep } = await outbox();
  const reprice = req.reprice ? { reprice: true } : {};
  return req.kind === 'create'
    ? sendOrKeep<SavedEstimate>(ESTIMATE_CREATE, {
        method: 'POST',
        path: apiPath('estimates'),
        body: {
          projectId: req.projectId,
          ...req.input,
          ...(req.sourceEstimateId ? { sourceEstimateId: req.sourceEstimateId } : {}),
          ...reprice,
        },
        recordId: req.projectId,
        label: i18n._('New estimate for “{projectName}”', { projectName }),
      })
    : sendOrKeep<SavedEstimate>(ESTIMATE_UPDATE, {
        method: 'PATCH',
        path: apiPath('estimate', { id: req.id }),
        body: { ...req.input, version: req.version, ...reprice },
        recordId: req.id,
        label: i18n._('Changes to {number} for “{projectName}”', {
          number: formatEstimateNumber(req.number),
          projectName,
        }),
      });
}

/** Chooses the option of an estimate to order, or keeps the choice on this device. */
export async function chooseOrderOption(
  estimate: Pick<EstimateSummary, 'id' | 'number'>,
  option: number,
): Promise<SendOrKeep<{ estimate: EstimateSummary; project: Project }>> {
  const { sendOrKeep } = await outbox();
  return sendOrKeep(ESTIMATE_ORDER_OPTION, {
    method: 'PUT',
    path: apiPath('estimateOrderOption', { id: estimate.id }),
    body: { option },
    recordId: estimate.id,
    label: i18n._('Option to order for {number}', {
      number: formatEstimateNumber(estimate.number),
    }),
  });
}
