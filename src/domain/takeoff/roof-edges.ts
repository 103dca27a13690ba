import type { LatLng, RoofOutline } from '../geo/geo';
import { distanceM, edgeLengthsFt, estimatorHandoff, mToFt, planAreaSqFt } from '../geo/geo';
import { areaMultiplier } from './pitch';
import type { EdgeType } from './roof-edge-types';
import type { RoofLengths, RoofMeasurements } from './takeoff';
import { hipValleyLengthFt, NO_LENGTHS, rakeLengthFt } from './takeoff';

// A measured roof's lengths by type, from the outlines drawn on the map. Lengths are true (3D)
// lengths from each outline's pitch: eaves, ridges and walls are level, rakes climb the slope,
// hips and valleys run across it.

/** The edge types of an outline: as saved, or every edge an eave (the usual hip roof). */
export function edgeTypesOf(outline: Pick<RoofOutline, 'points' | 'edges'>): EdgeType[] {
  const n = outline.points.length;
  if (outline.edges?.length === n) return outline.edges;
  return Array.from({ length: n }, () => 'eave');
}

/** The true length of a line of a given type, from its length on plan and the roof's pitch. */
export function trueLengthFt(planFt: number, type: EdgeType, pitch: number): number {
  switch (type) {
    case 'rake':
      return rakeLengthFt(planFt, pitch);
    case 'hip':
    case 'valley':
      return hipValleyLengthFt(planFt, pitch);
    default:
      return planFt;
  }
}

/** Where a line of each type is counted in a roof's lengths. */
export const LENGTH_KEY_OF: Record<EdgeType, keyof Omit<RoofLengths, 'pipeBoots'>> = {
  eave: 'eavesFt',
  rake: 'rakesFt',
  ridge: 'ridgesFt',
  hip: 'hipsFt',
  valley: 'valleysFt',
  wall: 'wallsFt',
};

export interface MeasuredLine {
  type: EdgeType;
  from: LatLng;
  to: LatLng;
  planFt: number;
  trueFt: number;
}

/** Every edge and inner line of an outline with its type and lengths, edges first. */
export function measuredLinesOf(outline: RoofOutline): MeasuredLine[] {
  const types = edgeTypesOf(outline);
  const plan = edgeLengthsFt(outline.points);
  const n = outline.points.length;
  const edges = plan.map((planFt, i) => ({
    type: types[i]!,
    from: outline.points[i]!,
    to: outline.points[(i + 1) % n]!,
    planFt,
    trueFt: trueLengthFt(planFt, types[i]!, outline.pitch),
  }));
  const inner = (outline.lines ?? []).map((l) => {
    const planFt = mToFt(distanceM(l.from, l.to));
    // A computed line knows how far each end is from the eaves: its rise at any pitch. A line
    // drawn by hand is taken at the usual factor for its type.
    const trueFt = l.eaveDistanceFt
      ? Math.hypot(
          planFt,
          (Math.abs(l.eaveDistanceFt[1] - l.eaveDistanceFt[0]) * outline.pitch) / 12,
        )
      : trueLengthFt(planFt, l.type, outline.pitch);
    return { type: l.type, from: l.from, to: l.to, planFt, trueFt };
  });
  return [...edges, ...inner];
}

/** The lengths of one outline, or of several added up, by type; and their pipe boots. */
export function roofLengthsOf(outlines: readonly RoofOutline[]): RoofLengths {
  const totals: RoofLengths = { ...NO_LENGTHS };
  for (const outline of outlines) {
    for (const line of measuredLinesOf(outline)) totals[LENGTH_KEY_OF[line.type]] += line.trueFt;
    totals.pipeBoots += outline.pipeBoots ?? 0;
  }
  return totals;
}

/** One outline's plan and sloped (actual) area from its own pitch. */
export function outlineAreas(outline: RoofOutline): { planSqFt: number; slopedSqFt: number } {
  const planSqFt = planAreaSqFt(outline.points);
  return { planSqFt, slopedSqFt: planSqFt * areaMultiplier(outline.pitch) };
}

/**
 * What the map sends to the estimator: the total plan area with the largest outline's pitch
 * (the estimator takes one pitch), and every length by type. Null when nothing is measured.
 */
export function roofMeasurementsOf(outlines: readonly RoofOutline[]): RoofMeasurements | null {
  const handoff = estimatorHandoff(outlines);
  if (!handoff) return null;
  return { roofAreaSqFt: handoff.areaSqFt, pitch: handoff.pitch, ...roofLengthsOf(outlines) };
}
