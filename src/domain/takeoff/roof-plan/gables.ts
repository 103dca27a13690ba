import type { Footprint } from './footprint';
import { RoofPlanError } from './footprint';
import type { EdgeLine } from './wavefront';
import { cross } from './polygon';

// Gable ends: the outline edges whose roof plane stands up as a wall. In the skeleton such an
// edge does not move (speed 0), so the planes beside it slide along it and the ridge between
// them ends on it: at its middle when the two eaves beside it are parallel.

/** Edges that turn less than this are one straight side: one plane, one gable end. */
export const STRAIGHT_ON_DEG = 1;
const STRAIGHT_ON_SIN = Math.sin((STRAIGHT_ON_DEG * Math.PI) / 180);

/** Whether ring edges k-1 and k run on in a straight line (an outside turn under a degree). */
export function runsStraightOn(lines: readonly EdgeLine[], k: number): boolean {
  const a = lines[(k - 1 + lines.length) % lines.length]!;
  const b = lines[k]!;
  return a.dx * b.dx + a.dy * b.dy > 0 && Math.abs(cross(a.dx, a.dy, b.dx, b.dy)) < STRAIGHT_ON_SIN;
}

/**
 * Each ring edge's speed (1 an eave, 0 a gable end) and its facet: edges that run straight on
 * share one facet, and a gable end takes in the whole straight side it is part of.
 */
export function speedsAndFacets(
  fp: Footprint,
  lines: readonly EdgeLine[],
  gableEdges: readonly number[],
): { speeds: number[]; facetOf: number[] } {
  const m = fp.ring.length;
  const gable = new Set(gableEdges);
  const straight = lines.map((_, k) => runsStraightOn(lines, k));
  // Sides: runs of ring edges joined where they run straight on.
  const start = straight.every(Boolean) ? 0 : straight.findIndex((s) => !s);
  const facetOf = new Array<number>(m).fill(0);
  let facet = -1;
  for (let j = 0; j < m; j++) {
    const k = (start + j) % m;
    if (j === 0 || !straight[k]) facet++;
    facetOf[k] = facet;
  }
  const gableFacets = new Set(facetOf.filter((_, k) => gable.has(fp.edgeOf[k]!)));
  const speeds = facetOf.map((f) => (gableFacets.has(f) ? 0 : 1));
  if (speeds.every((s) => s === 0)) {
    throw new RoofPlanError(
      'gableEdges',
      /*i18n*/ 'At least one edge must be an eave, not a gable end.',
    );
  }
  return { speeds, facetOf };
}
