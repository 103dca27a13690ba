import type { LatLng } from '../../geo/geo';
import { edgeLengthsFt } from '../../geo/geo';

// The Gable shortcut of Generate roof. Apart from the rest of the roof plan: the map shows it
// before the roof's code is loaded.

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
