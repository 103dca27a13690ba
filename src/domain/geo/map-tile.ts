/**
 * The zoom the map opens at on a place: a house fills the screen. At this zoom the tile the
 * place is on has the same URL on every screen: on a high-density one the map asks for the
 * next zoom's tiles (sharper), but imagery stops at 19, so both ask for zoom 19's.
 */
export const LOCATION_ZOOM = 19;

/** Leaflet's subdomains for `{s}` when a layer names none. */
const SUBDOMAINS = 'abc';

/**
 * The URL of the tile at this point and zoom, from a tile URL template as Leaflet fills it
 * ({z}/{x}/{y}, {-y}, and {s} chosen as Leaflet chooses it), or null when the template has a
 * placeholder that depends on the screen ({r}, "@2x" on a high-density one) or one unknown here.
 */
export function tileUrlAt(template: string, lat: number, lng: number, zoom: number): string | null {
  const n = 2 ** zoom;
  // Spherical Mercator, as Leaflet projects (its latitude limit included).
  const latRad = (Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
  const values: Record<string, string> = {
    z: String(zoom),
    x: String(x),
    y: String(y),
    '-y': String(n - 1 - y),
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
