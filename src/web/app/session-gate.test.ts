import { describe, expect, it } from 'vitest';
import type { SessionState } from '../features/account/api';
import { redirectFor, safeNextPath, signInPath } from './session-gate';

const at = (path: string) => new URL(path, 'http://127.0.0.1:3000');
const ana = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  role: 'crew',
  language: null,
} as const;
const signedIn: SessionState = { user: ana, setupRequired: false };
const signedOut: SessionState = { user: null, setupRequired: false };
const noUserYet: SessionState = { user: null, setupRequired: true };

describe('safeNextPath', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeNextPath('/projects?status=pending#top')).toBe('/projects?status=pending#top');
    expect(safeNextPath('/projects/abc')).toBe('/projects/abc');
  });

  it('sends anything that could lead off-site to the dashboard', () => {
    for (const next of [
      null,
      '',
      'projects',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '//[',
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/');
    }
  });
});

describe('signInPath', () => {
  it('names the page to come back to, unless it is the dashboard', () => {
    expect(signInPath('/projects?status=pending')).toBe(
      '/login?next=%2Fprojects%3Fstatus%3Dpending',
    );
    expect(signInPath('/')).toBe('/login');
  });
});

describe('redirectFor', () => {
  it('lets a signed-in user in, and sends a signed-out one to sign in and back', () => {
    expect(redirectFor('signed-in', signedIn, at('/map'))).toBeNull();
    expect(redirectFor('signed-in', signedOut, at('/map?projectId=p1'))).toBe(
      '/login?next=%2Fmap%3FprojectId%3Dp1',
    );
  });

  it('sends everyone to setup while there is no user, and keeps setup closed after', () => {
    expect(redirectFor('signed-in', noUserYet, at('/map'))).toBe('/setup');
    expect(redirectFor('signed-out', noUserYet, at('/login'))).toBe('/setup');
    expect(redirectFor('signed-out', noUserYet, at('/setup'))).toBeNull();
    expect(redirectFor('signed-out', signedOut, at('/setup'))).toBe('/login');
    expect(redirectFor('signed-out', signedOut, at('/login?next=/map'))).toBeNull();
  });

  it('sends a signed-in user on from sign-in and setup, to next only when it is safe', () => {
    expect(redirectFor('signed-out', signedIn, at('/login?next=%2Fmap'))).toBe('/map');
    expect(redirectFor('signed-out', signedIn, at('/login?next=%2F%2Fevil.example'))).toBe('/');
    // Ana is crew: her home is My jobs.
    expect(redirectFor('signed-out', signedIn, at('/setup'))).toBe('/my-jobs');
  });

  it('shows a public screen to anyone', () => {
    for (const session of [signedIn, signedOut, noUserYet]) {
      expect(redirectFor('public', session, at('/invite/abc'))).toBeNull();
    }
  });
});
