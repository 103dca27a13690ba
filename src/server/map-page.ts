import { apiPath } from '../domain/api/api-paths';
import { LOCATION_ZOOM, tileUrlAt } from '../domain/geo/map-tile';
import type { Config } from './config';
import { escapeAttr, pageWithLink } from './page-preload';
import { DEFAULT_CENTER } from './routes/config';

/** A coordinate from the query string, or null when it is missing or out of range. */
function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * The map's page asks for the tile its place opens on itself: most of the map's largest paint
 * is that tile, which the map would otherwise ask for only once its code (Leaflet) has run and
 * GET /api/config has answered. The server knows the tile URL (its configuration) and the place
 * when the URL says it (/map?lat=&lng=) or it is the start point (plain /map), so it writes a
 * preload of that tile into the page, asked with CORS as the map asks (leaflet-map.tsx), which
 * then finds it fetched or on its way. A project's map (/map?projectId=) reads the place from
 * the project: no tile. The map's settings (GET /api/config, public) are preloaded too, as the
 * app asks them (lib/api-client.ts), so the map is drawn without a round trip after its code.
 * `mapPage` is the map's page file in the build (routes/map.html). Returns the page to send, or
 * null to send the file as it is.
 */
export function mapPageWithTile(webRoot: string, mapPage: string, config: Config) {
  const withLink = pageWithLink(webRoot, mapPage);
  return (page: string, url: string): string | null => {
    if (withLink === null || page !== mapPage) return null;
    // Only the map's own address: a build without a page per route answers every path with
    // one page, and those must keep their precompressed file.
    const { pathname, searchParams: query } = new URL(url, 'http://localhost');
    if (pathname !== '/map') return null;
    const settings = `<link rel="preload" as="fetch" crossorigin href="${apiPath('config')}" />`;
    if (query.has('projectId')) return withLink(settings);
    const lat = coordinate(query.get('lat'), 90);
    const lng = coordinate(query.get('lng'), 180);
    const place = lat !== null && lng !== null ? { lat, lng } : DEFAULT_CENTER;
    const tile = tileUrlAt(config.mapSatelliteUrl, place.lat, place.lng, LOCATION_ZOOM);
    if (tile === null) return withLink(settings);
    return withLink(
      `<link rel="preload" as="image" crossorigin="anonymous" fetchpriority="high" href="${escapeAttr(tile)}" />\n    ${settings}`,
    );
  };
}
