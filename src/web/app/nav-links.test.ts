import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../lib/permissions';
import { ACCOUNT_LINKS, linksFor, NAV_LINKS } from './nav-links';

const labels = (role: Parameters<typeof permissionsFor>[0], links = NAV_LINKS) =>
  linksFor(links, permissionsFor(role)).map((l) => l.label);

describe('linksFor', () => {
  it('shows the owner and an estimator every link', () => {
    expect(labels('owner')).toEqual([
      'Dashboard',
      'Pitch Finder',
      'Map View',
      'Estimator',
      'Projects',
      'Pipeline',
      'My jobs',
      'Schedule',
      'Reports',
    ]);
    expect(labels('estimator')).toEqual(labels('owner'));
  });

  it('leaves the Estimator out for crew', () => {
    expect(labels('crew')).toEqual([
      'Dashboard',
      'Pitch Finder',
      'Map View',
      'Projects',
      'Pipeline',
      'My jobs',
    ]);
  });

  it('gives the owner Settings, Team and Account; an estimator no Team; crew only Account', () => {
    expect(labels('owner', ACCOUNT_LINKS)).toEqual([
      'Receivables',
      'Crews',
      'Settings',
      'Team',
      'Account',
    ]);
    expect(labels('estimator', ACCOUNT_LINKS)).toEqual(['Settings', 'Account']);
    expect(labels('crew', ACCOUNT_LINKS)).toEqual(['Account']);
  });
});
