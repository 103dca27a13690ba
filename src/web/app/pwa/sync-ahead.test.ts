import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineProject } from '../../../domain/project/offline-projects';
import { projectEstimatesQuery } from '../../features/estimator/api';
import { outlinesQuery } from '../../features/map/api';
import { projectPhotosQuery } from '../../features/photos/api';
import { projectQuery } from '../../features/projects/api';
import { projectProposalsQuery } from '../../features/proposals/api';
import { projectEventsQuery } from '../../features/schedule/api';
import { crewTimeQuery } from '../../features/costing/api';
import {
  isProjectPagePath,
  keptAnswersOf,
  SYNCED_HEADER,
  syncOnce,
} from '../../lib/offline/sync-ahead';
import { alsoKeptFor } from './sync-ahead';

// An id that needs encoding, so the test shows both sides encode it the same way.
const ID = 'a b/c';

const project = (id: string) =>
  ({
    project: { id, name: 'Henderson Re-roof' },
    outlines: { projectId: id, outlines: [], version: 0, updatedAt: null },
    photos: [],
    events: { items: [] },
    crewTime: { items: [] },
  }) as unknown as OfflineProject;

/**
 * The path a query of the app requests: its fetch starts as the query's function is called
 * (stubbed here, failing); what the query does after is not this test's concern.
 */
function pathOf(query: { queryFn?: unknown }): string {
  let asked = '';
  vi.stubGlobal('fetch', (url: string) => {
    asked = url;
    return Promise.reject(new Error('no network in this test'));
  });
  void (query.queryFn as (ctx: unknown) => Promise<unknown>)({}).catch(() => {});
  return asked;
}

describe('keptAnswersOf', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each part under the URL the project page itself requests', async () => {
    const answers = keptAnswersOf({
      projects: [{ ...project(ID), estimates: [], proposals: [] }],
    });
    expect(answers.map((a) => a.url)).toEqual([
      pathOf(projectQuery(ID)),
      pathOf(outlinesQuery(ID)),
      pathOf(projectPhotosQuery(ID)),
      pathOf(projectEventsQuery(ID)),
      pathOf(crewTimeQuery(ID)),
      pathOf(projectEstimatesQuery(ID)),
      pathOf(projectProposalsQuery(ID)),
    ]);
    expect(answers.every((a) => isProjectPagePath(a.url))).toBe(true);
  });

  it('keeps no estimates or proposals for a role that is not given them (crew)', () => {
    const answers = keptAnswersOf({ projects: [project('p1'), project('p2')] });
    expect(answers.map((a) => a.url)).toEqual([
      '/api/projects/p1',
      '/api/projects/p1/outlines',
      '/api/projects/p1/photos',
      '/api/projects/p1/events',
      '/api/projects/p1/crew-time',
      '/api/projects/p2',
      '/api/projects/p2/outlines',
      '/api/projects/p2/photos',
      '/api/projects/p2/events',
      '/api/projects/p2/crew-time',
    ]);
  });
});

describe('isProjectPagePath', () => {
  it('is true for a project page answer only', () => {
    for (const p of [
      '/api/projects/x',
      '/api/projects/x/estimates',
      '/api/projects/x/proposals',
      '/api/projects/x/events',
      '/api/projects/x/crew-time',
    ])
      expect(isProjectPagePath(p), p).toBe(true);
    for (const p of ['/api/projects', '/api/dashboard', '/api/projects/x/photo-report.pdf'])
      expect(isProjectPagePath(p), p).toBe(false);
  });
});

/** The Cache API as the page sees it, in memory: one cache per name, keyed by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const keyOf = (k: string | Request) => (typeof k === 'string' ? k : k.url);
    return {
      match: async (k: string | Request) => store.get(keyOf(k))?.clone(),
      put: async (k: string, res: Response) => void store.set(keyOf(k), res),
      delete: async (k: string | Request) => store.delete(keyOf(k)),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
    };
  };
  return { stores, api: { open, delete: async (name: string) => stores.delete(name) } };
}

const ORIGIN = 'https://ridgeline.test';
const SENT = 'Tue, 24 Nov 2026 15:00:00 GMT';

describe('syncOnce', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubs(answer: unknown) {
    const caches = memoryCaches();
    vi.stubGlobal('caches', caches.api);
    vi.stubGlobal('location', { origin: ORIGIN });
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/offline/projects'
        ? new Response(JSON.stringify(answer), { headers: { date: SENT } })
        : new Response('{}', { headers: { 'content-type': 'application/json', date: SENT } }),
    );
    return caches.stores;
  }

  it('keeps the price list and settings for the office, whose Estimator reads them', async () => {
    const stores = stubs({ projects: [] });
    expect(await syncOnce('u1', () => 'u1', alsoKeptFor(true))).toBe(true);
    const kept = [...stores.get('ridgeline-api')!.keys()];
    expect(kept).toEqual(
      expect.arrayContaining([`${ORIGIN}/api/settings`, `${ORIGIN}/api/materials`]),
    );
  });

  it("puts each part under its URL with the answer's Date, and drops parts no longer synced", async () => {
    const stores = stubs({ projects: [project('p1')] });
    const cache = await caches.open('ridgeline-api');
    const old = new Response('{}', { headers: { date: SENT, [SYNCED_HEADER]: '1' } });
    await cache.put(`${ORIGIN}/api/projects/gone/outlines`, old);
    // Kept by the worker when the user opened it: not the sync's to drop.
    await cache.put(
      `${ORIGIN}/api/projects/opened`,
      new Response('{}', { headers: { date: SENT } }),
    );

    expect(await syncOnce('u1', () => 'u1', alsoKeptFor(false))).toBe(true);
    const kept = stores.get('ridgeline-api')!;
    expect([...kept.keys()].sort()).toEqual(
      [
        '/api/config',
        '/api/crews',
        '/api/dashboard',
        '/api/lead-sources',
        '/api/me',
        '/api/my-jobs?days=15',
        '/api/pipeline',
        '/api/projects/opened',
        '/api/projects/p1',
        '/api/projects/p1/crew-time',
        '/api/projects/p1/events',
        '/api/projects/p1/outlines',
        '/api/projects/p1/photos',
        '/api/projects?limit=20',
        '/api/schedule/settings',
        '/api/stages',
      ].map((p) => ORIGIN + p),
    );
    const res = kept.get(`${ORIGIN}/api/projects/p1`)!;
    expect(res.headers.get('date')).toBe(SENT);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.json()).toEqual({ id: 'p1', name: 'Henderson Re-roof' });
  });

  it('writes nothing once the user who started it is signed out (or another signed in)', async () => {
    const stores = stubs({ projects: [project('p1'), project('p2')] });
    let user: string | null = 'u1';
    vi.stubGlobal('fetch', async (url: string) => {
      // Signed out while the answer was on its way.
      user = null;
      return new Response(url === '/api/offline/projects' ? '{"projects":[]}' : '{}', {
        headers: { date: SENT },
      });
    });
    expect(await syncOnce('u1', () => user, alsoKeptFor(false))).toBe(false);
    expect(stores.get('ridgeline-api')).toBeUndefined();
  });
});
