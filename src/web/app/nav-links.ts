import type { Permission, Permissions } from '../lib/permissions';

export interface NavLink {
  to: string;
  label: string;
  /** Shown only to a role with this permission; every signed-in user sees a link without one. */
  requires?: Permission;
}

/** The header's links: the four every screen shares, then the list of all projects and the board. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/pitch-finder', label: 'Pitch Finder' },
  { to: '/map', label: 'Map View' },
  { to: '/estimator', label: 'Estimator', requires: 'estimate' },
  { to: '/projects', label: 'Projects' },
  { to: '/pipeline', label: 'Pipeline' },
];

/** The signed-in user's own menu, before Sign out. */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { to: '/settings', label: 'Settings', requires: 'readSettings' },
  { to: '/settings/team', label: 'Team', requires: 'manageCompany' },
  { to: '/account', label: 'Account' },
];

/** The links of a list the signed-in user's role may see. */
export function linksFor<T extends NavLink>(links: readonly T[], can: Permissions): T[] {
  return links.filter((l) => !l.requires || can[l.requires]);
}
