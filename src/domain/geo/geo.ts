import { z } from 'zod';
import { EARTH_RADIUS_M, localFeet, M_PER_FT, signedArea, WGS84_B, WGS84_F } from './earth';
import { once } from '../common/once';
import { areaMultiplier } from '../takeoff/pitch';
import {
  EDGE_TYPES,
  INNER_LINE_TYPES,
  INNER_LINES_MAX,
  OUTLINE_PIPE_BOOTS_MAX,
} from '../takeoff/roof-edge-types';
import { msg } from '../common/messages';

// Roof measuring on a map: areas and lengths on the Earth, not on the flat screen, and the
// zod schemas of the map's API inputs (geocoder queries, saved roof outlines).

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

// ---- API input schemas --------------------------------------------------------------------

export const GEOCODE_QUERY_MAX = 300;

/** GET /api/geocode?q= : one address to look up. */
export const geocodeQuerySchema = once(() =>
  z.strictObject({
    q: z
      .string({ error: /*i18n*/ 'Enter an address to search for' })
      .trim()
      .min(1, /*i18n*/ 'Enter an address to search for')
      .max(
        GEOCODE_QUERY_MAX,
        msg(/*i18n*/ 'The address must be at most {max} characters', { max: GEOCODE_QUERY_MAX }),
      ),
  }),
);

/** A coordinate as query text: "45.5152" -> 45.5152; empty, non-numeric or out of range fails. */
const coordinate = (label: string, limit: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} is required', { label }) })
    .trim()
    .min(1, msg(/*i18n*/ '{label} is required', { label }))
    // Plain decimal degrees only: Number() would also take "1e1", "0x1f" or "Infinity".
    .regex(/^-?\d{1,3}(\.\d{1,20})?$/, msg(/*i18n*/ '{label} must be a number', { label }))
    .transform(Number)
    .pipe(
      z
        .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
        .min(
          -limit,
          msg(/*i18n*/ '{label} must be between {min} and {max}', {
            label,
            min: -limit,
            max: limit,
          }),
        )
        .max(
          limit,
          msg(/*i18n*/ '{label} must be between {min} and {max}', {
            label,
            min: -limit,
            max: limit,
          }),
        ),
    );

export const latitudeSchema = once(() => coordinate(/*i18n*/ 'Latitude', 90));
export const longitudeSchema = once(() => coordinate(/*i18n*/ 'Longitude', 180));

/** GET /api/geocode/reverse?lat=&lng= */
export const reverseGeocodeQuerySchema = once(() =>
  z.strictObject({
    lat: latitudeSchema(),
    lng: longitudeSchema(),
  }),
);

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

export const pointSchema = once(() =>
  z.strictObject({
    lat: z
      .number({ error: /*i18n*/ 'Latitude must be a number' })
      .min(-90, /*i18n*/ 'Latitude must be between -90 and 90')
      .max(90, /*i18n*/ 'Latitude must be between -90 and 90'),
    lng: z
      .number({ error: /*i18n*/ 'Longitude must be a number' })
      .min(-180, /*i18n*/ 'Longitude must be between -180 and 180')
      .max(180, /*i18n*/ 'Longitude must be between -180 and 180'),
  }),
);

/** Farther than any roof's middle is from its eaves: a bound, not a roof. */
export const EAVE_DISTANCE_MAX_FT = 100_000;

const eaveDistance = () =>
  z
    .number({ error: /*i18n*/ 'Distance from the eaves must be a number' })
    .min(0, /*i18n*/ 'Distance from the eaves cannot be negative')
    .max(
      EAVE_DISTANCE_MAX_FT,
      msg(/*i18n*/ 'Distance from the eaves must be at most {max} ft', {
        max: EAVE_DISTANCE_MAX_FT,
      }),
    );

