import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../lib/permissions';
import { linksFor, NAV_LINKS } from './nav-links';

const labels = (role: Parameters<typeof permissionsFor>[0]) =>
  linksFor(NAV_LINKS, permissionsFor(role)).map((l) => l.label);

describe('linksFor', () => {
  it('shows the owner and an estimator every link', () => {
    expect(labels('owner')).toEqual(['Dashboard', 'Pitch Finder', 'Map View', 'Estimator']);
    expect(labels('estimator')).toEqual(labels('owner'));
  });

  it('leaves the Estimator out for crew', () => {
    expect(labels('crew')).toEqual(['Dashboard', 'Pitch Finder', 'Map View']);
  });
});
