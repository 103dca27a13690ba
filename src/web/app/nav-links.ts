import type { Permission, Permissions } from '../lib/permissions';
import type { ScreenNav, ScreenRoute } from './route-table';
import { DASHBOARD_SCREEN, LAZY_SCREENS } from './route-table';

export interface NavLink {
  to: string;
  label: string;
  /** Shown only to a role with this permission; every signed-in user sees a link without one. */
  requires?: Permission;
}

/** A menu's links, from the screen registry (route-table.ts), in its order. */
function linksOf(menu: ScreenNav['menu']): NavLink[] {
  const screens: readonly Pick<ScreenRoute, 'path' | 'requires' | 'nav'>[] = [
    DASHBOARD_SCREEN,
    ...LAZY_SCREENS,
  ];
  return screens.flatMap((s) =>
    (s.nav ?? [])
      .filter((n) => n.menu === menu)
      .map((n) => ({
        to: `/${s.path}`,
        label: n.label,
        ...(s.requires ? { requires: s.requires } : {}),
      })),
  );
}

/** The header's links: the four every screen shares, then the list of all projects. */
export const NAV_LINKS: readonly NavLink[] = linksOf('header');

/** The signed-in user's own menu, before Sign out. */
export const ACCOUNT_LINKS: readonly NavLink[] = linksOf('account');

/** The footer's links. */
export const FOOTER_LINKS: readonly NavLink[] = linksOf('footer');

/** The links of a list the signed-in user's role may see. */
export function linksFor<T extends NavLink>(links: readonly T[], can: Permissions): T[] {
  return links.filter((l) => !l.requires || can[l.requires]);
}
