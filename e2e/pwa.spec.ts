import type { Page } from '@playwright/test';
import { expect, openAccountMenu, test } from './fixtures';
import { expectTilesShown } from './map-tiles';

// The installable app: the manifest, the service worker (vite.config.ts) and what opens with the
// network off after one visit.

/** Waits until the service worker has installed (its precache is complete) and is active. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the manifest is linked, complete, its icons load, and Chromium finds the app installable', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(h1(page, 'Dashboard')).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Ridgeline',
    short_name: 'Ridgeline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#f8fafc',
  });
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [
    ...manifest.icons.map((i) => i.src),
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!,
  ]) {
    const got = await request.get(icon);
    expect(got.ok(), icon).toBe(true);
    expect(got.headers()['content-type'], icon).toBe('image/png');
  }

  // Chromium's own install check: manifest, icons and a service worker that handles fetches.
  await serviceWorkerReady(page);
  await page.reload();
  await expect(h1(page, 'Dashboard')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium never offers to install: that
  // one reason is the browser's, not the app's.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('after one visit every screen opens and calculates with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(h1(page, 'Dashboard')).toBeVisible();
  await serviceWorkerReady(page);
  expect(await controlled(page)).toBe(false);
  await page.reload();
  await expect(h1(page, 'Dashboard')).toBeVisible();
  expect(await controlled(page)).toBe(true);

  // The one visit, online: the screens' data passes through the worker and is kept.
  await page.goto('/projects');
  await expect(h1(page, 'Projects')).toBeVisible();
  await page.getByRole('link', { name: 'Garcia Family Home' }).first().click();
  await expect(h1(page, 'Garcia Family Home')).toBeVisible();
  const projectUrl = page.url();
  await page.goto('/estimator');
  await expect(page.getByRole('region', { name: 'Estimate Results' })).toContainText(
    'Total Estimate$10,590',
  );
  await page.goto('/settings');
  await expect(page.getByLabel('Default labor rate ($ per sq ft)')).not.toHaveValue('');
  const laborRate = await page.getByLabel('Default labor rate ($ per sq ft)').inputValue();
  await page.goto('/map');
  await expectTilesShown(page);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  await context.setOffline(true);
  const offlineNotice = page
    .getByRole('status')
    .filter({ hasText: /^Offline: showing data from / });

  await page.goto('/');
  await expect(h1(page, 'Dashboard')).toBeVisible();
  await expect(page.getByText('Garcia Family Home').first()).toBeVisible();
  await expect(offlineNotice).toBeVisible();

  await page.goto('/projects');
  await expect(h1(page, 'Projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Garcia Family Home' }).first()).toBeVisible();

  await page.goto(projectUrl);
  await expect(h1(page, 'Garcia Family Home')).toBeVisible();

  // Never visited online: its page and code come from the precache.
  await page.goto('/pitch-finder');
  await expect(h1(page, 'Roof Pitch Finder')).toBeVisible();
  await page.getByLabel('Rise (inches)').fill('8');
  const info = page.getByRole('region', { name: 'Roof Pitch Information' });
  for (const v of ['8:12', '33.7°', '66.7%', '1.202']) {
    await expect(info.getByText(v, { exact: true })).toBeVisible();
  }

  await page.goto('/estimator');
  await expect(page.getByRole('region', { name: 'Estimate Results' })).toContainText(
    'Total Estimate$10,590',
  );
  await expect(offlineNotice).toBeVisible();

  await page.goto('/settings');
  await expect(h1(page, 'Settings')).toBeVisible();
  await expect(page.getByLabel('Default labor rate ($ per sq ft)')).toHaveValue(laborRate);

  // The map opens where it was, with the tiles seen online (the worker's tile cache); only
  // looking up an address needs the network (e2e/offline-map.spec.ts goes further).
  await page.goto('/map');
  await expect(h1(page, 'Map View')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Current Location' }).getByText('45.515200', { exact: true }),
  ).toBeVisible();
  await expectTilesShown(page);
  await expect(offlineNotice).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
});

test('signing out empties the answers kept for offline use', async ({ page }) => {
  await page.goto('/');
  await serviceWorkerReady(page);
  await page.reload();
  await expect(h1(page, 'Dashboard')).toBeVisible();
  const kept = () => page.evaluate(() => caches.has('ridgeline-api'));
  await expect.poll(kept).toBe(true);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(kept).toBe(false);
});
