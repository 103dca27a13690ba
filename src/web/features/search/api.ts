import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { SearchHit } from '../../../domain/project/search';
import { apiFetch } from '../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
};

/** GET /api/search: the header's results, best first (at most 20). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) =>
      apiFetch<{ items: SearchHit[] }>(apiPath('search', {}, { q }), { signal }),
    // Results of a query typed a moment ago are still good while the user types on.
    staleTime: 30_000,
    // Typing on past a query shows its results until the next ones arrive: no flicker.
    placeholderData: keepPreviousData,
  });
