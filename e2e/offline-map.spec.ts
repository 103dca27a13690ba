import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';
import { expectTilesShown, mapTiles } from './map-tiles';

// The Map View with no network after one visit: the tiles seen stay (the service worker's
// tile cache, vite.config.ts) and the address search says it needs a connection. Tiles and the
// geocoder are the loopback stub every test's server is set up with (fixtures.ts).

const NEEDS_CONNECTION =
  'Address search needs a connection. Your saved projects and outlines still work.';

/** Installs the service worker and reloads, so from here on it answers the page's requests. */
async function controlledByWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

for (const [name, viewport] of [
  ['on a phone', MOBILE],
  ['on a laptop', DESKTOP],
] as const) {
  test(`${name}: the map's tiles seen online show offline, and address search says it needs a connection`, async ({
    page,
    context,
    mapStub,
  }) => {
    await page.setViewportSize(viewport);
    await controlledByWorker(page);

    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
    await expectTilesShown(page);
    const seen = (await mapTiles(page).evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => new URL(i.src).pathname),
    )) as string[];
    expect(seen.every((t) => t.startsWith('/tiles/satellite/'))).toBe(true);
    // Kept as they were shown.
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('ridgeline-tiles')).keys()).length),
      )
      .toBeGreaterThanOrEqual(seen.length);

    await context.setOffline(true);
    const tilesAsked = mapStub.tiles.length;
    const lookupsAsked = mapStub.requests.length;
    const tileAnswers: boolean[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/tiles/')) tileAnswers.push(r.fromServiceWorker());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
    // The same place as before going offline (the map remembers it for the tab).
    const location = page.getByRole('region', { name: 'Current Location' });
    await expect(location.getByText('45.515200', { exact: true })).toBeVisible();
    await expectTilesShown(page);
    const shown = (await mapTiles(page).evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => new URL(i.src).pathname),
    )) as string[];
    expect(shown.length).toBeGreaterThan(0);
    expect(seen).toEqual(expect.arrayContaining(shown));
    expect(mapStub.tiles.length).toBe(tilesAsked);
    // Each answered by the service worker, from its tile cache.
    expect(tileAnswers.length).toBeGreaterThanOrEqual(shown.length);
    expect(tileAnswers.every(Boolean)).toBe(true);

    const address = page.getByLabel('Property address');
    await address.fill('1221 SW 4th Ave, Portland');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: NEEDS_CONNECTION })).toBeVisible();
    await expect(page.getByText(/could not be found/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    // What was typed stays, and the map stays where it was.
    await expect(address).toHaveValue('1221 SW 4th Ave, Portland');
    await expect(location.getByText('45.515200', { exact: true })).toBeVisible();
    expect(mapStub.requests.length).toBe(lookupsAsked);
    await page.screenshot({ path: test.info().outputPath(`offline-map-${viewport.width}.png`) });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(location.getByText('45.514882', { exact: true })).toBeVisible();
    await expect(page.getByText(NEEDS_CONNECTION)).toHaveCount(0);
  });
}
