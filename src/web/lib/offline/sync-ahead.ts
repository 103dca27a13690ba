import type { OfflineProjects } from '../../../domain/project/offline-projects';
import { apiRequest } from '../api-client';
import { API_CACHE } from './api-cache';
import type { ApiRouteName } from '../../../domain/api/api-paths';
import { apiPath, apiPattern } from '../../../domain/api/api-paths';

// Syncing ahead: the service worker keeps only the API answers the app has fetched, so a
// project never opened on this phone would not open on the roof with no signal. Every so often
// the app asks the server for the most recently changed projects with everything their pages
// read (GET /api/offline/projects), and puts each part in the worker's cache under the URL the
// page itself requests, as if the page had fetched it then. Offline, the worker answers the
// page from there (NetworkFirst matches by URL; these answers carry no Vary header), and the
// offline notice reads their Date header: the time of the sync. Generic: which other answers
// are kept, and who is signed in, the app says (app/pwa/sync-ahead.ts).

/**
 * How often the data is synced while the app is open. Opening the app (a reload too) syncs once
 * the page is idle, whenever the last sync was: the freshest data before going on the roof.
 */
export const SYNC_EVERY_MS = 10 * 60 * 1000;
/** A connection that comes back (or a phone that wakes) syncs, but not more often than this. */
const MIN_GAP_MS = 60 * 1000;
/** Marks the answers put here: the worker's expiration never counts them, so they are pruned here. */
export const SYNCED_HEADER = 'x-ridgeline-synced-ahead';
/** Cache writes at once: the Cache API is asynchronous, one at a time is slow for a thousand. */
const BATCH = 25;

export interface KeptAnswer {
  /** The path the app requests (as projectQuery, projectEstimatesQuery, ... build it). */
  url: string;
  body: unknown;
}

/**
 * Each answer a project page asks for, from the bulk answer. Estimates and proposals are only
 * there for a role that may see them: crew's page never asks for them.
 */
export function keptAnswersOf(answer: OfflineProjects): KeptAnswer[] {
  return answer.projects.flatMap((p) => {
    const id = { id: p.project.id };
    const answers: KeptAnswer[] = [
      { url: apiPath('project', id), body: p.project },
      { url: apiPath('projectOutlines', id), body: p.outlines },
      { url: apiPath('projectPhotos', id), body: p.photos },
      { url: apiPath('projectEvents', id), body: p.events },
      { url: apiPath('projectCrewTime', id), body: p.crewTime },
    ];
    if (p.estimates) answers.push({ url: apiPath('projectEstimates', id), body: p.estimates });
    if (p.proposals) answers.push({ url: apiPath('projectProposals', id), body: p.proposals });
    return answers;
  });
}

/** The answers of a project page, which keptAnswersOf puts. */
const PROJECT_PAGE_ROUTES = [
  'project',
  'projectOutlines',
  'projectPhotos',
  'projectEvents',
  'projectCrewTime',
  'projectEstimates',
  'projectProposals',
] as const satisfies readonly ApiRouteName[];

/** Whether a cached path is one of a project page's answers, which this sync may have put. */
export function isProjectPagePath(path: string): boolean {
  return PROJECT_PAGE_ROUTES.some((name) => apiPattern(name).test(path));
}

/** When an answer left the server (its Date header), or null without one. */
function sentAt(res: Response): number | null {
  const t = new Date(res.headers.get('date') ?? '').getTime();
  return Number.isNaN(t) ? null : t;
}

type CurrentUserId = () => string | null;

/** Fetches an answer to keep as it came (without a Vary header the cache would match on). */
async function answerOf(url: string): Promise<{ key: string; res: Response; text: string } | null> {
  try {
    const res = await apiRequest(url);
    const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? '' });
    const date = res.headers.get('date');
    if (date) headers.set('date', date);
    const text = await res.text();
    return { key: new URL(url, location.origin).href, res: new Response(text, { headers }), text };
  } catch {
    return null;
  }
}

/** At most this many photo thumbnails kept per sync: a crew's two weeks, not a whole gallery. */
const MAX_THUMBS = 60;
const THUMB_PATH = /^\/api\/photos\/[^/]+\/thumb$/;

/**
 * The photo thumbnails the kept answers show (a work order's photos): every `thumbUrl` in them,
 * so a job's photos show on the roof with no signal too. The worker answers these paths from
 * the same cache (vite.config.ts), which signing out empties.
 */
export function thumbnailsIn(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/"thumbUrl":"([^"]+)"/g)) {
      if (THUMB_PATH.test(m[1]!)) found.add(m[1]!);
    }
  }
  return [...found].slice(0, MAX_THUMBS);
}

async function imageOf(url: string): Promise<{ key: string; res: Response } | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? '' });
    const date = res.headers.get('date');
    if (date) headers.set('date', date);
    return {
      key: new URL(url, location.origin).href,
      res: new Response(await res.blob(), { headers }),
    };
  } catch {
    return null;
  }
}

/**
 * One sync for the user signed in when it started. Before each write the user is checked again:
 * signing out empties this cache (api-cache.ts), and a sync still under way must not fill it
 * again with the last user's data for the next one. Returns false when it stopped for that.
 */
