import type { Page } from '@playwright/test';
import { stubMapEnv } from '../src/server/testing/stub-geocoder';
import { allowConsoleErrors, DESKTOP, expect, MOBILE, test as base } from './fixtures';

// The Map View when what it leans on is out of order: the address service and the imagery of
// the loopback stub answer 503 (its /down/ paths), or there is no network at all. Each failure
// gets one message that names it, nothing contradicts it, Use This Location waits for a place
// found or pinned, and a roof drawn anyway places a project that had no coordinates.

const test = base.extend({
  serverEnv: async ({ mapStub }, use) => use(stubMapEnv(`${mapStub.url}/down`)),
});

// The browser logs each answer it could not use: the failures are these tests' point.
test.afterEach(({ consoleErrors }) => {
  const expected =
    /^Failed to load resource: (the server responded with a status of (502 \(Bad Gateway\)|503 \(Service Unavailable\))|net::ERR_(FAILED|INTERNET_DISCONNECTED))$/;
  allowConsoleErrors(consoleErrors, expected);
});

const currentLocation = (page: Page) => page.getByRole('region', { name: 'Current Location' });
const useThisLocation = (page: Page) => page.getByRole('button', { name: 'Use This Location' });
const IMAGERY_DOWN =
  'The satellite imagery could not be loaded: the map service is not answering. The address, pins and outlines still work.';
/** Any wording that would say the address does not exist. */
const NOT_FOUND = /could not be found|was not found|no place matches/;

async function search(page: Page, text: string) {
  await page.getByLabel('Property address').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Three corners at the map's centre, panned with the keyboard between them, then Finish. */
async function drawTriangle(page: Page) {
  await page.getByRole('button', { name: 'Draw outline' }).click();
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Add corner at map centre' }).click();
    await page.getByRole('region', { name: 'Map' }).focus();
    await page.keyboard.press(i === 0 ? 'ArrowRight' : 'ArrowDown');
  }
  await page.getByRole('button', { name: 'Finish outline' }).click();
}

for (const [name, viewport] of [
  ['phone', MOBILE],
  ['laptop', DESKTOP],
] as const) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('address service and imagery down: one message each, then a pinned place is usable', async ({
      page,
      mapStub,
    }) => {
      const tilesBefore = mapStub.tiles.length;
      await page.goto('/map');
      await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
      // The grey box says what is missing, once.
      await expect(page.getByRole('status').filter({ hasText: IMAGERY_DOWN })).toBeVisible();
      await expect(page.getByText(/imagery (could not|needs)/)).toHaveCount(1);
      expect(mapStub.tiles.slice(tilesBefore).every((t) => t.startsWith('/down/tiles/'))).toBe(
        true,
      );
      // The start point is nobody's property.
      await expect(currentLocation(page)).toContainText('45.515200');
      await expect(useThisLocation(page)).toHaveCount(0);

      await search(page, '1221 SW 4th Ave');
      const failed = page.getByRole('status').filter({ hasText: 'Address search failed' });
      await expect(failed).toHaveText(
        'Address search failed: The address service answered 503. “1221 SW 4th Ave” was not looked up, and the map stays where it was. Try again later, or move the map to the property and pin it.',
      );
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      await expect(currentLocation(page)).toContainText('1221 SW 4th Ave');
      await expect(currentLocation(page)).toContainText(
        'These coordinates are not this address’s: it is not placed on the map yet.',
      );
      await expect(useThisLocation(page)).toHaveCount(0);
      // Still one message about the imagery.
      await expect(page.getByText(/imagery (could not|needs)/)).toHaveCount(1);

      await page.screenshot({ path: test.info().outputPath(`map-down-${viewport.width}.png`) });

      // The roofer can see where the house is (on the road map, or from the street): pin it.
      await page.getByRole('button', { name: 'Pin the map centre' }).click();
      await expect(failed).toHaveCount(0);
      await expect(currentLocation(page)).toContainText('1221 SW 4th Ave');
      await expect(currentLocation(page)).not.toContainText('not placed on the map');
      await expect(currentLocation(page).getByText('45.515200', { exact: true })).toBeVisible();
      await useThisLocation(page).click();
      await page.getByRole('link', { name: 'Start a new project here' }).click();
      await expect(page).toHaveURL(/\/projects\/new\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('address')).toBe('1221 SW 4th Ave');
      expect(url.searchParams.get('lat')).toBe('45.515200');
      expect(url.searchParams.get('lng')).toBe('-122.678400');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('a roof outlined on a project with no coordinates places the project at its centre', async ({
      page,
      request,
    }) => {
      const made = await request.post('/api/projects', {
        data: { name: 'Fog Lane Ranch', address: '9 Fog Ln, Nowhere' },
      });
      const project = (await made.json()) as { id: string };
      await page.goto(`/map?projectId=${project.id}`);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Fog Lane Ranch has no coordinates yet. Search its address' }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: IMAGERY_DOWN })).toBeVisible();
      await expect(useThisLocation(page)).toHaveCount(0);

      await drawTriangle(page);
      await expect(page.getByRole('region', { name: 'Outline Roof 1' })).toBeVisible();
      await page.getByRole('button', { name: 'Save outlines to Fog Lane Ranch' }).click();
      const saved = page.getByRole('status').filter({ hasText: 'Saved to Fog Lane Ranch.' });
      await expect(saved).toContainText(
        'Fog Lane Ranch had no coordinates: its location is now the outline’s centre, 45.',
      );
      // The old notice goes: nothing says the project still has no coordinates.
      await expect(page.getByText(/has no coordinates yet/)).toHaveCount(0);
      await expect(currentLocation(page)).not.toContainText('not placed on the map');
      await expect(useThisLocation(page)).toBeVisible();

      const stored = (await (await request.get(`/api/projects/${project.id}`)).json()) as {
        latitude: number | null;
        longitude: number | null;
      };
      expect(stored.latitude).not.toBeNull();
      expect(stored.longitude).not.toBeNull();
      const lat = stored.latitude!.toFixed(6);
      await expect(saved).toContainText(lat);
      await expect(currentLocation(page).getByText(lat, { exact: true })).toBeVisible();
      await page.goto(`/projects/${project.id}`);
      await expect(page.getByRole('region', { name: 'Details' })).toContainText(lat);
    });
  });
}

// The usual stub (everything answers) until the network goes.
base.describe('no network', () => {
  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['laptop', DESKTOP],
  ] as const) {
    base(
      `${name}: imagery never seen says it needs a connection, and a search says so too, with nothing about the address not existing`,
      async ({ page, context }) => {
        await page.setViewportSize(viewport);
        // Installed, with the map opened once online (its settings kept).
        await page.goto('/');
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.reload();
        await page.goto('/map');
        await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
        await expect(page.getByText(/imagery (could not|needs)/)).toHaveCount(0);

        await context.setOffline(true);
        // A place far from any tile seen online.
        await page.goto('/map?lat=40.000000&lng=-100.000000&address=Far%20Field');
        await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
        await expect(
          page.getByRole('status').filter({
            hasText:
              'The satellite imagery needs a connection: only the parts seen before show offline.',
          }),
        ).toBeVisible();
        await search(page, '1221 SW 4th Ave');
        await expect(
          page.getByRole('status').filter({ hasText: 'Address search needs a connection.' }),
        ).toBeVisible();
        await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
        await expect(page.getByText(/imagery (could not|needs)/)).toHaveCount(1);
        // The linked place was chosen: it can still be used, offline.
        await expect(useThisLocation(page)).toBeVisible();
        await context.setOffline(false);
      },
    );
  }
});
