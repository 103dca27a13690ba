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
import { apiFetch, conflictOr } from '../../lib/api-client';
import { readWithKept } from '../../lib/outbox/read-with-kept';
import { madeOnDevice, outboxState } from '../../lib/outbox/outbox-state';
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

/** How many projects the list screen shows at a time. */
export const PROJECT_LIST_PAGE_SIZE = 20;

/** The list's URL: every list of projects is read through it. */
export function projectListUrl(params: ProjectListParams): string {
  const qs = new URLSearchParams();
  if (params.status) qs.set('status', params.status);
  if (params.q) qs.set('q', params.q);
  qs.set('limit', String(params.limit ?? 20));
  if (params.cursor) qs.set('cursor', params.cursor);
  return `/api/projects?${qs}`;
}

/** A page of the list, with the changes kept on this device (made offline) shown in it. */
export const readProjectPage = (params: ProjectListParams) =>
  readWithKept(
    () => apiFetch<ProjectPage>(projectListUrl(params)),
    (kept, writes, page) =>
      // With no list kept by the worker either (never opened with a network), the projects made
      // on this device are still listed.
      page || writes.some((w) => w.kind === 'project.create')
        ? kept.projectPageWithKept(page ?? { items: [], nextCursor: null }, params, writes)
        : undefined,
  );

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () =>
      readWithKept(
        () => apiFetch<Project>(projectPath(id)),
        (kept, writes, project) => kept.projectWithKept(id, project, writes),
        (writes) => madeOnDevice(writes, id),
      ),
  });

export const projectListQuery = (params: ProjectListParams = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => readProjectPage(params),
  });

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** The saves through the outbox (lib/outbox), loaded when one is made: they work with no network. */
const projectWrites = () => import('../../lib/outbox/project-writes');

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

/**
 * Creates a project, or with no network keeps it on this device until it can be sent: its id is
 * made here, so the project opens (and can be changed) before the server has it.
 */
export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (input: ProjectCreate) => (await projectWrites()).createProject(input),
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
  const qc = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useVersionedMutation({
    // `stageName`: a stage move names its stage in the list of changes waiting (not sent).
    mutationFn: async ({ stageName, ...patch }: ProjectPatch & { stageName?: string }) => {
      // A read still under way would put back the project as it was before this change.
      await qc.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      return (await projectWrites())
        .updateProject(
          projectPath(id),
          id,
          patch,
          qc.getQueryData(projectKeys.detail(id)),
          stageName,
        )
        .catch((e: unknown) => conflictOr(e, projectRecord));
    },
    onSaved: (p) => invalidate(p),
    onCurrent: (p: Project) => invalidate(p),
  });
}

export function useDeleteProject(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async () => {
      // Made on this device and not sent: deleting it is dropping what was kept.
      if (madeOnDevice(outboxState().writes, id)) {
        return (await import('../../lib/outbox/outbox')).discardRecord(id);
      }
      return apiFetch<void>(projectPath(id), { method: 'DELETE' });
    },
    onSuccess: () => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      invalidate();
    },
  });
}
