import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The one query cache: the router's loaders fill it, the screens read it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A 4xx (missing project, bad filter) will not change on a retry; a network blip may.
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});
