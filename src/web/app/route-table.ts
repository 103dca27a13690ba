import type { Permission } from '../lib/permissions';

/**
 * The screen registry: the app's screens as plain data, each one's URL path, where its code lives,
 * who may open it, which roles it is for and its links in the menus. Everything else is derived
 * from this list: the router (router.tsx) builds its routes from it; the build
 * (scripts/vite-route-pages.ts, vite.config.ts) writes a page per screen that preloads its code
 * and precaches it for offline use; the header, account menu and footer take their links from it
 * (nav-links.ts); the benches, scripts/screenshots.ts and the accessibility and ergonomics specs
 * visit every screen. No React and only type imports here, so Node reads it as well as the
 * browser.
 *
 * Adding a screen is one entry in LAZY_SCREENS below, e.g.
 *   { path: 'pipeline', module: 'features/pipeline/pipeline-page', component: 'PipelinePage',
 *     requires: 'estimate', nav: [{ menu: 'header', label: 'Pipeline' }] }
 * with its page module exporting that component. A screen that should start its data before its
 * code has loaded may add a loader under its path in router.tsx (LOADERS).
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
  /**
   * The roles it is for, by the permission they need: its menu links show only to them, and its
   * data is not asked for others (the page itself says to them that it is not theirs).
   */
  readonly requires?: Permission;
  /** Its links in the app's menus, in this list's order; none when not given. */
  readonly nav?: readonly ScreenNav[];
}

/** A link to a screen in one of the app's menus. */
export interface ScreenNav {
  /** The header's links, the signed-in user's own menu, or the footer. */
  readonly menu: 'header' | 'account' | 'footer';
  /**
   * In English, each literal marked with an i18n comment for the shell's catalogue: Node reads
   * this table too, so the menus translate it where they show it (`i18n._(label)`).
   */
  readonly label: string;
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

/** The dashboard as a screen of the registry: the first link of the header. */
export const DASHBOARD_SCREEN = {
  path: DASHBOARD_PATH,
  nav: [{ menu: 'header', label: /*i18n*/ 'Dashboard' }],
} as const satisfies Pick<ScreenRoute, 'path' | 'nav'>;

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
    nav: [{ menu: 'header', label: /*i18n*/ 'Pitch Finder' }],
  },
  {
    path: 'map',
    module: 'features/map/map-page',
    component: 'MapPage',
    nav: [{ menu: 'header', label: /*i18n*/ 'Map View' }],
  },
  {
    path: 'estimator',
    module: 'features/estimator/estimator-page',
    component: 'EstimatorPage',
    requires: 'estimate',
    nav: [{ menu: 'header', label: /*i18n*/ 'Estimator' }],
  },
  {
    path: 'projects',
    module: 'features/projects/projects-list-page',
    component: 'ProjectsListPage',
    nav: [{ menu: 'header', label: /*i18n*/ 'Projects' }],
  },
  {
    path: 'projects/new',
    module: 'features/projects/new-project-page',
    component: 'NewProjectPage',
    requires: 'editProjects',
  },
  { path: 'projects/:id', module: 'pages/project-page', component: 'ProjectPage' },
  {
    path: 'pipeline',
    module: 'features/pipeline/pipeline-page',
    component: 'PipelinePage',
    // Everyone sees the board; crew's answer has no money and their moves are limited.
    nav: [{ menu: 'header', label: /*i18n*/ 'Pipeline' }],
  },
  {
    path: 'receivables',
    module: 'features/receivables/receivables-page',
    component: 'ReceivablesPage',
    requires: 'manageCompany',
    nav: [{ menu: 'account', label: /*i18n*/ 'Receivables' }],
  },
  {
    path: 'my-jobs',
    module: 'features/my-jobs/my-jobs-page',
    component: 'MyJobsPage',
    // A crew member's home (where signing in lands them); anyone on a crew has jobs there.
    nav: [{ menu: 'header', label: /*i18n*/ 'My jobs' }],
  },
  {
    path: 'schedule',
    module: 'features/schedule/schedule-page',
    component: 'SchedulePage',
    // The office books and moves jobs; crew have their own day's screen.
    requires: 'editProjects',
    nav: [{ menu: 'header', label: /*i18n*/ 'Schedule' }],
  },
  {
    path: 'settings/crews',
    module: 'features/schedule/crews-page',
    component: 'CrewsPage',
    requires: 'manageCompany',
    nav: [{ menu: 'account', label: /*i18n*/ 'Crews' }],
  },
  {
    path: 'reports',
    module: 'features/reports/reports-page',
    component: 'ReportsPage',
    // The owner's numbers; an estimator sees their own sales figures, crew none.
    requires: 'estimate',
    nav: [{ menu: 'header', label: /*i18n*/ 'Reports' }],
  },
  {
    path: 'terms',
    module: 'features/info/info-pages',
    component: 'TermsPage',
    access: 'public',
    nav: [{ menu: 'footer', label: /*i18n*/ 'Terms' }],
  },
  {
    path: 'privacy',
    module: 'features/info/info-pages',
    component: 'PrivacyPage',
    access: 'public',
    nav: [{ menu: 'footer', label: /*i18n*/ 'Privacy' }],
  },
  {
    path: 'contact',
    module: 'features/info/info-pages',
    component: 'ContactPage',
    access: 'public',
    nav: [{ menu: 'footer', label: /*i18n*/ 'Contact' }],
  },
  {
    path: 'settings',
    module: 'features/settings/settings-page',
    component: 'SettingsPage',
    requires: 'readSettings',
    nav: [
      { menu: 'account', label: /*i18n*/ 'Settings' },
      { menu: 'footer', label: /*i18n*/ 'Settings' },
    ],
  },
  {
    path: 'settings/team',
    module: 'features/team/team-page',
    component: 'TeamPage',
    requires: 'manageCompany',
    nav: [{ menu: 'account', label: /*i18n*/ 'Team' }],
  },
  {
    path: 'account',
    module: 'features/account/account-page',
    component: 'AccountPage',
    nav: [{ menu: 'account', label: /*i18n*/ 'Account' }],
  },
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
