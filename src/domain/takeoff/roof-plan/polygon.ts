import type { Xy } from '../../geo/earth';

// Plane geometry of a footprint: its area and winding, and whether it is a simple polygon (no
// edge crosses or touches another), which the straight skeleton needs.

export const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx;

/** Largest extent of the ring, in its own units: the scale for tolerances. */
export function extentOf(ring: readonly Xy[]): number {
  const xs = ring.map((p) => p.x);
  const ys = ring.map((p) => p.y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

function orient(a: Xy, b: Xy, c: Xy, eps: number): number {
  const v = cross(b.x - a.x, b.y - a.y, c.x - a.x, c.y - a.y);
  // Scaled by the segment's length, so eps is a distance.
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return Math.abs(v / d) <= eps ? 0 : Math.sign(v);
}

const onSegment = (a: Xy, b: Xy, p: Xy, eps: number) =>
  p.x >= Math.min(a.x, b.x) - eps &&
  p.x <= Math.max(a.x, b.x) + eps &&
  p.y >= Math.min(a.y, b.y) - eps &&
  p.y <= Math.max(a.y, b.y) + eps;

/** Whether segments ab and cd meet (touching counts), within eps. */
export function segmentsMeet(a: Xy, b: Xy, c: Xy, d: Xy, eps: number): boolean {
  if (
    Math.max(c.x, d.x) < Math.min(a.x, b.x) - eps ||
    Math.min(c.x, d.x) > Math.max(a.x, b.x) + eps ||
    Math.max(c.y, d.y) < Math.min(a.y, b.y) - eps ||
    Math.min(c.y, d.y) > Math.max(a.y, b.y) + eps
  ) {
    return false;
  }
  const o1 = orient(a, b, c, eps);
  const o2 = orient(a, b, d, eps);
  const o3 = orient(c, d, a, eps);
  const o4 = orient(c, d, b, eps);
  if (o1 !== o2 && o3 !== o4 && o1 * o2 <= 0 && o3 * o4 <= 0) {
    if (o1 !== 0 || o2 !== 0) return true;
  }
  if (o1 === 0 && onSegment(a, b, c, eps)) return true;
  if (o2 === 0 && onSegment(a, b, d, eps)) return true;
  if (o3 === 0 && onSegment(c, d, a, eps)) return true;
  if (o4 === 0 && onSegment(c, d, b, eps)) return true;
  return false;
}

/**
 * The first two edges (edge i runs from corner i to the next) that cross or touch where they
 * should not, or null for a simple polygon. Neighbouring edges share only their corner.
 */
export function firstCrossing(ring: readonly Xy[], eps: number): [number, number] | null {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const c = ring[j]!;
      const d = ring[(j + 1) % n]!;
      if (j === i + 1 || (i === 0 && j === n - 1)) {
        // Neighbours: only a fold back onto each other is a crossing.
        const shared = j === i + 1 ? b : a;
        const far1 = j === i + 1 ? a : b;
        const far2 = j === i + 1 ? d : c;
        const folded =
          orient(far1, shared, far2, eps) === 0 &&
          (far2.x - shared.x) * (far1.x - shared.x) + (far2.y - shared.y) * (far1.y - shared.y) > 0;
        if (folded) return [i, j];
        continue;
      }
      if (segmentsMeet(a, b, c, d, eps)) return [i, j];
    }
  }
  return null;
}