/** A ridge, hip or valley inside an outline. */
export const innerLineSchema = once(() =>
  z.strictObject({
    type: z.enum(INNER_LINE_TYPES, {
      error: msg(/*i18n*/ 'Line type must be one of: {types}', {
        types: INNER_LINE_TYPES.join(', '),
      }),
    }),
    from: pointSchema(),
    to: pointSchema(),
    // Made by Generate roof (regenerating replaces these, and only these).
    generated: z.literal(true, { error: /*i18n*/ 'Generated must be true or left out' }).optional(),
    // Each end's distance from the eaves on plan, from the computed roof: the line rises
    // pitch/12 ft per foot of it, so its true length follows the outline's pitch.
    eaveDistanceFt: z.tuple([eaveDistance(), eaveDistance()]).optional(),
  }),
);

export const roofOutlineSchema = once(() =>
  z
    .strictObject({
      id: z
        .string()
        .trim()
        .min(1, /*i18n*/ 'Outline id is required')
        .max(64, /*i18n*/ 'Outline id is too long'),
      name: z
        .string({ error: /*i18n*/ 'Name is required' })
        .trim()
        .min(1, /*i18n*/ 'Name is required')
        .max(100, /*i18n*/ 'Name must be at most 100 characters'),
      pitch: z
        .number({ error: /*i18n*/ 'Pitch must be a number' })
        .min(0, /*i18n*/ 'Pitch cannot be negative')
        .max(
          OUTLINE_PITCH_MAX,
          msg(/*i18n*/ 'Pitch must be at most {max}', { max: OUTLINE_PITCH_MAX }),
        ),
      points: z
        .array(pointSchema())
        .min(3, /*i18n*/ 'An outline needs at least 3 corners')
        .max(
          OUTLINE_POINTS_MAX,
          msg(/*i18n*/ 'An outline can have at most {max} corners', { max: OUTLINE_POINTS_MAX }),
        ),
      // What each edge is (edge i runs from corner i to the next). Outlines saved before edges
      // had types have none: every edge then counts as an eave.
      edges: z
        .array(
          z.enum(EDGE_TYPES, {
            error: msg(/*i18n*/ 'Edge type must be one of: {types}', {
              types: EDGE_TYPES.join(', '),
            }),
          }),
        )
        .max(OUTLINE_POINTS_MAX)
        .optional(),
      // Ridges, hips and valleys drawn inside the outline, by hand or generated.
      lines: z
        .array(innerLineSchema())
        .max(
          INNER_LINES_MAX,
          msg(/*i18n*/ 'An outline can have at most {max} lines', { max: INNER_LINES_MAX }),
        )
        .optional(),
      pipeBoots: z
        .number({ error: /*i18n*/ 'Pipe boots must be a number' })
        .int(/*i18n*/ 'Pipe boots must be a whole number')
        .min(0, /*i18n*/ 'Pipe boots cannot be negative')
        .max(
          OUTLINE_PIPE_BOOTS_MAX,
          msg(/*i18n*/ 'Pipe boots must be at most {max}', { max: OUTLINE_PIPE_BOOTS_MAX }),
        )
        .optional(),
    })
    .refine((o) => o.edges === undefined || o.edges.length === o.points.length, {
      message: /*i18n*/ 'Give one edge type for each edge of the outline',
      path: ['edges'],
    }),
);
export type RoofOutline = z.infer<ReturnType<typeof roofOutlineSchema>>;

/** PUT /api/projects/:id/outlines replaces the project's outlines; version 0 = none saved yet. */
export const roofOutlinesPutSchema = once(() =>
  z.strictObject({
    outlines: z
      .array(roofOutlineSchema())
      .max(
        OUTLINES_MAX,
        msg(/*i18n*/ 'A project can have at most {max} outlines', { max: OUTLINES_MAX }),
      ),
    version: z
      .number({ error: /*i18n*/ 'Version is required' })
      .int()
      .min(0, /*i18n*/ 'Version cannot be negative'),
  }),
);
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
