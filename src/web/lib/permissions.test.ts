import { describe, expect, it } from 'vitest';
import { permissionsFor } from './permissions';

describe('permissionsFor', () => {
  it('lets the owner do everything', () => {
    expect(permissionsFor('owner')).toEqual({
      seeMoney: true,
      estimate: true,
      editProjects: true,
      readSettings: true,
      manageCompany: true,
    });
  });

  it('lets an estimator work on projects and estimates and read, not change, the settings', () => {
    expect(permissionsFor('estimator')).toEqual({
      seeMoney: true,
      estimate: true,
      editProjects: true,
      readSettings: true,
      manageCompany: false,
    });
  });

  it('shows crew no money, no estimates, no settings, and no project edits', () => {
    expect(permissionsFor('crew')).toEqual({
      seeMoney: false,
      estimate: false,
      editProjects: false,
      readSettings: false,
      manageCompany: false,
    });
  });

  it('gives a signed-out visitor nothing', () => {
    expect(Object.values(permissionsFor(null)).some(Boolean)).toBe(false);
  });
});
