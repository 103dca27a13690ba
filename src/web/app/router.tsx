import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction } from 'react-router';
import { dashboardQuery, projectQuery } from '../features/projects/api';
import { materialsQuery, settingsQuery } from '../features/settings/api';
import { queryClient } from './query-client';
import { LAZY_SCREENS, type LazyScreen } from './route-table';
import { DashboardPage } from '../pages/dashboard-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { LoadingState } from '../components/ui/status-message';

// Loaders start a screen's requests while its code is still loading, instead of after it has
// rendered; the screen's useQuery then finds them in flight or done. They do not wait (the
// screen shows its own loading and error states), so they return null at once.
function prefetch<TData, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, Error, TData, TKey>,
) {
  void queryClient.prefetchQuery(query);
}

/** The estimator and Settings both open on the company's settings and price list. */
function prefetchPriceList() {
  prefetch(settingsQuery());
  prefetch(materialsQuery());
  return null;
}

/** What the router needs to show a lazy screen: the component its module exports. */
function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function';
}

// Each screen's module, as a function that imports it: Vite makes each its own chunk. The
// dashboard's is left out, as it is imported above into the main bundle. A screen in
// route-table.ts whose module these patterns miss fails at start-up here, and the build too.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  '../features/info/info-pages.tsx',
  '../pages/*-page.tsx',
  '!../pages/dashboard-page.tsx',
]);

function lazyScreen({ module, component }: LazyScreen) {
  const load = PAGE_MODULES[`../${module}.tsx`];
  if (!load) throw new Error(`router: ${module}.tsx is not among the page modules`);
  return async () => {
    const Component = (await load())[component];
    if (!isComponent(Component)) throw new Error(`router: ${module} exports no ${component}`);
    return { Component };
  };
}

/**
 * The loaders of the lazy screens that have one, by the screen's path. The map's and the
 * estimator's api modules are imported here rather than at the top: their code (saving,
 * conflicts, the PDF download) would otherwise ride in the main bundle every first visit loads.
 * The screen's own chunk imports the same module, so this costs no extra download.
 */
const LOADERS: Partial<Record<LazyScreen['path'], LoaderFunction>> = {
  map: ({ request }) => {
    const projectId = new URL(request.url).searchParams.get('projectId');
    if (projectId) prefetch(projectQuery(projectId));
    void import('../features/map/api').then(({ mapConfigQuery, outlinesQuery }) => {
      prefetch(mapConfigQuery());
      if (projectId) prefetch(outlinesQuery(projectId));
    });
    return null;
  },
  estimator: prefetchPriceList,
  'projects/:id': ({ params }) => {
    const id = params.id ?? '';
    prefetch(projectQuery(id));
    void import('../features/estimator/api').then(({ projectEstimatesQuery }) =>
      prefetch(projectEstimatesQuery(id)),
    );
    return null;
  },
  settings: prefetchPriceList,
};

// The screens are in route-table.ts: the dashboard ships in the main bundle, every other screen
// is its own chunk.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy code loads (a direct visit to /map, say).
    HydrateFallback: () => <LoadingState label="Loading Ridgeline…" />,
    children: [
      {
        // Pathless: errors below render inside the shell, with header and footer intact.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () => {
              prefetch(dashboardQuery());
              return null;
            },
            element: <DashboardPage />,
          },
          ...LAZY_SCREENS.map((screen) => ({
            path: screen.path,
            loader: LOADERS[screen.path],
            lazy: lazyScreen(screen),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
