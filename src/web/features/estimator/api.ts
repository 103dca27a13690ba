import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstimateInput } from '../../../domain/estimate';
import type { Estimate, EstimateSummary } from '../../../domain/estimate-record';
import type { Project } from '../../../domain/project';
import { ApiError } from '../../lib/api-client';
import type { ProblemBody } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';
import { projectKeys } from '../projects/api';
import { localIsoDate } from '../../../domain/dates';

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

/** Saving changes the project's figures too: its page, the lists and the dashboard follow. */
export function useSaveEstimate() {
  const qc = useQueryClient();
  return useMutation({
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
        : apiFetch<SavedEstimate>(`/api/estimates/${encodeURIComponent(req.id)}`, {
            method: 'PATCH',
            json: { ...req.input, version: req.version, ...(req.reprice ? { reprice: true } : {}) },
          }),
    onSuccess: (saved) => {
      const { project, ...estimate } = saved;
      qc.setQueryData(estimateKeys.detail(estimate.id), estimate);
      qc.setQueryData(projectKeys.detail(project.id), project);
      void qc.invalidateQueries({ queryKey: estimateKeys.forProject(project.id) });
      void qc.invalidateQueries({ queryKey: projectKeys.lists() });
      void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });
}

function fileNameFrom(disposition: string | null): string {
  const m = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m?.[1] ? decodeURIComponent(m[1]) : 'estimate.pdf';
}

/** Asks the server for the proposal PDF and hands it to the browser as a download. */
export async function downloadEstimatePdf(body: {
  input: EstimateInput;
  projectId?: string | undefined;
  estimateId?: string | undefined;
  /** The user chose "Use current prices" for a reopened estimate. */
  reprice?: boolean;
}): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/estimates/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify({
        input: body.input,
        ...(body.projectId ? { projectId: body.projectId } : {}),
        ...(body.estimateId ? { estimateId: body.estimateId } : {}),
        ...(body.estimateId && body.reprice ? { reprice: true } : {}),
        // The user's calendar date, not the server's (already tomorrow in UTC in the evening).
        date: localIsoDate(),
      }),
    });
  } catch {
    throw new ApiError(0, {
      title: 'Network error',
      detail: 'Could not reach Ridgeline. Check your connection and try again.',
    });
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => ({ title: res.statusText }))) as ProblemBody;
    throw new ApiError(res.status, problem);
  }
  const blob = await res.blob();
  const fileName = fileNameFrom(res.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return fileName;
}
