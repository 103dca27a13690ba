import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { localIsoDate } from '../../../domain/dates';
import type { EstimateInput } from '../../../domain/estimate';
import type { Estimate, EstimateSummary } from '../../../domain/estimate-record';
import type { Project } from '../../../domain/project';
import { ApiError, apiFetch, apiFetchVersioned, apiRequest } from '../../lib/api-client';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { projectKeys } from '../projects/api';
import { saveDownload } from '../../lib/save-download';

export type SavedEstimate = Estimate & { project: Project };

export const estimateKeys = {
  detail: (id: string) => ['estimates', 'detail', id] as const,
  forProject: (projectId: string) => ['estimates', 'project', projectId] as const,
};

export const estimateQuery = (id: string) =>
  queryOptions({
    queryKey: estimateKeys.detail(id),
    queryFn: () => apiFetch<Estimate>(`/api/estimates/${encodeURIComponent(id)}`),
  });

export const projectEstimatesQuery = (projectId: string) =>
  queryOptions({
    queryKey: estimateKeys.forProject(projectId),
    queryFn: () =>
      apiFetch<EstimateSummary[]>(`/api/projects/${encodeURIComponent(projectId)}/estimates`),
  });

export type SaveEstimateRequest =
  | {
      kind: 'create';
      projectId: string;
      input: EstimateInput;
      sourceEstimateId?: string | undefined;
      reprice?: boolean;
    }
  | { kind: 'update'; id: string; version: number; input: EstimateInput; reprice?: boolean };

const estimateRecord = async () => (await import('../../../domain/records')).estimateSchema();

/**
 * Saving changes the project's figures too: its page, the lists and the dashboard follow. An
 * update carries the version it read; a stale one fails with a ConflictError holding the
 * estimate as saved by someone else, which becomes the cached one.
 */
export function useSaveEstimate() {
  const qc = useQueryClient();
  return useVersionedMutation({
    mutationFn: (req: SaveEstimateRequest) =>
      req.kind === 'create'
        ? apiFetch<SavedEstimate>('/api/estimates', {
            method: 'POST',
            json: {
              projectId: req.projectId,
              ...req.input,
              ...(req.sourceEstimateId ? { sourceEstimateId: req.sourceEstimateId } : {}),
              ...(req.reprice ? { reprice: true } : {}),
            },
          })
        : apiFetchVersioned<SavedEstimate, Estimate>(
            `/api/estimates/${encodeURIComponent(req.id)}`,
            {
              method: 'PATCH',
              json: {
                ...req.input,
                version: req.version,
                ...(req.reprice ? { reprice: true } : {}),
              },
            },
            estimateRecord,
          ),
    onSaved: (saved) => {
      const { project, ...estimate } = saved;
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
  const res = await apiRequest('/api/estimates/pdf', {
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
    `/api/estimates/${encodeURIComponent(estimateId)}/order.${format}?${query}`,
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
