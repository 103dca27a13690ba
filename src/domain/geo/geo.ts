import type { z } from 'zod';
import { EARTH_RADIUS_M, localFeet, M_PER_FT, signedArea, WGS84_B, WGS84_F } from './earth';
import { areaMultiplier } from '../takeoff/pitch';
import type { roofOutlineSchema, roofOutlinesPutSchema } from './geo-schemas';

// Roof measuring on a map: areas and lengths on the Earth, not on the flat screen, the bounds
// and records of the map's API. Its input schemas (zod) are in geo-schemas.ts.

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

function haversineM(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance on the WGS84 ellipsoid in metres (Vincenty's inverse formula, millimetre accurate).
 * Nearly antipodal points, where the iteration may not converge, fall back to the sphere; a
 * roof edge never gets there.
 */
export function distanceM(a: LatLng, b: LatLng): number {
  if (a.lat === b.lat && a.lng === b.lng) return 0;
  const f = WGS84_F;
  const L = toRad(b.lng - a.lng);
  const U1 = Math.atan((1 - f) * Math.tan(toRad(a.lat)));
  const U2 = Math.atan((1 - f) * Math.tan(toRad(b.lat)));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  for (let i = 0; i < 200; i++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    const sinSigma = Math.sqrt(
      (cosU2 * sinLambda) ** 2 + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) ** 2,
    );
    if (sinSigma === 0) return 0;
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    const cos2Alpha = 1 - sinAlpha * sinAlpha;
    // On the equator cos2Alpha is 0 and this term vanishes.
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (f / 16) * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha));
    const prev = lambda;
    lambda =
      L +
      (1 - C) *
        f *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM ** 2)));
    if (Math.abs(lambda - prev) < 1e-12) {
      const u2 = (cos2Alpha * (EARTH_RADIUS_M ** 2 - WGS84_B ** 2)) / WGS84_B ** 2;
      const A = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const B = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const deltaSigma =
        B *
        sinSigma *
        (cos2SigmaM +
          (B / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM ** 2) -
              (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma ** 2) * (-3 + 4 * cos2SigmaM ** 2)));
      return WGS84_B * A * (sigma - deltaSigma);
    }
  }
  return haversineM(a, b);
}

export const mToFt = (m: number) => m / M_PER_FT;

/** Plan area of a ring (closed implicitly; either winding) on the ellipsoid, in sq ft. */
export function planAreaSqFt(points: readonly LatLng[]): number {
  if (points.length < 3) return 0;
  const frame = localFeet(points);
  return Math.abs(signedArea(points.map(frame.toFeet)));
}

/** Each edge of the closed ring in feet: corner 1 to 2, ..., last corner back to 1. */
export function edgeLengthsFt(points: readonly LatLng[]): number[] {
  if (points.length < 2) return [];
  const n = points.length;
  const edges: number[] = [];
  // An open line of 2 points has one edge, not a there-and-back pair.
  const count = n === 2 ? 1 : n;
  for (let i = 0; i < count; i++) edges.push(mToFt(distanceM(points[i]!, points[(i + 1) % n]!)));
  return edges;
}

export interface OutlineMeasure {
  planAreaSqFt: number;
  /** Sloped roof area = plan area x the pitch's multiplier; null while the pitch is invalid. */
  roofAreaSqFt: number | null;
  edgesFt: number[];
}

export function measureOutline(points: readonly LatLng[], pitch: number | null): OutlineMeasure {
  const plan = planAreaSqFt(points);
  return {
    planAreaSqFt: plan,
    roofAreaSqFt: pitch === null ? null : plan * areaMultiplier(pitch),
    edgesFt: edgeLengthsFt(points),
  };
}

export interface EstimatorHandoff {
  /** Total plan area of every outline, rounded to 0.1 sq ft. */
  areaSqFt: number;
  /** The pitch of the largest outline (by plan area). */
  pitch: number;
  /** Index of that outline. */
  fromIndex: number;
}

/**
 * What the map sends to the estimator: the total plan area, and one pitch, the largest
 * outline's (the estimator takes a single pitch and applies its multiplier itself).
 * Null when there is nothing measured or the largest outline's pitch is not valid.
 */
export function estimatorHandoff(
  outlines: readonly { points: readonly LatLng[]; pitch: number | null }[],
): EstimatorHandoff | null {
  let total = 0;
  let largest = -1;
  let largestArea = -1;
  outlines.forEach((o, i) => {
    const a = planAreaSqFt(o.points);
    total += a;
    if (a > largestArea) {
      largestArea = a;
      largest = i;
    }
  });
  const pitch = outlines[largest]?.pitch;
  if (largest < 0 || pitch === null || pitch === undefined || total <= 0) return null;
  return { areaSqFt: Math.round(total * 10) / 10, pitch, fromIndex: largest };
}

export const GEOCODE_QUERY_MAX = 300;

export interface GeocodeResult {
  displayName: string;
  lat: number;
  lng: number;
}

export interface GeocodeSearchResponse {
  results: GeocodeResult[];
}

export interface ReverseGeocodeResponse {
  result: GeocodeResult | null;
}

/** The estimator's default pitch: outlines start at it. */
export const DEFAULT_OUTLINE_PITCH = 6;
export const OUTLINE_PITCH_MAX = 24;
export const OUTLINE_POINTS_MAX = 200;
export const OUTLINES_MAX = 50;

/** Farther than any roof's middle is from its eaves: a bound, not a roof. */
export const EAVE_DISTANCE_MAX_FT = 100_000;

/** A saved roof outline: its corners, pitch, edge types, inner lines and pipe boots. */
export type RoofOutline = z.infer<ReturnType<typeof roofOutlineSchema>>;

/** PUT /api/projects/:id/outlines (geo-schemas.ts). */
export type RoofOutlinesPut = z.infer<ReturnType<typeof roofOutlinesPutSchema>>;

export interface RoofOutlines {
  projectId: string;
  outlines: RoofOutline[];
  /** 0 while nothing has been saved for the project. */
  version: number;
  updatedAt: string | null;
}

/**
 * PUT /api/projects/:id/outlines answers the outlines saved and, when the project had no
 * coordinates, the place this save gave it (the outlines' centre).
 */
export interface RoofOutlinesSaved extends RoofOutlines {
  projectLocated?: LatLng;
}

/**
 * The middle of the outlines (the centre of the box around every corner), to 6 decimals (about
 * 10 cm): where a project with no coordinates is put once its roof is drawn. Null with none.
 */
export function outlinesCentre(outlines: readonly { points: readonly LatLng[] }[]): LatLng | null {
  const points = outlines.flatMap((o) => o.points);
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const mid = (xs: number[]) => Number(((Math.min(...xs) + Math.max(...xs)) / 2).toFixed(6));
  return { lat: mid(lats), lng: mid(lngs) };
}
