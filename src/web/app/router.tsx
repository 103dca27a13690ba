import { createBrowserRouter } from 'react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { LoadingState } from '../components/ui/status-message';

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
          { index: true, element: <DashboardPage /> },
          {
            path: 'pitch-finder',
            lazy: async () => ({
              Component: (await import('../features/pitch-finder/pitch-finder-page'))
                .PitchFinderPage,
            }),
          },
          {
            path: 'map',
            lazy: async () => ({ Component: (await import('../features/map/map-page')).MapPage }),
          },
          {
            path: 'estimator',
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
