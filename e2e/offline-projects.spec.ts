import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate/estimate';
import { allowConsoleErrors, DESKTOP, expect, MOBILE, openAccountMenu, test } from './fixtures';
import type { TestUser } from './fixtures';

// Syncing ahead (src/web/lib/offline/sync-ahead.ts): after one visit online, a project the user
// never opened on this device opens with the network off, with its estimates and outlines.

const OUTLINE = {
  id: 'o-main',
  name: 'Main house',
  pitch: 6,
  points: [
    { lat: 45.5152, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6783 },
    { lat: 45.5152, lng: -122.6783 },
  ],
};

/**
 * Three projects made through the API; the first has an estimate and a roof outline, and is
 * booked for a crew with those members.
 */
async function makeProjects(
  api: APIRequestContext,
  crewMemberIds: string[] = [],
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of ['Never Opened Re-roof', 'Second Street Repair', 'Third Avenue Gutters']) {
    const r = await api.post('/api/projects', { data: { name, address: `1 ${name} Rd` } });
    expect(r.status()).toBe(201);
    ids.push(((await r.json()) as { id: string }).id);
  }
  const [first] = ids as [string];
  const estimate = await api.post('/api/estimates', {
    data: { ...DEFAULT_ESTIMATE_INPUT, projectId: first },
  });
  expect(estimate.status()).toBe(201);
  const outlines = await api.put(`/api/projects/${first}/outlines`, {
    data: { outlines: [OUTLINE], version: 0 },
  });
  expect(outlines.status()).toBe(200);
  // Its roof booked for a crew, and a day logged on it: the schedule and crew time sections.
  const crew = await api.post('/api/crews', {
    data: { name: 'Alpha', colour: '#1d4ed8', memberIds: crewMemberIds },
  });
  expect(crew.status()).toBe(201);
  const booked = await api.post(`/api/projects/${first}/events`, {
    data: {
      kind: 'production',
      crewId: ((await crew.json()) as { id: string }).id,
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    },
  });
  expect(booked.status()).toBe(201);
  const logged = await api.post(`/api/projects/${first}/crew-time`, {
    data: { date: '2026-12-01', days: 1, note: 'Tear-off' },
  });
  expect(logged.status()).toBe(201);
  return ids;
}

/** Every answer of a project's page the sync keeps, for the office or not (sorted). */
const keptFor = (projectId: string, office: boolean) => {
  const path = `/api/projects/${projectId}`;
  const parts = ['', '/crew-time', '/events', '/outlines', '/photos'];
  if (office) parts.push('/estimates', '/proposals');
  return parts.map((p) => path + p).sort();
};

/** An API client acting as that user (the test's own `request` is signed in as the test's role). */
const apiAs = (baseURL: string, user: TestUser) =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: user.headers });

/** The paths the sync has put in the worker's API cache, of one project. */
const keptPaths = (page: Page, projectId: string) =>
  page.evaluate(async (id) => {
    const cache = await caches.open('ridgeline-api');
    const keys = await cache.keys();
    return keys
      .map((k) => new URL(k.url).pathname)
      .filter((p) => p.startsWith(`/api/projects/${id}`))
      .sort();
  }, projectId);

/** The one visit: the dashboard, online, until the worker is active and the sync is done. */
async function visitOnce(page: Page, expectedPaths: string[], projectId: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => keptPaths(page, projectId)).toEqual(expectedPaths);
}

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline: showing data from / });

test('a project never opened on this device opens offline with its estimates and outline', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const [neverOpened, second] = (await makeProjects(request)) as [string, string];
  await visitOnce(page, keptFor(neverOpened, true), neverOpened);
  expect(await keptPaths(page, second)).toEqual(keptFor(second, true));

  await context.setOffline(true);
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${neverOpened}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Opened Re-roof' }),
    ).toBeVisible();
    await expect(page.getByText('EST-000001', { exact: true })).toBeVisible();
    await expect(page.getByText('No photos yet', { exact: false })).toBeVisible();
    // The schedule and the crew's time came with the sync too: no section waits for a signal.
    await expect(page.getByRole('button', { name: /Production/ })).toContainText('Alpha');
    await expect(page.getByRole('list', { name: 'Crew time' })).toContainText('1 day · Tear-off');
    // The office's money sections are not kept ahead: each says it waits for a signal.
    for (const section of ['Loading invoices…', 'Loading costs…', 'Loading profit…']) {
      await expect(page.getByRole('status').filter({ hasText: section })).toContainText(
        'No signal: this was not kept on this device.',
      );
    }
    await expect(offlineNotice(page)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`project-offline-${size.width}.png`),
      fullPage: true,
    });
  }

  // The Estimator, never opened online either: the price list came with the sync.
  await page.goto('/estimator');
  await expect(page.getByRole('region', { name: 'Estimate Results' })).toContainText(
    'Total Estimate$10,590',
  );
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Second Street Repair' })).toBeVisible();

  // Its outline, on the map screen. The imagery of a place never looked at online is not on
  // the phone: each tile that fails is logged by the browser, not by the app, and only those
  // are let pass.
  const failedTiles: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname.startsWith('/tiles/')) failedTiles.push(r.url());
  });
  await page.goto(`/map?projectId=${neverOpened}`);
  await expect(page.getByRole('region', { name: `Outline ${OUTLINE.name}` })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('map-offline-1280.png') });
  await page.goto('about:blank');
  for (const _tile of failedTiles) {
    const i = consoleErrors.indexOf('Failed to load resource: net::ERR_FAILED');
    if (i >= 0) consoleErrors.splice(i, 1);
  }
});

