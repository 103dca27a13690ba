import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DashboardSummary,
  Project,
  ProjectCreate,
  ProjectPage,
  ProjectPatch,
  ProjectStatus,
} from '../../../domain/project';
import { apiFetch, apiFetchVersioned } from '../../lib/api-client';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';

// The projects feature's public surface: other features may use these queries and mutations.

export interface ProjectListParams {
  status?: ProjectStatus | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  dashboard: ['dashboard'] as const,
};

/** The list's URL: every list of projects is read through it. */
export function projectListUrl(params: ProjectListParams): string {
  const qs = new URLSearchParams();
  if (params.status) qs.set('status', params.status);
  if (params.q) qs.set('q', params.q);
  qs.set('limit', String(params.limit ?? 20));
  if (params.cursor) qs.set('cursor', params.cursor);
  return `/api/projects?${qs}`;
}

export const projectListQuery = (params: ProjectListParams = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => apiFetch<ProjectPage>(projectListUrl(params)),
  });

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => apiFetch<Project>(`/api/projects/${encodeURIComponent(id)}`),
  });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: projectKeys.dashboard,
    queryFn: () => apiFetch<DashboardSummary>('/api/dashboard'),
  });

/** After any project change the lists and the dashboard figures are stale. */
function useInvalidateProjects() {
  const qc = useQueryClient();
  return (changed?: Project) => {
    if (changed) qc.setQueryData(projectKeys.detail(changed.id), changed);
    void qc.invalidateQueries({ queryKey: projectKeys.lists() });
    void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
  };
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (input: ProjectCreate) =>
      apiFetch<Project>('/api/projects', { method: 'POST', json: input }),
    onSuccess: (p) => invalidate(p),
  });
}

/**
 * The schema of a project record, loaded when a conflict needs it. Crew's answers leave the
 * estimated cost out (they never see money), so a conflict's record may lack it; crew's screens
 * never read it.
 */
const projectRecord = async () =>
  (await import('../../../domain/project'))
    .projectSchema()
    .partial({ estimatedCostCents: true }) as unknown as z.ZodType<Project>;

/**
 * A PATCH carrying the version it read; a stale one fails with a ConflictError, and the current
 * project it carries is what every screen shows from then on.
 */
export function useUpdateProject(id: string) {
  const invalidate = useInvalidateProjects();
  return useVersionedMutation({
    mutationFn: (patch: ProjectPatch) =>
      apiFetchVersioned<Project, Project>(
        `/api/projects/${encodeURIComponent(id)}`,
        { method: 'PATCH', json: patch },
        projectRecord,
      ),
    onSaved: (p) => invalidate(p),
    onCurrent: (p: Project) => invalidate(p),
  });
}

export function useDeleteProject(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>(`/api/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      invalidate();
    },
  });
}
