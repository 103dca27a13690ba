import type { Xy } from '../../geo/earth';
import { cross } from './polygon';

// The moving parts of a straight skeleton. Every edge of the footprint moves inward, parallel
// to itself, at its own speed (1 for an eave, 0 for a gable end, which stays put as a vertical
// wall); the corners of the shrinking footprint (the wavefront) slide along the lines where two
// moving edges meet. A roof plane is what one edge sweeps; its height is the time it took.

/** A footprint edge's line: inward unit normal n, unit direction d, n·x = c + speed · t. */
export interface EdgeLine {
  nx: number;
  ny: number;
  dx: number;
  dy: number;
  c: number;
  speed: number;
}

export function edgeLines(ring: readonly Xy[], speeds: readonly number[]): EdgeLine[] {
  return ring.map((a, i) => {
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const dx = (b.x - a.x) / len;
    const dy = (b.y - a.y) / len;
    // Counter-clockwise ring: the inside is on the left.
    const nx = -dy;
    const ny = dx;
    return { nx, ny, dx, dy, c: nx * a.x + ny * a.y, speed: speeds[i] ?? 1 };
  });
}

/** A corner of the wavefront: where it is now, how it moves, and the edges it joins. */
export interface WavefrontVertex {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** The skeleton node it started from. */
  node: number;
  /** The footprint edges of the wavefront edges before and after it. */
  inEdge: number;
  outEdge: number;
  /**
   * A reflex corner's meetings with the footprint's edge lines, soonest first: fixed for its
   * life, as it moves straight and every line moves steadily. Made when first needed.
   */
  plan?: { at: number; edge: number }[];
  /** Set by nextEventIn: when this reflex corner next reaches an edge, if it is soon. */
  splitAt?: number;
}

/**
 * The velocity of the point on both moving lines, or null where no such point moves steadily
 * (the lines are parallel and move differently, or face each other head on).
 */
export function velocityOf(a: EdgeLine, b: EdgeLine): [number, number] | null {
  const c = a.nx * b.nx + a.ny * b.ny;
  if (a.speed === b.speed) {
    if (a.speed === 0) return [0, 0];
    // Along the bisector of the two normals: stable when the edges are nearly in line.
    const den = 1 + c;
    if (den < 1e-12) return null;
    return [((a.nx + b.nx) * a.speed) / den, ((a.ny + b.ny) * a.speed) / den];
  }
  const s = 1 - c * c;
  if (s < 1e-12) return null;
  const alpha = (a.speed - c * b.speed) / s;
  const beta = (b.speed - c * a.speed) / s;
  return [alpha * a.nx + beta * b.nx, alpha * a.ny + beta * b.ny];
}

/** A corner where the wavefront turns right: only those can run into another edge. */
export const isReflex = (lines: readonly EdgeLine[], v: WavefrontVertex) => {
  const a = lines[v.inEdge]!;
  const b = lines[v.outEdge]!;
  return cross(a.dx, a.dy, b.dx, b.dy) < -1e-12;
};

/** Whether p is within eps of the segment ab. */
export function nearSegment(p: Xy, a: Xy, b: Xy, eps: number): boolean {
  if (
    p.x < Math.min(a.x, b.x) - eps ||
    p.x > Math.max(a.x, b.x) + eps ||
    p.y < Math.min(a.y, b.y) - eps ||
    p.y > Math.max(a.y, b.y) + eps
  ) {
    return false;
  }
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby;
  const s =
    len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / len2));
  const dx = p.x - (a.x + s * abx);
  const dy = p.y - (a.y + s * aby);
  return dx * dx + dy * dy <= eps * eps;
}

/** When a reflex corner meets each edge line from now on (`at` is a time, not a delay). */
function planOf(lines: readonly EdgeLine[], v: WavefrontVertex, t: number, eps: number) {
  const plan: { at: number; edge: number }[] = [];
  lines.forEach((e, edge) => {
    const gap = e.nx * v.x + e.ny * v.y - (e.c + e.speed * t);
    const closing = e.speed - (e.nx * v.vx + e.ny * v.vy);
    if (closing > 1e-12 && gap >= -eps) plan.push({ at: t + Math.max(0, gap / closing), edge });
  });
  return plan.sort((a, b) => a.at - b.at);
}

/**
 * How long until the next event of one wavefront: an edge shrinking to nothing, or a reflex
 * corner reaching another edge (`split`: one of those happens then too, so the caller looks for
 * corners on edges). Infinity when nothing will happen. Events already due (within eps of
 * happening) count as 0: the caller resolves them by position.
 */
export function nextEventIn(
  lines: readonly EdgeLine[],
  vs: readonly WavefrontVertex[],
  t: number,
  eps: number,
): { tau: number; split: boolean } {
  const m = vs.length;
  let best = Infinity;
  let bestSplit = Infinity;
  for (let i = 0; i < m; i++) {
    const p = vs[i]!;
    const q = vs[(i + 1) % m]!;
    const e = lines[p.outEdge]!;
    const length = e.dx * (q.x - p.x) + e.dy * (q.y - p.y);
    const rate = e.dx * (q.vx - p.vx) + e.dy * (q.vy - p.vy);
    if (rate < -1e-12 && length >= -eps) best = Math.min(best, Math.max(0, length / -rate));
  }
  // The wavefront edges on each footprint edge's line (a line may carry several after splits).
  const onLine = new Map<number, number[]>();
  for (let j = 0; j < m; j++) {
    const list = onLine.get(vs[j]!.outEdge);
    if (list) list.push(j);
    else onLine.set(vs[j]!.outEdge, [j]);
  }
  for (let i = 0; i < m; i++) {
    const v = vs[i]!;
    v.splitAt = Infinity;
    if (!isReflex(lines, v)) continue;
    v.plan ??= planOf(lines, v, t, eps);
    for (const { at, edge } of v.plan) {
      const tau = Math.max(0, at - t);
      // Corners meeting edges at the same moment are all marked.
      if (tau > bestSplit + eps) break;
      if (at < t - eps) continue;
      const e = lines[edge]!;
      // Where the corner meets the line must be on an edge as it will be then.
      const hx = v.x + tau * v.vx;
      const hy = v.y + tau * v.vy;
      for (const j of onLine.get(edge) ?? []) {
        if (j === i || (j + 1) % m === i) continue;
        const a = vs[j]!;
        const b = vs[(j + 1) % m]!;
        const fromA = e.dx * (hx - (a.x + tau * a.vx)) + e.dy * (hy - (a.y + tau * a.vy));
        const toB = e.dx * (b.x + tau * b.vx - hx) + e.dy * (b.y + tau * b.vy - hy);
        if (fromA >= -eps && toB >= -eps) {
          bestSplit = Math.min(bestSplit, tau);
          v.splitAt = t + tau;
        }
      }
      if (v.splitAt !== Infinity) break;
    }
  }
  // A split a hair after the edge event still happens at the same moment, by position.
  return { tau: Math.min(best, bestSplit), split: bestSplit <= best + eps };
}
