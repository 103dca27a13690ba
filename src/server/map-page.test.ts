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

  it("leaves other pages, a project's map and screen-dependent tile URLs as they are", () => {
    expect(pageFor()('routes/estimator.html', '/estimator')).toBeNull();
    expect(pageFor()('routes/map.html', '/map?projectId=abc')).toBeNull();
    expect(pageFor('https://t.example/{z}/{x}/{y}{r}.png')('routes/map.html', '/map')).toBeNull();
  });
});
