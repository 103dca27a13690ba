import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { sessionQuery } from '../features/account/api';
import { dashboardQuery, projectPath, projectQuery } from '../features/projects/api';
import { materialsQuery, settingsQuery } from '../features/settings/api';
import { apiPath } from '../../domain/api/api-paths';
import { queryClient } from './query-client';
import type { LazyScreen, ScreenAccess, ScreenRoute } from './route-table';
import { accessOf, LAZY_SCREENS } from './route-table';
import { gate, leaveEndedSessions } from './session-gate';
import { DashboardPage } from '../pages/dashboard-page';
import { Layout } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from './route-error';
import { permissionsFor } from '../lib/permissions';
import { catalogsReady } from '../lib/i18n/catalogs';
import { firstScreenIsPainted, whenFirstScreenPainted } from '../lib/after-next-paint';

// Loaders start a screen's requests while its code is still loading, instead of after it has
// rendered; the screen's useQuery then finds them in flight or done. They do not wait (the
// screen shows its own loading and error states), so they return null at once; only a first
// visit's screen whose page preloaded its data waits a moment for it (`forFirstScreen`).
function prefetch<TData, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, Error, TData, TKey>,
) {
  void queryClient.prefetchQuery(query);
}

/**
 * What the signed-in user's role may see. The gate loads the session before any loader runs; a
 * loader asks for nothing the role may not read (the server would refuse it).
 */
const can = () =>
  permissionsFor(queryClient.getQueryData(sessionQuery().queryKey)?.user?.role ?? null);

/**
 * How long a first visit's screen waits for data its page preloaded before drawing a loading
 * state instead: long enough for an answer already on its way, short enough not to be noticed.
 */
const FIRST_SCREEN_DATA_WAIT_MS = 500;

/** Whether the page's HTML preloads this API path (a project's page and the map's do). */
const pagePreloaded = (path: string) =>
  [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute('href') === path,
  );

/**
 * On a first visit, data the page asked for with its HTML (the server's page, not the offline
 * copy) is in, or nearly, by the time the app runs: the app's first screen waits for it (a
 * moment at most) and shows it, rather than painting a loading state first and the screen a
 * moment later. Errors are the screen's to show. Later screens never wait here.
 */
