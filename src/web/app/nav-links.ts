import type { Permission, Permissions } from '../lib/permissions';

export interface NavLink {
  to: string;
  label: string;
  /** Shown only to a role with this permission; every signed-in user sees a link without one. */
  requires?: Permission;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/pitch-finder', label: 'Pitch Finder' },
  { to: '/map', label: 'Map View' },
  { to: '/estimator', label: 'Estimator', requires: 'estimate' },
];

/** The links of a list the signed-in user's role may see. */
export function linksFor<T extends NavLink>(links: readonly T[], can: Permissions): T[] {
  return links.filter((l) => !l.requires || can[l.requires]);
}
