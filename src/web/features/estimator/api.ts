import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { localIsoDate } from '../../../domain/format/dates';
import type { EstimateInput } from '../../../domain/estimate/estimate';
import type { Estimate, EstimateSummary } from '../../../domain/estimate/estimate-record';
import type { Project } from '../../../domain/project/project';
import { ApiError, apiFetch, apiRequest, conflictOr } from '../../lib/api-client';
import { schemasForDrawing } from '../../lib/schemas-for-drawing';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { projectKeys } from '../projects/api';
import { saveDownload } from '../../lib/save-download';
import { apiPath } from '../../../domain/api/api-paths';

import type { SaveEstimateRequest, SavedEstimate } from './offline-writes';

export type { SaveEstimateRequest, SavedEstimate };

/** The estimator's offline writes (lib/offline), loaded when a save needs them. */
const offlineWrites = () => import('./offline-writes');

/**
 * The schemas the estimator checks and prices its form with as it is typed (estimate-form.ts,
 * estimator-order.ts): fetched with the price list, not in the screen's code.
 */
export const estimatorSchemas = schemasForDrawing(
  'estimator',
  () => import('../../../domain/estimate/estimate-schema'),
);

export const estimateKeys = {
  all: ['estimates'] as const,
  detail: (id: string) => ['estimates', 'detail', id] as const,
  forProject: (projectId: string) => ['estimates', 'project', projectId] as const,
};

export const estimateQuery = (id: string) =>
  queryOptions({
    queryKey: estimateKeys.detail(id),
    queryFn: () => apiFetch<Estimate>(apiPath('estimate', { id })),
  });

export const projectEstimatesQuery = (projectId: string) =>
  queryOptions({
    queryKey: estimateKeys.forProject(projectId),
    queryFn: () => apiFetch<EstimateSummary[]>(apiPath('projectEstimates', { id: projectId })),
  });

/**
 * Saved, or with no network kept on this device to be sent when the connection is back (the
 * server gives the estimate its number then).
 */
export type SaveEstimateResult =
  { saved: SavedEstimate } | { kept: { projectName: string; recordId: string } };

const estimateRecord = async () => (await offlineWrites()).estimateRecord();

/**
 * Saving changes the project's figures too: its page, the lists and the dashboard follow. An
 * update carries the version it read; a stale one fails with a ConflictError holding the
 * estimate as saved by someone else, which becomes the cached one.
 */
export function useSaveEstimate() {
  const qc = useQueryClient();
  return useVersionedMutation({
    mutationFn: async (req: SaveEstimateRequest): Promise<SaveEstimateResult> => {
      const projectName =
        qc.getQueryData<Project>(
          projectKeys.detail(req.kind === 'create' ? req.projectId : (req.projectId ?? '')),
        )?.name ?? 'its project';
      const r = await (
        await offlineWrites()
      )
        .saveEstimate(req, projectName)
        .catch((e: unknown) => conflictOr(e, estimateRecord));
      const recordId = req.kind === 'create' ? req.projectId : req.id;
      return 'sent' in r ? { saved: r.sent } : { kept: { projectName, recordId } };
    },
    onSaved: (result) => {
      if (!('saved' in result)) return;
      const { project, ...estimate } = result.saved;
      qc.setQueryData(estimateKeys.detail(estimate.id), estimate);
      qc.setQueryData(projectKeys.detail(project.id), project);
      void qc.invalidateQueries({ queryKey: estimateKeys.forProject(project.id) });
      void qc.invalidateQueries({ queryKey: projectKeys.lists() });
      void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
    onCurrent: (current: Estimate) => qc.setQueryData(estimateKeys.detail(current.id), current),
  });
}

/**
 * Asks the server for the proposal PDF and hands it to the browser as a download. The body is
 * the one saving sends (the estimate's fields beside the ids), so a bad field comes back named
 * as the form names it.
 */
export async function downloadEstimatePdf(body: {
  input: EstimateInput;
  projectId?: string | undefined;
  estimateId?: string | undefined;
  /** The user chose "Use current prices" for a reopened estimate. */
  reprice?: boolean;
}): Promise<string> {
  const res = await apiRequest(apiPath('estimatePdf'), {
    method: 'POST',
    accept: 'application/pdf',
    json: {
      ...body.input,
      ...(body.projectId ? { projectId: body.projectId } : {}),
      ...(body.estimateId ? { estimateId: body.estimateId } : {}),
      ...(body.estimateId && body.reprice ? { reprice: true } : {}),
      // The user's calendar date, not the server's (already tomorrow in UTC in the evening).
      date: localIsoDate(),
    },
  });
  return saveDownload(res, 'estimate.pdf');
}

/**
 * The office chooses which option of an estimate to order (until a customer accepts one); the
 * project's estimated cost follows. With no signal it is kept on the device and sent later, and
 * the screen shows the choice meanwhile.
 */
export function useChooseOrderOption(
  estimate: Pick<EstimateSummary, 'id' | 'number' | 'projectId'>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (option: number) => {
      return (await offlineWrites()).chooseOrderOption(estimate, option);
    },
    onMutate: (option) => {
      // Shown at once, online or not; the server's answer (or a refusal) replaces it.
      qc.setQueryData<EstimateSummary[]>(estimateKeys.forProject(estimate.projectId), (list) =>
        list?.map((e) =>
          e.id === estimate.id && e.options[option]
            ? {
                ...e,
                totalCents: e.options[option].totalCents,
                working: { index: option, name: e.options[option].name, basis: 'chosen' },
              }
            : e,
        ),
      );
    },
    onSuccess: (r) => {
      if ('sent' in r) qc.setQueryData(projectKeys.detail(r.sent.project.id), r.sent.project);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: estimateKeys.forProject(estimate.projectId) });
      void qc.invalidateQueries({ queryKey: projectKeys.detail(estimate.projectId) });
      void qc.invalidateQueries({ queryKey: projectKeys.lists() });
      void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });
}

export type OrderFormat = 'csv' | 'pdf';

/**
 * A saved estimate's material order for the supplier (quantities, no prices), as CSV or PDF,
 * with an optional delivery note. Fetched rather than linked, so a refusal (a note too long,
 * an estimate deleted meanwhile) is shown on the page instead of replacing it.
 */
export async function downloadMaterialOrder(
  estimateId: string,
  format: OrderFormat,
  note: string,
): Promise<string> {
  // The user's calendar date, as for the proposal.
  const query = new URLSearchParams({ date: localIsoDate() });
  if (note.trim()) query.set('note', note);
  const res = await apiRequest(
    apiPath(format === 'csv' ? 'estimateOrderCsv' : 'estimateOrderPdf', { id: estimateId }, query),
    { accept: format === 'csv' ? 'text/csv' : 'application/pdf' },
  );
  return saveDownload(res, `material-order.${format}`);
}

/** The server's message per field when it refused what was sent (a 400 naming fields); else null. */
export function serverFieldErrors(e: unknown): Record<string, string> | null {
  return e instanceof ApiError && e.status === 400 && e.problem.errors?.length
    ? e.fieldErrors()
    : null;
}
