import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, apiPattern } from './api-paths';

describe('apiPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(apiPath('projectOutlines', { id: 'a b/c' })).toBe('/api/projects/a%20b%2Fc/outlines');
    expect(apiPath('invitationAccept', { token: 't1' })).toBe('/api/invitations/t1/accept');
    expect(apiPath('estimateOrderCsv', { id: 'e1' })).toBe('/api/estimates/e1/order.csv');
  });

  it('adds a query as given, or built from its parameters, and none when empty', () => {
    expect(apiPath('geocode', {}, 'q=1%20Elm')).toBe('/api/geocode?q=1%20Elm');
    expect(apiPath('projects', {}, new URLSearchParams({ limit: '20' }))).toBe(
      '/api/projects?limit=20',
    );
    expect(apiPath('settingsLogo', {}, { v: '3' })).toBe('/api/settings/logo?v=3');
    expect(apiPath('me', {}, '')).toBe('/api/me');
  });
});

describe('apiPattern', () => {
  it('matches the paths apiPath builds, a parameter being one segment', () => {
    for (const name of Object.keys(API_ROUTES) as (keyof typeof API_ROUTES)[]) {
      const filled = API_ROUTES[name].replace(/:[A-Za-z]+/g, 'x%2Fy');
      expect(apiPattern(name).test(filled), name).toBe(true);
    }
    expect(apiPattern('project').test('/api/projects/a/outlines')).toBe(false);
    expect(apiPattern('estimateOrderCsv').test('/api/estimates/e1/orderxcsv')).toBe(false);
  });
});
