import { z } from 'zod';
import { once } from '../../../domain/common/once';
import { OUTLINES_MAX } from '../../../domain/geo/geo';
import { innerLineSchema } from '../../../domain/geo/geo-schemas';
import { EDGE_TYPES } from '../../../domain/takeoff/roof-edge-types';

// What the map checks with as it draws: a link's coordinates, each outline's pitch and pipe
// boots as typed, the map this tab kept, the address searched for. They bring zod, so the map
// fetches this module with its data (mapSchemas in api.ts), not in its code.

export {
  geocodeQuerySchema,
  latitudeSchema,
  longitudeSchema,
  roofOutlineSchema,
} from '../../../domain/geo/geo-schemas';

/** The map as this tab kept it (session-state.ts), read back only when it has this shape. */
export const mapSessionSchema = once(() => {
  const point = z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  });
  return z.object({
    location: point.extend({
      address: z.string().max(2000),
      located: z.boolean(),
      // Kept by this tab before places were marked chosen: read as the start point.
      chosen: z.boolean().default(false),
    }),
    outlines: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          pitchText: z.string(),
          points: z.array(point),
          // Kept by this tab before edges had types: read as all eaves, no lines, no boots.
          edges: z.array(z.enum(EDGE_TYPES)).optional(),
          lines: z.array(innerLineSchema()).default([]),
          pipeBootsText: z.string().default('0'),
        }),
      )
      .max(OUTLINES_MAX),
  });
});
