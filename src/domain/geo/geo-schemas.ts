import { z } from 'zod';
import { once } from '../common/once';
import { msg } from '../common/messages';
import {
  EDGE_TYPES,
  INNER_LINE_TYPES,
  INNER_LINES_MAX,
  OUTLINE_PIPE_BOOTS_MAX,
} from '../takeoff/roof-edge-types';
import {
  EAVE_DISTANCE_MAX_FT,
  GEOCODE_QUERY_MAX,
  OUTLINE_PITCH_MAX,
  OUTLINE_POINTS_MAX,
  OUTLINES_MAX,
} from './geo';

// The zod schemas of the map's API inputs (geocoder queries, saved roof outlines), apart from
// geo.ts: the map measures with geo.ts as it loads, and fetches these with its data
// (features/map/map-schemas.ts).

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

/** An outline's pitch (rise per 12): a saved outline's and the one Generate roof is asked for. */
export const outlinePitchSchema = once(() =>
  z
    .number({ error: /*i18n*/ 'Pitch must be a number' })
    .min(0, /*i18n*/ 'Pitch cannot be negative')
    .max(
      OUTLINE_PITCH_MAX,
      msg(/*i18n*/ 'Pitch must be at most {max}', { max: OUTLINE_PITCH_MAX }),
    ),
);

/** An outline's corners, in order: a saved outline's and the one Generate roof is asked for. */
export const outlineCornersSchema = once(() =>
  z
    .array(pointSchema(), { error: /*i18n*/ 'Points must be a list of corners' })
    .min(3, /*i18n*/ 'An outline needs at least 3 corners')
    .max(
      OUTLINE_POINTS_MAX,
      msg(/*i18n*/ 'An outline can have at most {max} corners', { max: OUTLINE_POINTS_MAX }),
    ),
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
      pitch: outlinePitchSchema(),
      points: outlineCornersSchema(),
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
