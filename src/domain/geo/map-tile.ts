/**
 * The zoom the map opens at on a place: a house fills the screen. At this zoom the tile the
 * place is on has the same URL on every screen: on a high-density one the map asks for the
 * next zoom's tiles (sharper), but imagery stops at 19, so both ask for zoom 19's.
 */
export const LOCATION_ZOOM = 19;

/** Leaflet's subdomains for `{s}` when a layer names none. */
const SUBDOMAINS = 'abc';

/** A map tile's side, in px at its own zoom (Leaflet's, and every tile service's here). */
export const TILE_PX = 256;

/**
 * The tile at this point and zoom: its column and row, and where its top-left corner is, in px
 * from the point, as a map centred on the point draws it (Spherical Mercator, as Leaflet
 * projects, its latitude limit included).
 */
export function tileAt(lat: number, lng: number, zoom: number) {
  const n = 2 ** zoom;
  const latRad = (Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180;
  const px = ((lng + 180) / 360) * n * TILE_PX;
  const py = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n * TILE_PX;
  const x = Math.floor(px / TILE_PX);
  const y = Math.floor(py / TILE_PX);
  return { x, y, left: x * TILE_PX - px, top: y * TILE_PX - py };
}

/**
 * The URL of the tile at this point and zoom, from a tile URL template as Leaflet fills it
 * ({z}/{x}/{y}, {-y}, and {s} chosen as Leaflet chooses it), or null when the template has a
 * placeholder that depends on the screen ({r}, "@2x" on a high-density one) or one unknown here.
 */
export function tileUrlAt(template: string, lat: number, lng: number, zoom: number): string | null {
  const { x, y } = tileAt(lat, lng, zoom);
  const values: Record<string, string> = {
    z: String(zoom),
    x: String(x),
    y: String(y),
    '-y': String(2 ** zoom - 1 - y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!,
  };
  let unknown = false;
  const url = template.replace(/\{([^}]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) unknown = true;
    return value ?? '';
  });
  return unknown ? null : url;
}
