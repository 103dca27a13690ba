import { queryOptions } from '@tanstack/react-query';
import type { ProjectPage } from '../../../domain/project';
import { apiFetch } from '../../lib/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  list: (params: Record<string, string | number | undefined> = {}) =>
    ['projects', 'list', params] as const,
};

export const projectListQuery = (params: { limit?: number } = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => apiFetch<ProjectPage>(`/api/projects?limit=${params.limit ?? 20}`),
  });
