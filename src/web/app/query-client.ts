import { onlineManager, QueryClient } from '@tanstack/react-query';
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
      // With no network a read still goes out: the service worker answers it with the last
      // answer it kept (vite.config.ts). Only retries wait for the network to come back.
      networkMode: 'offlineFirst',
    },
    mutations: {
      // A save with no network is not held back here: it goes to the outbox (lib/offline), which
      // keeps it on the device and sends it when the network is back.
      networkMode: 'always',
    },
  },
});

// TanStack Query assumes it starts online and learns otherwise only from an 'offline' event; a
// page opened with no signal would then send the reads that are not kept offline (networkMode
// 'online') and fail. Start from what the browser knows.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
