import { queryOptions } from '@tanstack/react-query';
import type {
  DashboardSummary,
  Project,
  ProjectPage,
  ProjectStatus,
} from '../../../domain/project/project';
import { apiFetch } from '../../lib/api-client';
import { readWithKept } from '../../lib/offline/read-with-kept';
import { madeOnDevice } from '../../lib/offline/outbox-state';
import { apiPath } from '../../../domain/api/api-paths';

// The projects feature's public surface: other features may use these queries, and the writes
// in mutations.ts. Only the reads are here: the dashboard and the router's loaders put this
// module in every first load, and the writes (with React Query's mutation code) are needed only
// once a screen that changes a project has loaded.

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
export const offlineWrites = () => import('./offline-writes');

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

export const projectPath = (id: string) => apiPath('project', { id });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: projectKeys.dashboard,
    queryFn: () => apiFetch<DashboardSummary>(apiPath('dashboard')),
  });
