import type { Skeleton, SkeletonArc } from './skeleton';
import type { EdgeLine } from './wavefront';
import { cross } from './polygon';

// What each line of a computed roof is, as a roofer names it. A line from a corner of the
// footprint is a hip (an outside corner) or a valley (an inside corner). Inside the roof, a line
// where the planes fold down on both sides is a ridge when the two planes' eaves face each other
// (it runs along the roof), a hip otherwise; where they fold up it is a valley.

export type ComputedLineType = 'ridge' | 'hip' | 'valley';

/** Eaves facing each other within this angle put a ridge between their planes. */
const RIDGE_SPREAD_DEG = 30;
const RIDGE_DOT = -Math.cos((RIDGE_SPREAD_DEG * Math.PI) / 180);

/** Whether corner k of the ring (where edge k-1 meets edge k) turns left: an outside corner. */
export function isConvexCorner(lines: readonly EdgeLine[], k: number): boolean {
  const a = lines[(k - 1 + lines.length) % lines.length]!;
  const b = lines[k]!;
  return cross(a.dx, a.dy, b.dx, b.dy) > 0;
}

export function computedLineType(
  sk: Skeleton,
  arc: SkeletonArc,
  lines: readonly EdgeLine[],
  n: number,
): ComputedLineType {
  const corner = arc.a < n ? arc.a : arc.b < n ? arc.b : -1;
  if (corner >= 0) return isConvexCorner(lines, corner) ? 'hip' : 'valley';
  const a = sk.nodes[arc.a]!;
  const b = sk.nodes[arc.b]!;
  const l = lines[arc.left]!;
  const r = lines[arc.right]!;
  // Just left of the line the left plane is lower than the right one's extension: a fold down.
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const foldsDown = (l.nx - r.nx) * -dy + (l.ny - r.ny) * dx < 0;
  if (!foldsDown) return 'valley';
  const level = Math.abs(b.t - a.t) <= 1e-9 * Math.max(1, Math.hypot(dx, dy));
  return level || l.nx * r.nx + l.ny * r.ny < RIDGE_DOT ? 'ridge' : 'hip';
}

export interface TypedArc {
  a: number;
  b: number;
  type: ComputedLineType | 'rake';
}

/**
 * Lines of one type that run straight on through a point where nothing else meets them are one
 * line (a ridge crossed only by the flat seam between two parts of one straight side).
 */
export function joinStraightRuns(arcs: readonly TypedArc[], sk: Skeleton, n: number): TypedArc[] {
  let out = [...arcs];
  for (let changed = true; changed;) {
    changed = false;
    const at = new Map<number, number[]>();
    out.forEach((l, i) => {
      for (const k of [l.a, l.b]) at.set(k, [...(at.get(k) ?? []), i]);
    });
    for (const [k, ids] of at) {
      if (k < n || ids.length !== 2) continue;
      const [p, q] = ids.map((i) => out[i]!) as [TypedArc, TypedArc];
      if (p.type !== q.type) continue;
      const pa = p.a === k ? p.b : p.a;
      const qb = q.a === k ? q.b : q.a;
      const o = sk.nodes[k]!;
      const u = sk.nodes[pa]!;
      const w = sk.nodes[qb]!;
      const c = cross(u.x - o.x, u.y - o.y, w.x - o.x, w.y - o.y);
      const opposite = (u.x - o.x) * (w.x - o.x) + (u.y - o.y) * (w.y - o.y) < 0;
      const scale = Math.hypot(u.x - o.x, u.y - o.y) * Math.hypot(w.x - o.x, w.y - o.y);
      if (!opposite || Math.abs(c) > 1e-6 * scale) continue;
      out = out.filter((l) => l !== p && l !== q);
      out.push({ a: pa, b: qb, type: p.type });
      changed = true;
      break;
    }
  }
  return out;
}