async function forFirstScreen(data: Promise<unknown>): Promise<void> {
  if (firstScreenIsPainted()) return;
  await Promise.race([
    data.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);
}

/** The estimator and Settings both open on the company's settings and price list. */
function prefetchPriceList() {
  if (can().readSettings) {
    prefetch(settingsQuery());
    prefetch(materialsQuery());
  }
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
    // The messages the screen's code registered, in the user's language, before it shows.
    await catalogsReady();
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
const prefetchStages = () =>
  void import('../features/pipeline/api').then((api) => {
    prefetch(api.stagesQuery());
    prefetch(api.leadSourcesQuery());
    // The project form's salesperson list: the office's (the server refuses crew it).
    if (can().editProjects) prefetch(api.salespeopleQuery());
  });

const LOADERS: Partial<Record<LazyScreen['path'], LoaderFunction>> = {
  map: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const projectId = params.get('projectId');
    if (projectId) prefetch(projectQuery(projectId));
    const ready = import('../features/map/api').then(
      ({ firstDrawChecks, mapConfigQuery, mapSchemas, outlinesQuery }): Promise<unknown> => {
        if (projectId) prefetch(outlinesQuery(projectId));
        const config = queryClient.ensureQueryData(mapConfigQuery());
        // A first screen drawn from a link's coordinates, outlines or the tab's kept map checks
        // them with the schemas; a plain visit gets them after its first paint.
        if (!firstDrawChecks(params)) return config;
        return Promise.all([config, queryClient.ensureQueryData(mapSchemas.query())]);
      },
    );
    // Its failures are the screen's to show, from its own queries.
    void ready.catch(() => undefined);
    // The page preloads the map's settings (server/map-page.ts): the first screen is the map
    // with its first tile, not a loading state.
    if (pagePreloaded(apiPath('config'))) await forFirstScreen(ready);
    return null;
  },
  estimator: () => {
    prefetchPriceList();
    // The form checks and prices what is typed as it draws: its schemas come with its data.
    void import('../features/estimator/api').then(({ estimatorSchemas }) =>
      prefetch(estimatorSchemas.query()),
    );
    return null;
  },
  // The list's cards open projects whose stage control needs the stages: read (and so kept by
  // the service worker for use offline) while the list is open.
  projects: () => {
    prefetchStages();
    return null;
  },
  // The form's stages, lead sources and salespeople leave with the page's code: answered after
  // the form is first drawn, each answer drew it again.
  'projects/new': () => {
    prefetchStages();
    return null;
  },
  'projects/:id': async ({ params }) => {
    const id = params.id ?? '';
    prefetch(projectQuery(id));
    // The sections' requests in two moments: the modules that define them are in the page's
    // own files, which its HTML already preloads, so they arrive together (asked one by one,
    // each waited for its own module: a waterfall). What a phone's first screen shows (the
    // details, the stage, the estimates) is asked for with the project, and answered from the
    // preloads the server writes into the page for the same URLs (server/project-page.ts); the
    // sections under it once that screen is painted, so their requests do not queue beside the
    // first screen's on a slow connection.
    const { estimate, editProjects, seeMoney } = can();
    void Promise.all([
      import('../features/pipeline/api'),
      import('../features/photos/api'),
      import('../features/estimator/api'),
      import('../features/proposals/api'),
      import('../features/schedule/api'),
      import('../features/invoices/api'),
      import('../features/costing/api'),
    ]).then(async ([stages, photos, estimates, proposals, schedule, invoices, costing]) => {
      prefetch(stages.stagesQuery());
      prefetch(stages.leadSourcesQuery());
      if (editProjects) prefetch(stages.salespeopleQuery());
      if (estimate) prefetch(estimates.projectEstimatesQuery(id));
      await whenFirstScreenPainted();
      // Every role sees the photos (their list, not the images), the schedule and the time
      // logged on the job.
      prefetch(photos.projectPhotosQuery(id));
      prefetch(schedule.projectEventsQuery(id));
      prefetch(schedule.crewsQuery());
      prefetch(schedule.scheduleSettingsQuery());
      prefetch(costing.crewTimeQuery(id));
      // Proposals, invoices and costs carry money: the office's only (as the page shows its
      // sections, pages/project-page.tsx).
      if (estimate) {
        prefetch(proposals.projectProposalsQuery(id));
        prefetch(costing.costsQuery(id));
        prefetch(costing.profitQuery(id));
        if (seeMoney) prefetch(invoices.projectInvoicesQuery(id));
      }
    });
    // The page preloads the project (server/project-page.ts): the first screen is the project's
    // details, not a loading state. The sections above wait for that paint.
    if (pagePreloaded(projectPath(id)))
      await forFirstScreen(queryClient.ensureQueryData(projectQuery(id)));
    return null;
  },
  settings: prefetchPriceList,
  // Every report the page will show, for the period its URL names, asked with the page's code.
  reports: ({ request }) => {
    const role = queryClient.getQueryData(sessionQuery().queryKey)?.user?.role ?? null;
    void import('../features/reports/api').then(({ reportQuery, reportsAsked }) => {
      const { period, names } = reportsAsked(new URL(request.url).searchParams, role);
      for (const name of names) prefetch(reportQuery(name, period));
    });
    return null;
  },
  // The report and the reminder settings leave with the page's code (the page's HTML preloads
  // the module), not after it has rendered its loading state.
  receivables: () => {
    void import('../features/receivables/api').then((api) => {
      prefetch(api.receivablesQuery());
      prefetch(api.reminderSettingsQuery());
    });
    return null;
  },
};

/** A screen's loader, run only for the roles the screen is for (route-table.ts `requires`). */
function loaderOf(screen: ScreenRoute & Pick<LazyScreen, 'path'>): LoaderFunction | undefined {
  const loader = LOADERS[screen.path];
  const { requires } = screen;
  if (!loader || !requires) return loader;
  return (args) => (can()[requires] ? loader(args) : null);
}

const lazyRoutes = (access: ScreenAccess): RouteObject[] =>
  LAZY_SCREENS.filter((screen) => accessOf(screen) === access).map((screen) => ({
    path: screen.path,
    loader: loaderOf(screen),
    lazy: lazyScreen(screen),
  }));

// The screens are in route-table.ts, the screen registry: the dashboard ships in the main
// bundle, every other screen is its own chunk. They are grouped by who may open them, each group
// behind its gate: the gate's middleware runs before the loaders, so a signed-out visit asks for
// no data.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: errors below render inside the shell, with header and footer intact.
        errorElement: <RouteError />,
        children: [
          {
            middleware: [gate('signed-in')],
            children: [
              {
                index: true,
                loader: () => {
                  prefetch(dashboardQuery());
                  return null;
                },
                element: <DashboardPage />,
              },
              ...lazyRoutes('signed-in'),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { middleware: [gate('signed-out')], children: lazyRoutes('signed-out') },
          // Anyone may open these; the gate still loads the session, for the header.
          { middleware: [gate('public')], children: lazyRoutes('public') },
        ],
      },
    ],
  },
]);

leaveEndedSessions(() => router.revalidate());

/**
 * Resolves once the router has the first screen's code and its loaders have answered: the app's
 * first render waits for it (main.tsx), so it draws the screen, never a fallback in its place.
 */
export function routerInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
