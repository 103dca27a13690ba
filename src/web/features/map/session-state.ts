import { z } from 'zod';
import { innerLineSchema, OUTLINES_MAX } from '../../../domain/geo/geo';
import { EDGE_TYPES } from '../../../domain/takeoff/roof-edge-types';
import { edgeTypesOf } from '../../../domain/takeoff/roof-edges';
import type { EditableOutline } from './editable-outline';
import type { MapLocation } from './map-location';

// The map without a project keeps its place and outlines for the browser tab, so going to the
// estimator and back (or a reload) does not lose a measured roof.

const KEY = 'ridgeline.map.v1';

const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
const stateSchema = z.object({
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
export interface MapSessionState {
  location: MapLocation;
  outlines: EditableOutline[];
}

export function readMapSession(): MapSessionState | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const r = stateSchema.safeParse(JSON.parse(raw));
    if (!r.success) return undefined;
    return {
      location: r.data.location,
      outlines: r.data.outlines.map((o) => ({ ...o, edges: edgeTypesOf(o) })),
    };
  } catch {
    // Storage disabled (private mode) or a value from an older version: start fresh.
    return undefined;
  }
}

export function writeMapSession(state: {
  location: MapLocation;
  outlines: EditableOutline[];
}): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Full or disabled storage only costs the convenience.
  }
}
