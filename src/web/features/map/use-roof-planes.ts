import { useEffect, useMemo, useState } from 'react';
import type { LatLng } from '../../../domain/geo/geo';
import type { EditableOutline } from './editable-outline';
import { parsePitch } from './editable-outline';

/** The planes of each outline whose roof was generated, by outline id. */
export type RoofPlanes = ReadonlyMap<string, LatLng[][]>;

const NONE: RoofPlanes = new Map();

/**
 * The roof planes to draw on the map for outlines with generated lines, worked out again from
 * their corners, pitch and gable ends. The planner's code loads only when an outline has a
 * generated roof, after the map is on screen (never in Map View's first load).
 */
export function useRoofPlanes(outlines: readonly EditableOutline[]): RoofPlanes {
  const generated = useMemo(
    () =>
      outlines.flatMap((o) => {
        const pitch = parsePitch(o.pitchText);
        return pitch !== null && o.lines.some((l) => l.generated)
          ? [{ id: o.id, points: o.points, edges: o.edges, lines: o.lines, pitch }]
          : [];
      }),
    [outlines],
  );
  const [planes, setPlanes] = useState<RoofPlanes>(NONE);
  useEffect(() => {
    if (generated.length === 0) return;
    let current = true;
    void import('../../../domain/takeoff/roof-plan/outline-planes').then(({ outlinePlanes }) => {
      if (!current) return;
      const next = new Map<string, LatLng[][]>();
      for (const o of generated) {
        const facets = outlinePlanes(o);
        if (facets)
          next.set(
            o.id,
            facets.map((f) => f.points),
          );
      }
      setPlanes(next);
    });
    return () => {
      current = false;
    };
  }, [generated]);
  return generated.length === 0 ? NONE : planes;
}
