import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../lib/permissions';
import { ACCOUNT_LINKS, FOOTER_LINKS, NAV_LINKS } from './nav-links';
import { DASHBOARD_PATH, LAZY_SCREENS, screenPaths } from './route-table';

describe('the screen registry', () => {
  it('registers each path once', () => {
    const paths = screenPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is where every menu link comes from: each goes to a registered screen', () => {
    const paths = new Set(screenPaths().map((p) => `/${p}`));
    for (const link of [...NAV_LINKS, ...ACCOUNT_LINKS, ...FOOTER_LINKS]) {
      expect(paths.has(link.to), link.to).toBe(true);
    }
    expect(NAV_LINKS[0]?.to).toBe(`/${DASHBOARD_PATH}`);
  });

  it('gives a link the roles of its screen', () => {
    const all = [...NAV_LINKS, ...ACCOUNT_LINKS, ...FOOTER_LINKS];
    for (const screen of LAZY_SCREENS) {
      const requires = 'requires' in screen ? screen.requires : undefined;
      for (const link of all.filter((l) => l.to === `/${screen.path}`)) {
        expect(link.requires, link.to).toBe(requires);
      }
    }
  });

  it('names a permission that exists for every screen limited to some roles', () => {
    const known = Object.keys(permissionsFor('owner'));
    for (const screen of LAZY_SCREENS) {
      if ('requires' in screen) expect(known, screen.path).toContain(screen.requires);
    }
  });

  it('keeps the footer’s links: the information pages, then Settings', () => {
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual(['Terms', 'Privacy', 'Contact', 'Settings']);
  });
});
