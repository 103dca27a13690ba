import { edgeTypesOf } from '../../../domain/takeoff/roof-edges';
import { mapSchemas } from './api';
import type { EditableOutline } from './editable-outline';
import type { MapLocation } from './map-location';

// The map without a project keeps its place and outlines for the browser tab, so going to the
// estimator and back (or a reload) does not lose a measured roof.

const KEY = 'ridgeline.map.v1';

export interface MapSessionState {
  location: MapLocation;
  outlines: EditableOutline[];
}

export function readMapSession(): MapSessionState | undefined {
  const schema = mapSchemas.get().mapSessionSchema();
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const r = schema.safeParse(JSON.parse(raw));
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