test('a project this device did not keep, opened with no signal, says it opens once back online', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Made after the last sync, by someone else: on the server, not on this phone.
  await context.setOffline(true);
  await page.setViewportSize(MOBILE);
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  const loading = page.getByRole('status').filter({ hasText: 'Loading project…' });
  await expect(
    loading.getByText(
      'No signal: this was not kept on this device. It opens when you are back online.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('not-kept-offline-375.png') });

  // Back online, the read goes out and is answered: no such project. If the page hears of the
  // network before its service worker has it, that read fails and the page offers Try again.
  await context.setOffline(false);
  const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(notFound.or(tryAgain)).toBeVisible();
  if (await tryAgain.isVisible()) await tryAgain.click();
  await expect(notFound).toBeVisible();
  // The browser logs each read that had no network and no kept answer, and then the server's
  // 404s for the project and its sections: its report of the network, not an error of the app.
  const expected =
    /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404 \(Not Found\))$/;
  allowConsoleErrors(consoleErrors, expected);
});

test('signing out forgets what was kept; the same person signing in again gets it back at once', async ({
  page,
  request,
  users,
}) => {
  const [neverOpened] = (await makeProjects(request)) as [string];
  const syncs: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/offline/projects') syncs.push(r.url());
  });
  const all = keptFor(neverOpened, true);
  await visitOnce(page, all, neverOpened);
  expect(syncs).toHaveLength(1);

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(() => keptPaths(page, neverOpened)).toEqual([]);
  await page.getByLabel('Email').fill(users.me!.email);
  await page.getByLabel('Password').fill(users.me!.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Not ten minutes later, when the next sync was due: now.
  await expect.poll(() => syncs.length).toBe(2);
  await expect.poll(() => keptPaths(page, neverOpened)).toEqual(all);
});

test.describe('as crew', () => {
  test.use({ role: 'crew' });

  test('crew get the projects offline with no money and no estimates', async ({
    page,
    context,
    users,
    server,
  }) => {
    const owner = await users.create('owner');
    const api = await apiAs(server.url, owner);
    // Booked for this crew member's crew: crew log time only on their own jobs.
    const [neverOpened, notBooked] = (await makeProjects(api, [users.me!.user.id])) as [
      string,
      string,
    ];
    await api.dispose();
    const path = `/api/projects/${neverOpened}`;
    // The estimates and proposals lists are the office's: the sync keeps neither for crew.
    await visitOnce(page, keptFor(neverOpened, false), neverOpened);
    const kept = await page.evaluate(async (url) => {
      const res = await caches.match(url);
      return res ? ((await res.json()) as Record<string, unknown>) : null;
    }, path);
    expect(kept).toMatchObject({ name: 'Never Opened Re-roof' });
    expect(kept).not.toHaveProperty('estimatedCostCents');

    await context.setOffline(true);
    await page.setViewportSize(MOBILE);
    await page.goto(`/projects/${neverOpened}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Opened Re-roof' }),
    ).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$');
    await expect(page.getByText('EST-000001')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath('project-offline-crew-375.png'),
      fullPage: true,
    });

    // Time logged on the roof with no signal: checked here, kept, and sent once back online.
    const form = page.getByRole('form', { name: 'Log time' });
    await form.getByLabel('Note').fill('Ridge caps');
    await form.getByRole('button', { name: 'Log time' }).click();
    await expect(form.getByText('Enter the days or hours worked')).toBeVisible();
    await expect(form.getByLabel('Note')).toHaveValue('Ridge caps');
    await form.getByLabel('Days').fill('1.5');
    await form.getByRole('button', { name: 'Log time' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'No connection: the time' }),
    ).toHaveText(
      'No connection: the time is kept on this device and logged when you are back online.',
    );
    await expect(
      page.getByRole('status').filter({ hasText: /^Waiting to sync \(1\)$/ }),
    ).toBeVisible();
    // Listed with the job's time while it waits, so nobody types it in again.
    const list = page.getByRole('list', { name: 'Crew time' });
    await expect(list).toContainText('1.5 days · Ridge caps Waiting to sync');
    await page.screenshot({ path: test.info().outputPath('time-kept-crew-375.png') });

    await context.setOffline(false);
    await expect(list).toContainText('1.5 days · Ridge caps');
    await expect(list.getByText('Waiting to sync')).toHaveCount(0);
    const logged = await page.request.get(`${path}/crew-time`);
    const entries = ((await logged.json()) as { items: { note: string }[] }).items;
    expect(entries.filter((e) => e.note === 'Ridge caps')).toHaveLength(1);

    // A job their crew is not booked on: the server would refuse any time, so no form is offered.
    await page.goto(`/projects/${notBooked}`);
    await expect(
      page.getByText('Your crew is not scheduled on this job, so time cannot be logged on it.'),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Log time' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Crew time' })).toHaveCount(0);
    await expect(page.getByText('No time logged yet.')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('time-not-booked-crew-375.png'),
      fullPage: true,
    });
  });
});
