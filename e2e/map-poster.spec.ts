import { expect, MOBILE, test } from './fixtures';

// The map draws the tile it opens on itself (its poster, features/map/leaflet-map.tsx) as soon
// as its box is drawn, before Leaflet has set up; Leaflet's tiles then cover it. The tiles are
// the loopback stub every test's server is set up with (fixtures.ts).

test.use({ viewport: MOBILE });

test('the tile the map opens on shows before Leaflet has set up, where Leaflet then draws it', async ({
  page,
}) => {
  // Each change to the page: whether the poster (the map box's own img) came before Leaflet's
  // first tile, and its place beside Leaflet's tile of the same URL once both are drawn.
  await page.addInitScript({
    content: `
      window.__poster = { before: null, pairs: [] };
      new MutationObserver(() => {
        const poster = document.querySelector('[role=region][aria-label=Map] > img');
        const tiles = [...document.querySelectorAll('img.leaflet-tile')];
        if (poster && window.__poster.before === null) window.__poster.before = tiles.length === 0;
        const same = poster && tiles.find((t) => t.src === poster.src && t.complete);
        if (same) {
          const a = poster.getBoundingClientRect();
          const b = same.getBoundingClientRect();
          window.__poster.pairs.push([a.x - b.x, a.y - b.y, a.width - b.width]);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    `,
  });
  await page.goto('/map?lat=-33.8688&lng=151.2093&address=Sydney');
  const map = page.getByRole('region', { name: 'Map' });
  await expect(map.locator('img.leaflet-tile').first()).toBeVisible();
  // Once Leaflet's imagery is in, the poster goes.
  await expect(map.locator(':scope > img')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { __poster: { before: boolean; pairs: number[][] } }).__poster,
  );
  expect(seen.before).toBe(true);
  expect(seen.pairs.length).toBeGreaterThan(0);
  for (const [dx, dy, dw] of seen.pairs) {
    expect(Math.abs(dx!)).toBeLessThanOrEqual(1);
    expect(Math.abs(dy!)).toBeLessThanOrEqual(1);
    expect(dw).toBe(0);
  }
});

test('when the map’s code cannot be fetched, the box says so over the tile it opens on', async ({
  page,
  consoleErrors,
}) => {
  // Leaflet's code is fetched after the screen's first paint; here the connection drops first.
  await page.route(/\/assets\/map-view-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/map?lat=-33.8688&lng=151.2093&address=Sydney');
  const map = page.getByRole('region', { name: 'Map' });
  await expect(page.getByRole('alert')).toHaveText(
    'The map could not be loaded. Check the connection and reload the page.',
  );
  // The screen is still there: the poster and the place's coordinates.
  await expect(map.locator(':scope > img')).toBeVisible();
  await expect(page.getByText('-33.868800')).toBeVisible();
  // The browser reports the failed fetch of the code, and only that.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => /Failed to load resource|map-view/.test(e))).toBe(true);
  consoleErrors.splice(0);
});
