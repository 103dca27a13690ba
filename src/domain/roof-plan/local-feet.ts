import type { LatLng } from '../geo';
import { EARTH_RADIUS_M, M_PER_FT } from '../geo';

// A roof is small enough to treat as flat: its corners go onto a plane in feet, east (x) and
// north (y) from the middle of the outline, with the Earth's radii of curvature there (WGS84, the
// ellipsoid the map's lengths are measured on). Across a few hundred feet the plane differs from
// the ellipsoid by parts per million, far below what a tap on the map can place.

export interface Xy {
  x: number;
  y: number;
}

const WGS84_E2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);
const toRad = (deg: number) => (deg * Math.PI) / 180;

export interface LocalFeet {
  toFeet(p: LatLng): Xy;
  toLatLng(p: Xy): LatLng;
}

/** The flat frame of a set of points, centred on the middle of their extent. */
export function localFeet(points: readonly LatLng[]): LocalFeet {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const lat0 = (Math.min(...lats) + Math.max(...lats)) / 2;
  const lng0 = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const sin = Math.sin(toRad(lat0));
  const w = Math.sqrt(1 - WGS84_E2 * sin * sin);
  // Radii of curvature along the meridian and along the parallel's great circle.
  const meridianM = (EARTH_RADIUS_M * (1 - WGS84_E2)) / (w * w * w);
  const parallelM = (EARTH_RADIUS_M / w) * Math.cos(toRad(lat0));
  const ftPerDegLat = (toRad(1) * meridianM) / M_PER_FT;
  const ftPerDegLng = (toRad(1) * parallelM) / M_PER_FT;
  return {
    toFeet: (p) => ({ x: (p.lng - lng0) * ftPerDegLng, y: (p.lat - lat0) * ftPerDegLat }),
    toLatLng: (p) => ({ lat: lat0 + p.y / ftPerDegLat, lng: lng0 + p.x / ftPerDegLng }),
  };
}
