import type { Page } from '@playwright/test';
import type { StubGeocoder } from '../src/server/testing/stub-geocoder';
import {
  STUB_FOUND,
  STUB_REVERSE_NAME,
  STUB_SEVERAL,
  startStubGeocoder,
  stubMapEnv,
} from '../src/server/testing/stub-geocoder';
import { test as base, DESKTOP, expect, MOBILE } from './fixtures';

// The geocoder and both tile layers are a stub on loopback (one per worker); anything else
// that tries to leave the machine is aborted, so no test can reach the internet.
const test = base.extend<{ noInternet: void }, { stub: StubGeocoder }>({
  stub: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const stub = await startStubGeocoder({ slowMs: 3000 });
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: async ({ stub }, use) => use(stubMapEnv(stub.url)),
  noInternet: [
    async ({ page }, use) => {
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      await use();
    },
    { auto: true },
  ],
});

const R = 6378137;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

const currentLocation = (page: Page) => page.getByRole('region', { name: 'Current Location' });

async function expectCoordinates(page: Page, lat: string, lng: string) {
  const panel = currentLocation(page);
  await expect(panel.getByText(lat, { exact: true })).toBeVisible();
  await expect(panel.getByText(lng, { exact: true })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Property address').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('defaults: Portland at 6 decimals, a 400 px satellite map with its attribution', async ({
    page,
    stub,
  }) => {
    const before = stub.tiles.length;
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Map View' })).toBeVisible();
    await expect(page.getByPlaceholder('Enter property address')).toBeVisible();
    await expectCoordinates(page, '45.515200', '-122.678400');
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(400);
    await expect(page.getByRole('button', { name: 'Satellite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(map.getByText('Stub satellite imagery')).toBeVisible();
    await expect(map.getByRole('img', { name: 'Current location' })).toBeVisible();
    await expect.poll(() => stub.tiles.slice(before).length).toBeGreaterThan(0);
    expect(stub.tiles.slice(before).every((t) => t.startsWith('/tiles/satellite/19/'))).toBe(true);
    const directions = page.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=45.515200%2C-122.678400',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
  });

  test('search moves the address, coordinates and directions to the geocoder answer', async ({
    page,
    stub,
  }) => {
    await page.goto('/map');
    const before = stub.requests.length;
    await search(page, '1221 SW 4th Ave');
    await expect(currentLocation(page)).toContainText(STUB_FOUND.displayName);
    await expectCoordinates(page, '45.514882', '-122.679386');
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /destination=45\.514882%2C-122\.679386$/,
    );
    // One upstream call, identified; typing alone never searches.
    expect(stub.requests.length - before).toBe(1);
    await page.getByLabel('Property address').fill('typing is not searching');
    await page.waitForTimeout(300);
    expect(stub.requests.length - before).toBe(1);
  });

  test('several matches let the user choose one', async ({ page }) => {
    await page.goto('/map');
    await search(page, '100 Main St several');
    const choices = page.getByRole('region', { name: /Several places match/ });
    await expect(choices.getByRole('button')).toHaveCount(3);
    await choices.getByRole('button', { name: STUB_SEVERAL[1]!.displayName }).click();
    await expect(choices).toBeHidden();
    await expectCoordinates(page, '39.801055', '-89.643604');
    await expect(currentLocation(page)).toContainText(STUB_SEVERAL[1]!.displayName);
  });

  test('a failed search keeps the typed address and says why: no match, or the address service failed', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/map');
    await search(page, 'Nowhere Lane 5');
    await expect(page.getByRole('status').filter({ hasText: 'could not be found' })).toContainText(
      'no place matches',
    );
    await expect(currentLocation(page)).toContainText('Nowhere Lane 5');
    await expectCoordinates(page, '45.515200', '-122.678400');
    // Directions go to the typed address, not to coordinates that belong elsewhere.
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /destination=Nowhere%20Lane%205$/,
    );

    // The address service failing is not the address missing: the message says which.
    await search(page, 'Downtown outage 1');
    await expect(
      page.getByRole('status').filter({ hasText: 'Address search failed' }),
    ).toContainText('The address service answered 500. “Downtown outage 1” was not looked up');
    await expect(page.getByText(/could not be found/)).toHaveCount(0);
    await expect(currentLocation(page)).toContainText('Downtown outage 1');
    await expect(page.getByLabel('Property address')).toHaveValue('Downtown outage 1');
    // The browser logs the 502 it received; that failure is this test's point.
    expect(consoleErrors.every((e) => e.includes('502'))).toBe(true);
    consoleErrors.splice(0);
  });

  test('an empty search is refused next to the field, without a request', async ({
    page,
    stub,
  }) => {
    await page.goto('/map');
    const before = stub.requests.length;
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter an address to search for')).toBeVisible();
    await expect(page.getByLabel('Property address')).toHaveAttribute('aria-invalid', 'true');
    expect(stub.requests.length).toBe(before);
  });

  test('the layer toggle switches between satellite and road tiles', async ({ page, stub }) => {
    await page.goto('/map');
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.getByText('Stub satellite imagery')).toBeVisible();
    const before = stub.tiles.length;
    await page.getByRole('button', { name: 'Road' }).click();
    await expect(page.getByRole('button', { name: 'Road' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Satellite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(map.getByText('Stub road map')).toBeVisible();
    await expect(map.getByText('Stub satellite imagery')).toBeHidden();
    await expect
      .poll(() => stub.tiles.slice(before).filter((t) => t.startsWith('/tiles/road/')).length)
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Satellite' }).click();
    await expect(map.getByText('Stub satellite imagery')).toBeVisible();
  });

  test('a drawn rectangle measures within 1% of its geodesic area; Send to estimator carries area, pitch and lengths', async ({
    page,
  }) => {
    await page.goto('/map');
    await expectCoordinates(page, '45.515200', '-122.678400');
    await page.getByRole('button', { name: 'Draw outline' }).click();
    const box = (await page.getByRole('region', { name: 'Map' }).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const [w, h] = [300, 160];
    for (const [dx, dy] of [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ] as const) {
      await page.mouse.click(cx + dx, cy + dy);
    }
    await expect(page.getByRole('status').filter({ hasText: '4 so far' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish outline' }).click();

    // The expected value, worked out apart from the app: at zoom 19 a screen rectangle is a
    // latitude/longitude rectangle (Web Mercator), whose area on the sphere is exact.
    const world = 256 * 2 ** 19;
    const mercY = (lat: number) =>
      ((1 - Math.log(Math.tan(rad(lat)) + 1 / Math.cos(rad(lat))) / Math.PI) / 2) * world;
    const latAt = (y: number) => deg(Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))));
    const yc = mercY(45.5152);
    const dLng = rad((w / world) * 360);
    const areaSqM =
      R * R * dLng * Math.abs(Math.sin(rad(latAt(yc - h / 2))) - Math.sin(rad(latAt(yc + h / 2))));
    const expectedSqFt = areaSqM / 0.09290304;

    const outline = page.getByRole('region', { name: 'Outline Roof 1' });
    const plan = outline.getByRole('definition').first();
    await expect(plan).toHaveText(/sq ft$/);
    const shown = Number((await plan.textContent())!.replace(/[^\d.]/g, ''));
    expect(Math.abs(shown / expectedSqFt - 1)).toBeLessThan(0.01);
    // Each edge: 4 lengths, opposite ones equal.
    await expect(outline.getByRole('listitem')).toHaveCount(4);

    await outline.getByLabel('Pitch (rise per 12)').fill('30');
    await expect(outline.getByText('Pitch must be at most 24')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to estimator' })).toBeDisabled();
    await outline.getByLabel('Pitch (rise per 12)').fill('8');
    await expect(outline.getByRole('definition').nth(1)).toContainText('× 1.202');
    await page.getByRole('button', { name: 'Send to estimator' }).click();
    await expect(page).toHaveURL(/\/estimator\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pitch')).toBe('8');
    expect(Number(url.searchParams.get('area'))).toBe(Math.round(shown * 10) / 10);
    // A new outline's edges are all eaves until the user says otherwise.
    expect(Number(url.searchParams.get('eaves'))).toBeGreaterThan(0);
    expect(url.searchParams.get('rakes')).toBe('0');
    expect(url.searchParams.get('boots')).toBe('0');
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue(url.searchParams.get('area')!);
    await expect(page.getByLabel('Pitch (x:12)')).toHaveValue('8');

    // Back on the map, the measured roof is still there (kept for this tab).
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Outline Roof 1' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Outline Roof 1' }).getByLabel('Pitch (rise per 12)'),
    ).toHaveValue('8');
  });

  test('an outline closes on its first corner, a dragged corner re-measures it, and it can be deleted', async ({
    page,
  }) => {
    await page.goto('/map');
    await page.getByRole('button', { name: 'Draw outline' }).click();
    const box = (await page.getByRole('region', { name: 'Map' }).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.click(cx - 100, cy - 50);
    await page.mouse.click(cx + 100, cy - 50);
    await page.mouse.click(cx + 100, cy + 50);
    await page.mouse.click(cx - 100, cy + 50);
    await page.getByTitle('First corner: click to close the outline').click();
    const outline = page.getByRole('region', { name: 'Outline Roof 1' });
    const plan = outline.getByRole('definition').first();
    await expect(plan).toHaveText(/sq ft$/);
    const before = Number((await plan.textContent())!.replace(/[^\d.]/g, ''));

    // Drag corner 3 (bottom right) 100 px further right: the rectangle grows by half.
    await page.mouse.move(cx + 100, cy + 50);
    await page.mouse.down();
    await page.mouse.move(cx + 150, cy + 50, { steps: 5 });
    await page.mouse.move(cx + 200, cy + 50, { steps: 5 });
    await page.mouse.up();
    const shown = async () => Number((await plan.textContent())!.replace(/[^\d.]/g, ''));
    // A trapezoid 200 px on top and 300 px at the bottom: 1.25 times the rectangle.
    await expect.poll(async () => (await shown()) / before).toBeCloseTo(1.25, 2);

    await outline.getByRole('button', { name: 'Delete outline Roof 1' }).click();
    await expect(outline).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send to estimator' })).toBeDisabled();
  });

  test('Use This Location prefills a new project with the address and coordinates', async ({
    page,
  }) => {
    await page.goto('/map');
    await search(page, '1221 SW 4th Ave');
    await expectCoordinates(page, '45.514882', '-122.679386');
    await page.getByRole('button', { name: 'Use This Location' }).click();
    await page.getByRole('link', { name: 'Start a new project here' }).click();
    await expect(page).toHaveURL(/\/projects\/new\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('address')).toBe(STUB_FOUND.displayName);
    expect(url.searchParams.get('lat')).toBe('45.514882');
    expect(url.searchParams.get('lng')).toBe('-122.679386');
    await expect(page.getByLabel('Address')).toHaveValue(STUB_FOUND.displayName);
  });

  test('Use This Location sets the place on an existing project, which then opens the map there with its saved outlines', async ({
    page,
    request,
  }) => {
    await page.goto('/map');
    await search(page, '1221 SW 4th Ave');
    await expectCoordinates(page, '45.514882', '-122.679386');
    await page.getByRole('button', { name: 'Use This Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use This Location' });
    await dialog.getByLabel('Find a project').fill('Alberta');
    await expect(dialog.getByRole('button', { name: /^Set this location on/ })).toHaveCount(1);
    await dialog
      .getByRole('button', { name: 'Set this location on Alberta Street Duplex' })
      .click();
    await expect(dialog.getByText('Location saved to Alberta Street Duplex.')).toBeVisible();

    const list = await (await request.get('/api/projects?q=Alberta')).json();
    const project = list.items[0];
    expect(project.latitude).toBe(STUB_FOUND.lat);
    expect(project.longitude).toBe(STUB_FOUND.lng);
    expect(project.address).toBe(STUB_FOUND.displayName);

    // The project's map: centred there; an outline saved with it comes back.
    await page.goto(`/map?projectId=${project.id}`);
    await expectCoordinates(page, '45.514882', '-122.679386');
    await page.getByRole('button', { name: 'Draw outline' }).click();
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Add corner at map centre' }).click();
      // Pan with the keyboard between corners (Leaflet's arrow keys), as a keyboard user would.
      await page.getByRole('region', { name: 'Map' }).focus();
      await page.keyboard.press(i === 0 ? 'ArrowRight' : 'ArrowDown');
    }
    await page.getByRole('button', { name: 'Finish outline' }).click();
    await expect(page.getByRole('region', { name: 'Outline Roof 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Save outlines to Alberta Street Duplex' }).click();
    await expect(page.getByText('Saved to Alberta Street Duplex.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Outline Roof 1' })).toBeVisible();
    await expect(page.getByText('Unsaved changes.')).toBeHidden();
  });

  test.describe('my location', () => {
    test.use({
      geolocation: { latitude: 45.52, longitude: -122.68 },
      permissions: ['geolocation'],
    });

    test('uses the browser position and looks up its address', async ({ page }) => {
      await page.goto('/map');
      await page.getByRole('button', { name: 'My location' }).click();
      await expectCoordinates(page, '45.520000', '-122.680000');
      await expect(currentLocation(page)).toContainText(STUB_REVERSE_NAME);
    });
  });

  test('a refused location request says so', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/map');
    await page.getByRole('button', { name: 'My location' }).click();
    await expect(page.getByRole('alert')).toContainText('Location access was refused');
    await expectCoordinates(page, '45.515200', '-122.678400');
  });
});

test.describe('phone', () => {
  test.use({ viewport: MOBILE });

  test('375 px: the full-width 400 px map and panels fit without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/map?lat=45.5&lng=-122.6&address=Linked%20place');
    await expectCoordinates(page, '45.500000', '-122.600000');
    await expect(currentLocation(page)).toContainText('Linked place');
    const map = page.getByRole('region', { name: 'Map' });
    const box = (await map.boundingBox())!;
    expect(box.height).toBe(400);
    expect(box.width).toBeGreaterThan(330);
    await page.getByRole('button', { name: 'Draw outline' }).click();
    // Drawing brings the map and its buttons into view.
    await expect(page.getByRole('button', { name: 'Finish outline' })).toBeInViewport();
    await expect(map).toBeInViewport({ ratio: 0.9 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
