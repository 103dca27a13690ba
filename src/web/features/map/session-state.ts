import { z } from 'zod';
import type { EditableOutline } from './roof-outlines';

// The map without a project keeps its place and outlines for the browser tab, so going to the
// estimator and back (or a reload) does not lose a measured roof.

const KEY = 'ridgeline.map.v1';

const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
const stateSchema = z.object({
  location: z.object({
    address: z.string().max(2000),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    located: z.boolean(),
  }),
  outlines: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        pitchText: z.string(),
        points: z.array(point),
      }),
    )
    .max(50),
});
export type MapSessionState = z.infer<typeof stateSchema>;

export function readMapSession(): MapSessionState | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const r = stateSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : undefined;
  } catch {
    // Storage disabled (private mode) or a value from an older version: start fresh.
    return undefined;
  }
}

export function writeMapSession(state: {
  location: MapSessionState['location'];
  outlines: EditableOutline[];
}): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Full or disabled storage only costs the convenience.
  }
}
