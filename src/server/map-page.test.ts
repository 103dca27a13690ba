import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCATION_ZOOM, tileUrlAt } from '../domain/geo/map-tile';
import { loadConfig } from './config';
import { mapPageWithTile } from './map-page';
import { DEFAULT_CENTER } from './routes/config';

const TEMPLATE = 'https://tiles.example.org/{z}/{y}/{x}';

function pageFor(template = TEMPLATE) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-page-'));
  fs.mkdirSync(path.join(root, 'routes'));
  fs.writeFileSync(
    path.join(root, 'routes', 'map.html'),
    '<html><head><meta charset="UTF-8" />\n    <title>Ridgeline</title></head><body></body></html>',
  );
  return mapPageWithTile(root, 'routes/map.html', loadConfig({ MAP_SATELLITE_URL: template }));
}

const preloadOf = (html: string | null) =>
  /<link rel="preload" as="image" crossorigin="anonymous" fetchpriority="high" href="([^"]+)"/.exec(
    html ?? '',
  )?.[1];

describe("the map's page asks for its first tile itself", () => {
  it('preloads the tile of the start point, or of the place the URL names', () => {
    const page = pageFor();
    const start = tileUrlAt(TEMPLATE, DEFAULT_CENTER.lat, DEFAULT_CENTER.lng, LOCATION_ZOOM);
    expect(preloadOf(page('routes/map.html', '/map'))).toBe(start);
    expect(preloadOf(page('routes/map.html', '/map?lat=-33.8688&lng=151.2093&address=x'))).toBe(
      tileUrlAt(TEMPLATE, -33.8688, 151.2093, LOCATION_ZOOM),
    );
    // Out of range or not numbers: the start point, as the map itself falls back.
    expect(preloadOf(page('routes/map.html', '/map?lat=91&lng=10'))).toBe(start);
  });

  it("preloads the map's settings with every map page, and no tile where it cannot know it", () => {
    expect(pageFor()('routes/estimator.html', '/estimator')).toBeNull();
    // A project's map opens on the project, and a tile URL that depends on the screen (its
    // pixel density) cannot be written by the server: the settings only.
    for (const html of [
      pageFor()('routes/map.html', '/map?projectId=abc'),
      pageFor('https://t.example/{z}/{x}/{y}{r}.png')('routes/map.html', '/map'),
      pageFor()('routes/map.html', '/map'),
    ]) {
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/config" />');
    }
    expect(preloadOf(pageFor()('routes/map.html', '/map?projectId=abc'))).toBeUndefined();
    expect(
      preloadOf(pageFor('https://t.example/{z}/{x}/{y}{r}.png')('routes/map.html', '/map')),
    ).toBeUndefined();
  });
});
