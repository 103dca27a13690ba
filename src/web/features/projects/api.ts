import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DashboardSummary,
  Project,
  ProjectCreate,
  ProjectPage,
  ProjectPatch,
  ProjectStatus,
} from '../../../domain/project/project';
import { apiFetch, apiRequest, conflictOr } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { readWithKept } from '../../lib/offline/read-with-kept';
import { madeOnDevice, outboxState } from '../../lib/offline/outbox-state';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { apiPath } from '../../../domain/api/api-paths';

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
  return apiPath('projects', {}, qs);
}

/**
 * The project's offline writes and how the screens show them (lib/offline), loaded when a save
 * or a kept change needs them: they work with no network.
 */
const offlineWrites = () => import('./offline-writes');

/** A page of the list, with the changes kept on this device (made offline) shown in it. */
export const readProjectPage = (params: ProjectListParams) =>
  readWithKept(
    () => apiFetch<ProjectPage>(projectListUrl(params)),
    async (writes, page) => {
      const kept = await offlineWrites();
      // With no list kept by the worker either (never opened with a network), the projects made
      // on this device are still listed.
      return page || kept.projectsMadeHere(writes)
        ? kept.projectPageWithKept(page ?? { items: [], nextCursor: null }, params, writes)
        : undefined;
    },
  );

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () =>
      readWithKept(
        () => apiFetch<Project>(projectPath(id)),
        async (writes, project) => (await offlineWrites()).projectWithKept(id, project, writes),
        (writes) => madeOnDevice(writes, id),
      ),
  });

export const projectListQuery = (params: ProjectListParams = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => readProjectPage(params),
  });

const projectPath = (id: string) => apiPath('project', { id });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: projectKeys.dashboard,
    queryFn: () => apiFetch<DashboardSummary>(apiPath('dashboard')),
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
    mutationFn: async (input: ProjectCreate) => (await offlineWrites()).createProject(input),
    onSuccess: (p) => invalidate(p),
  });
}

/** The schema of a project record (offline-writes.ts), loaded when a conflict needs it. */
const projectRecord = async () => (await offlineWrites()).projectRecord();

/**
 * Saves a change to a project or keeps it on this device (`before`: the project as read;
 * `stageName`: a stage move names its stage in the list of changes waiting). A conflict comes
 * back as a ConflictError carrying the server's project. Other features (the pipeline's moves)
 * change a project through this one path.
 */
export async function saveProjectChange(
  id: string,
  patch: ProjectPatch,
  before: Project | undefined,
  stageName?: string,
  /** The project's name when `before` is not at hand, for the list of changes waiting. */
  projectName?: string,
): Promise<Project> {
  return (await offlineWrites())
    .updateProject(id, patch, before, stageName, projectName)
    .catch((e: unknown) => conflictOr(e, projectRecord));
}

/**
 * The stages that projects' changes kept on this device (not sent yet) put them in, by project
 * id: the board shows its cards there (offline-writes.ts `keptStages`).
 */
export const keptProjectStages = async (writes: readonly KeptWrite[]) =>
  (await offlineWrites()).keptStages(writes);

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
      return saveProjectChange(id, patch, qc.getQueryData(projectKeys.detail(id)), stageName);
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
        return (await import('../../lib/offline/outbox')).discardRecord(id);
      }
      return apiFetch<void>(projectPath(id), { method: 'DELETE' });
    },
    onSuccess: () => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      invalidate();
    },
  });
}

/** Every project as a spreadsheet (the server leaves money out for crew). */
export async function downloadProjectsCsv(): Promise<string> {
  const res = await apiRequest(apiPath('projectsExportCsv'), { accept: 'text/csv' });
  return saveDownload(res, 'projects.csv');
}