export async function syncOnce(
  userId: string,
  currentUserId: CurrentUserId,
  /** The other answers kept besides the projects' (the paths the screens request). */
  alsoKept: readonly string[],
): Promise<boolean> {
  const res = await apiRequest(apiPath('offlineProjects'));
  const answer = (await res.json()) as OfflineProjects;
  const date = res.headers.get('date') ?? new Date().toUTCString();
  const syncedAt = new Date(date).getTime();
  const others = await Promise.all(alsoKept.map(answerOf));
  if (currentUserId() !== userId) return false;

  const cache = await caches.open(API_CACHE);
  for (const other of others) {
    if (other && currentUserId() === userId) await cache.put(other.key, other.res);
  }
  const thumbs = thumbnailsIn(others.flatMap((o) => (o ? [o.text] : [])));
  for (let i = 0; i < thumbs.length; i += BATCH) {
    const images = await Promise.all(thumbs.slice(i, i + BATCH).map(imageOf));
    for (const image of images) {
      if (image && currentUserId() === userId) await cache.put(image.key, image.res);
    }
  }
  const kept = keptAnswersOf(answer);
  for (let i = 0; i < kept.length; i += BATCH) {
    if (currentUserId() !== userId) return false;
    await Promise.all(
      kept.slice(i, i + BATCH).map(async ({ url, body }) => {
        const key = new URL(url, location.origin).href;
        // An answer the page got after this sync's own (the user opened the project meanwhile)
        // is newer: it stays.
        const current = await cache.match(key);
        const currentAt = current ? sentAt(current) : null;
        if (currentAt !== null && currentAt > syncedAt) return;
        if (currentUserId() !== userId) return;
        await cache.put(
          key,
          new Response(JSON.stringify(body), {
            headers: {
              'content-type': 'application/json; charset=utf-8',
              date,
              [SYNCED_HEADER]: '1',
            },
          }),
        );
      }),
    );
  }

  // Projects no longer among the most recently changed (or deleted, or parts the role no longer
  // sees): their answers put by an earlier sync go. Answers the worker kept itself (pages the
  // user opened) stay: its own expiration bounds those.
  const wanted = new Set(kept.map((k) => k.url));
  const stale = (await cache.keys()).filter((req) => {
    const path = new URL(req.url).pathname;
    return isProjectPagePath(path) && !wanted.has(path);
  });
  for (let i = 0; i < stale.length; i += BATCH) {
    if (currentUserId() !== userId) return false;
    await Promise.all(
      stale.slice(i, i + BATCH).map(async (req) => {
        const res = await cache.match(req);
        if (res?.headers.has(SYNCED_HEADER)) await cache.delete(req);
      }),
    );
  }
  return true;
}

/** Runs `task` once the browser is idle (or soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task, 1_000);
}

/** Who is signed in, as the sync ahead needs it: their id and the other answers kept for them. */
export interface SyncAheadSession {
  userId: string;
  alsoKept: readonly string[];
}

/**
 * Syncs the most recently changed projects ahead while someone is signed in and online: when
 * the app starts (once the browser is idle and the service worker is active), when someone
 * signs in, when the connection comes back, when the app returns to the screen, and every
 * SYNC_EVERY_MS while it is open. Nothing is kept without an active service worker: the cache
 * would serve no one. `session` says who is signed in now; `onSessionChange` calls back when the
 * session may have changed.
 */
export function startSyncAhead(
  session: () => SyncAheadSession | null,
  onSessionChange: (listener: () => void) => void,
): void {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const currentUserId: CurrentUserId = () => session()?.userId ?? null;
  let running = false;
  let last: { userId: string; at: number } | null = null;

  async function sync(minGapMs: number): Promise<void> {
    const now = session();
    if (running || !now || !navigator.onLine || document.visibilityState === 'hidden') return;
    const { userId } = now;
    if (last?.userId === userId && Date.now() - last.at < minGapMs) return;
    running = true;
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.active) return;
      if (await syncOnce(userId, currentUserId, now.alsoKept)) last = { userId, at: Date.now() };
    } catch {
      // No network after all, the server refused, or storage is full: the data kept from the
      // last sync stays, and the next occasion tries again.
    } finally {
      running = false;
    }
  }
  const soon = (minGapMs: number) => whenIdle(() => void sync(minGapMs));

  // Resolves once a worker is active: at once on a later visit, after it installs on the first.
  void navigator.serviceWorker.ready.then(() => soon(SYNC_EVERY_MS));
  setInterval(() => soon(MIN_GAP_MS), SYNC_EVERY_MS);
  window.addEventListener('online', () => soon(MIN_GAP_MS));
  document.addEventListener('visibilitychange', () => soon(SYNC_EVERY_MS));
  // Someone signed in (or another user did): their data, not the last sync's user's.
  onSessionChange(() => {
    const userId = currentUserId();
    // Signing out empties the kept answers: whoever signs in next, the same person too, syncs.
    if (!userId) last = null;
    else if (userId !== last?.userId) soon(0);
  });
}
