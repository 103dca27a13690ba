import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { projectEstimatesQuery } from '../features/estimator/api';
import { mapConfigQuery, outlinesQuery } from '../features/map/api';
import { dashboardQuery, projectQuery } from '../features/projects/api';
import { materialsQuery, settingsQuery } from '../features/settings/api';
import { queryClient } from './query-client';
import { DashboardPage } from '../features/dashboard/dashboard-page';
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

// The dashboard is the landing page and ships in the main bundle; every other screen is
// its own chunk, so the map's and PDF's code never load on routes that do not use them.
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
          {
            path: 'pitch-finder',
            lazy: async () => ({
              Component: (await import('../features/pitch-finder/pitch-finder-page'))
                .PitchFinderPage,
            }),
          },
          {
            path: 'map',
            loader: ({ request }) => {
              prefetch(mapConfigQuery());
              const projectId = new URL(request.url).searchParams.get('projectId');
              if (projectId) {
                prefetch(projectQuery(projectId));
                prefetch(outlinesQuery(projectId));
              }
              return null;
            },
            lazy: async () => ({ Component: (await import('../features/map/map-page')).MapPage }),
          },
          {
            path: 'estimator',
            loader: prefetchPriceList,
            lazy: async () => ({
              Component: (await import('../features/estimator/estimator-page')).EstimatorPage,
            }),
          },
          {
            path: 'projects',
            lazy: async () => ({
              Component: (await import('../features/projects/projects-list-page')).ProjectsListPage,
            }),
          },
          {
            path: 'projects/new',
            lazy: async () => ({
              Component: (await import('../features/projects/new-project-page')).NewProjectPage,
            }),
          },
          {
            path: 'projects/:id',
            loader: ({ params }) => {
              prefetch(projectQuery(params.id ?? ''));
              prefetch(projectEstimatesQuery(params.id ?? ''));
              return null;
            },
            lazy: async () => ({
              Component: (await import('../features/projects/project-page')).ProjectPage,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({
              Component: (await import('../features/info/info-pages')).TermsPage,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/info/info-pages')).PrivacyPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../features/info/info-pages')).ContactPage,
            }),
          },
          {
            path: 'settings',
            loader: prefetchPriceList,
            lazy: async () => ({
              Component: (await import('../features/settings/settings-page')).SettingsPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
