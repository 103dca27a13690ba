import type { LatLng } from '../geo';
import { edgeLengthsFt } from '../geo';
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
    throw new RoofPlanError('gableEdges', 'At least one edge must be an eave, not a gable end.');
  }
  return { speeds, facetOf };
}

/**
 * For an outline of four corners that is nearly a rectangle (opposite sides and the diagonals
 * equal within 5%), the two shorter opposite edges: the usual gable ends. Null otherwise.
 */
export function rectangleGableEdges(points: readonly LatLng[]): [number, number] | null {
  if (points.length !== 4) return null;
  const lengths = edgeLengthsFt(points);
  // Opposite sides equal make a parallelogram; diagonals equal to each other and to the
  // right-angled one make it a rectangle. Lengths need no projection.
  const [a, b, c, d] = lengths as [number, number, number, number];
  const diag1 = edgeLengthsFt([points[0]!, points[2]!])[0]!;
  const diag2 = edgeLengthsFt([points[1]!, points[3]!])[0]!;
  const close = (x: number, y: number) => Math.abs(x - y) <= 0.05 * Math.max(x, y);
  const squareDiagonal = Math.hypot((a + c) / 2, (b + d) / 2);
  if (!close(a, c) || !close(b, d) || !close(diag1, diag2) || !close(diag1, squareDiagonal)) {
    return null;
  }
  return a + c <= b + d ? [0, 2] : [1, 3];
}
