import { edgeTypesOf } from '../../../domain/takeoff/roof-edges';
import { MAP_SESSION_KEY, mapSchemas } from './api';
import type { EditableOutline } from './editable-outline';
import type { MapLocation } from './map-location';

// The map without a project keeps its place and outlines for the browser tab, so going to the
// estimator and back (or a reload) does not lose a measured roof.

export interface MapSessionState {
  location: MapLocation;
  outlines: EditableOutline[];
}

export function readMapSession(): MapSessionState | undefined {
  try {
    const raw = sessionStorage.getItem(MAP_SESSION_KEY);
    if (!raw) return undefined;
    // Only read with something kept: the first screen then waited for the schemas (api.ts).
    const r = mapSchemas.get().mapSessionSchema().safeParse(JSON.parse(raw));
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
    sessionStorage.setItem(MAP_SESSION_KEY, JSON.stringify(state));
  } catch {
    // Full or disabled storage only costs the convenience.
  }
}
