import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The map's tile images, as Leaflet draws them. */
export const mapTiles = (page: Page) =>
  page.getByRole('region', { name: 'Map' }).locator('img.leaflet-tile');

/**
 * Every tile image in the map has loaded (a failed one has no natural width). Tests that take
 * the signal away wait for this first: Leaflet is set up after the screen's first paint, so on
 * a slow machine its tiles may not even be asked for when the page's own requests have
 * settled, and a tile asked for with no network fails (the browser logs each).
 */
export async function expectTilesShown(page: Page) {
  await expect(mapTiles(page).first()).toBeVisible();
  await expect
    .poll(() =>
      mapTiles(page).evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0),
      ),
    )
    .toBe(true);
}
