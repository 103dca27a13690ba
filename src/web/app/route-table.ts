/**
 * The app's screens as plain data: each one's URL path and where its code lives. The router
 * (router.tsx) builds its routes from this list; the build (scripts/vite-route-pages.ts) writes
 * a page per screen that preloads its code; the benches and scripts/screenshots.ts visit every
 * screen. No React and no imports here, so Node reads it as well as the browser.
 */
export interface ScreenRoute {
  /** As the router writes it, e.g. "projects/:id". */
  readonly path: string;
  /** The page module, relative to src/web and without its extension (a .tsx file). */
  readonly module: string;
  /** The module's export that is the screen's component. */
  readonly component: string;
  /** Who may open it; signed-in users only when not given. */
  readonly access?: ScreenAccess;
}

/**
 * Who may open a screen: a signed-in user; only a signed-out visitor (sign-in and setup: a
 * signed-in user goes on to the app); or anyone.
 */
export type ScreenAccess = 'signed-in' | 'signed-out' | 'public';

/**
 * The dashboard is the index route (pages/dashboard-page.tsx): it ships in the main bundle, as
 * every first visit needs it.
 */
export const DASHBOARD_PATH = '';

/**
 * Every other screen is its own chunk, loaded when its route is first visited, so the map's and
 * PDF's code never load on routes that do not use them. A screen that shows one feature lives in
 * that feature's folder; one that combines features is composed in pages/.
 */
export const LAZY_SCREENS = [
  {
    path: 'pitch-finder',
    module: 'features/pitch-finder/pitch-finder-page',
    component: 'PitchFinderPage',
  },
  { path: 'map', module: 'features/map/map-page', component: 'MapPage' },
  { path: 'estimator', module: 'features/estimator/estimator-page', component: 'EstimatorPage' },
  {
    path: 'projects',
    module: 'features/projects/projects-list-page',
    component: 'ProjectsListPage',
  },
  {
    path: 'projects/new',
    module: 'features/projects/new-project-page',
    component: 'NewProjectPage',
  },
  { path: 'projects/:id', module: 'pages/project-page', component: 'ProjectPage' },
  { path: 'pipeline', module: 'features/pipeline/pipeline-page', component: 'PipelinePage' },
  {
    path: 'terms',
    module: 'features/info/info-pages',
    component: 'TermsPage',
    access: 'public',
  },
  {
    path: 'privacy',
    module: 'features/info/info-pages',
    component: 'PrivacyPage',
    access: 'public',
  },
  {
    path: 'contact',
    module: 'features/info/info-pages',
    component: 'ContactPage',
    access: 'public',
  },
  { path: 'settings', module: 'features/settings/settings-page', component: 'SettingsPage' },
  { path: 'account', module: 'features/account/account-page', component: 'AccountPage' },
  {
    path: 'login',
    module: 'features/account/sign-in-page',
    component: 'SignInPage',
    access: 'signed-out',
  },
  {
    path: 'setup',
    module: 'features/account/setup-page',
    component: 'SetupPage',
    access: 'signed-out',
  },
  {
    path: 'invite/:token',
    module: 'features/account/invitation-page',
    component: 'InvitationPage',
    access: 'public',
  },
  { path: 'settings/team', module: 'features/team/team-page', component: 'TeamPage' },
] as const satisfies readonly ScreenRoute[];

export type LazyScreen = (typeof LAZY_SCREENS)[number];

/** Who may open a screen. */
export function accessOf(screen: ScreenRoute): ScreenAccess {
  return screen.access ?? 'signed-in';
}

/** Is this URL path a screen only signed-out visitors see (sign-in, setup)? */
export function isSignedOutScreen(pathname: string): boolean {
  return LAZY_SCREENS.some((s) => accessOf(s) === 'signed-out' && `/${s.path}` === pathname);
}

/** Every screen's path, the dashboard first. */
export function screenPaths(): string[] {
  return [DASHBOARD_PATH, ...LAZY_SCREENS.map((s) => s.path)];
}
