import type { Xy } from '../../geo/earth';
import { extentOf } from './polygon';
import type { EdgeLine, WavefrontVertex } from './wavefront';
import { edgeLines, nearSegment, nextEventIn, velocityOf } from './wavefront';

// The straight skeleton of a simple polygon, weighted: each edge moves at its own speed (0 keeps
// it in place, a gable end). The wavefront is moved from one event to the next; at each event
// every corner that has met another corner or edge there is dealt with together, by position,
// so several events at one moment (the four hips of a square meeting in one point, the corners
// of a cross reaching its middle together) need no special case.

/** A point of the skeleton: where it is on plan and when the wavefront got there. */
export interface SkeletonNode {
  x: number;
  y: number;
  /** The distance the edges had moved: the height over the pitch's run. */
  t: number;
}

/** A skeleton line from node a to node b, with the planes (footprint edges) on each side. */
export interface SkeletonArc {
  a: number;
  b: number;
  left: number;
  right: number;
}

/** Nodes 0..n-1 are the footprint's corners. */
export interface Skeleton {
  nodes: SkeletonNode[];
  arcs: SkeletonArc[];
}

export class SkeletonError extends Error {}

/**
 * A gable end (an edge that stays put) that a moving eave's wavefront reaches end on, in line
 * with it: the roof beyond it is not one of roofing's shapes. `edge` is the gable's ring edge.
 */
export class GableInLineError extends SkeletonError {
  constructor(readonly edge: number) {
    super('A gable end runs in line with an eave');
  }
}

/**
 * The skeleton of a counter-clockwise simple ring with no repeated corners. `speeds[i]` is edge
 * i's (1 an eave, 0 a gable end); at least one edge must move.
 */
export function straightSkeleton(ring: readonly Xy[], speeds: readonly number[]): Skeleton {
  const n = ring.length;
  const lines = edgeLines(ring, speeds);
  // Events closer than this (a millionth of the footprint's size) are one event.
  const eps = 1e-6 * Math.max(1, extentOf(ring));
  const nodes: SkeletonNode[] = ring.map((p) => ({ x: p.x, y: p.y, t: 0 }));
  const arcs: SkeletonArc[] = [];
  let now = 0;

  // Nodes met at one moment and place are one node, whichever wavefront got there.
  const nodeAt = (x: number, y: number): number => {
    for (let i = n; i < nodes.length; i++) {
      const k = nodes[i]!;
      if (Math.abs(k.t - now) <= eps && Math.abs(k.x - x) <= eps && Math.abs(k.y - y) <= eps) {
        return i;
      }
    }
    nodes.push({ x, y, t: now });
    return nodes.length - 1;
  };
  const end = (v: WavefrontVertex, node: number) => {
    if (v.node !== node) arcs.push({ a: v.node, b: node, left: v.inEdge, right: v.outEdge });
  };
  // A new corner sits where its two edges' lines are now, not at the average of the corners
  // that met there: rounding then never adds up from one event to the next.
  const vertexAt = (node: number, inEdge: number, outEdge: number): WavefrontVertex => {
    const at = crossingOf(lines[inEdge]!, lines[outEdge]!, now);
    const k = nodes[node]!;
    const near = at && Math.abs(at.x - k.x) <= eps && Math.abs(at.y - k.y) <= eps;
    return { x: near ? at.x : k.x, y: near ? at.y : k.y, vx: 0, vy: 0, node, inEdge, outEdge };
  };

  // Wavefronts that split apart never meet again (each keeps to its own part of the
  // footprint): each is followed on its own, from the moment it split off.
  const waiting: { vs: WavefrontVertex[]; t: number }[] = [
    { vs: ring.map((_, i) => vertexAt(i, (i - 1 + n) % n, i)), t: 0 },
  ];
  let steps = 0;
  const maxSteps = 40 * n + 100;
  while (waiting.length > 0) {
    const next = waiting.pop()!;
    let vs = next.vs;
    now = next.t;
    // The footprint is simple: nothing touches at the start.
    let contacts = false;
    for (;;) {
      if (++steps > maxSteps) throw new SkeletonError('The roof did not resolve');
      const live = resolve(vs, eps, contacts, now, nodeAt, end, vertexAt, arcs, lines);
      if (live.length === 0) break;
      vs = live[0]!;
      for (const other of live.slice(1)) waiting.push({ vs: other, t: now });
      const { tau, split } = nextEventIn(lines, vs, now, eps);
      if (!Number.isFinite(tau)) throw new SkeletonError('The roof never closes');
      contacts = split;
      now += tau;
      for (const v of vs) {
        v.x += tau * v.vx;
        v.y += tau * v.vy;
      }
    }
  }
  return { nodes, arcs };
}

/** Where two edges' lines cross at time t, or null when they are (nearly) parallel. */
function crossingOf(a: EdgeLine, b: EdgeLine, t: number): { x: number; y: number } | null {
  const det = a.nx * b.ny - a.ny * b.nx;
  if (Math.abs(det) < 1e-9) return null;
  const ca = a.c + a.speed * t;
  const cb = b.c + b.speed * t;
  return { x: (ca * b.ny - cb * a.ny) / det, y: (a.nx * cb - b.nx * ca) / det };
}

type NodeAt = (x: number, y: number) => number;
type End = (v: WavefrontVertex, node: number) => void;
type VertexAt = (node: number, inEdge: number, outEdge: number) => WavefrontVertex;

/**
 * Deals with everything that has met at this moment: corners on one spot become one, a corner
 * on another edge splits the wavefront in two, and a wavefront of two corners or fewer closes
 * (its last line, a ridge, joins them). Returns the wavefronts still moving, with velocities.
 */
function resolve(
  start: WavefrontVertex[],
  eps: number,
  lookForContacts: boolean,
  now: number,
  nodeAt: NodeAt,
  end: End,
  vertexAt: VertexAt,
  arcs: SkeletonArc[],
  lines: readonly EdgeLine[],
): WavefrontVertex[][] {
  const work = [start];
  const live: WavefrontVertex[][] = [];
  // Looking for corners on edges costs a pass over every pair: done when a corner was due to
  // reach an edge now, or when a corner's two edges fold back onto each other (a part of the
  // wavefront of no width, whose corners lie on each other's edges).
  let look = lookForContacts;
  while (work.length > 0) {
    const vs = mergeCoincident(work.pop()!, eps, nodeAt, end, vertexAt);
    if (vs.length <= 2) {
      close(vs, nodeAt, end, arcs);
      continue;
    }
    const folded = !setVelocities(vs, lines);
    // Only a reflex corner due to reach an edge now can have, unless a part has folded to no
    // width (then any corner may lie on another's edge).
    const contact = look || folded ? findContact(vs, eps, folded ? null : now) : null;
    if (contact) {
      look = true;
      work.push(...split(vs, contact[0], contact[1], nodeAt, end, vertexAt));
      continue;
    }
    if (folded) {
      const stuck = vs.find((v) => !velocityOf(lines[v.inEdge]!, lines[v.outEdge]!));
      const a = lines[stuck!.inEdge]!;
      const b = lines[stuck!.outEdge]!;
      if (a.speed !== b.speed && a.nx * b.nx + a.ny * b.ny > 0) {
        throw new GableInLineError(a.speed === 0 ? stuck!.inEdge : stuck!.outEdge);
      }
      throw new SkeletonError('A corner of the roof has no direction');
    }
    live.push(vs);
  }
  return live;
}

/** Sets each corner's velocity; false when a corner has none. */
function setVelocities(vs: WavefrontVertex[], lines: readonly EdgeLine[]): boolean {
  for (const v of vs) {
    const u = velocityOf(lines[v.inEdge]!, lines[v.outEdge]!);
    if (!u) return false;
    v.vx = u[0];
    v.vy = u[1];
  }
  return true;
}

const near = (a: WavefrontVertex, b: WavefrontVertex, eps: number) =>
  Math.hypot(a.x - b.x, a.y - b.y) <= eps;

/** Runs of neighbouring corners on one spot become one corner there (an edge has vanished). */
function mergeCoincident(
  vs: WavefrontVertex[],
  eps: number,
  nodeAt: NodeAt,
  end: End,
  vertexAt: VertexAt,
): WavefrontVertex[] {
  const m = vs.length;
  const joined = vs.map((v, i) => near(v, vs[(i + 1) % m]!, eps));
  if (!joined.some(Boolean)) return vs;
  const endAll = (group: WavefrontVertex[]) => {
    const x = group.reduce((s, v) => s + v.x, 0) / group.length;
    const y = group.reduce((s, v) => s + v.y, 0) / group.length;
    const node = nodeAt(x, y);
    for (const v of group) end(v, node);
    return node;
  };
  if (joined.every(Boolean)) {
    endAll(vs);
    return [];
  }
  // Start at the first corner of a run, so no run wraps round the end of the list.
  const s = joined.findIndex((_, i) => !joined[(i - 1 + m) % m]);
  const out: WavefrontVertex[] = [];
  let group: WavefrontVertex[] = [];
  for (let k = 0; k < m; k++) {
    const i = (s + k) % m;
    group.push(vs[i]!);
    if (joined[i]) continue;
    if (group.length === 1) out.push(group[0]!);
    else out.push(vertexAt(endAll(group), group[0]!.inEdge, group[group.length - 1]!.outEdge));
    group = [];
  }
  return out;
}

/**
 * A corner touching an edge that is not its own: [corner, edge from corner edge to edge+1].
 * With `dueAt`, only the corners due to reach an edge at that time are tried.
 */
function findContact(
  vs: readonly WavefrontVertex[],
  eps: number,
  dueAt: number | null,
): [number, number] | null {
  const m = vs.length;
  for (let i = 0; i < m; i++) {
    if (dueAt !== null && !((vs[i]!.splitAt ?? Infinity) <= dueAt + eps)) continue;
    for (let j = 0; j < m; j++) {
      if (j === i || (j + 1) % m === i) continue;
      if (nearSegment(vs[i]!, vs[j]!, vs[(j + 1) % m]!, eps)) return [i, j];
    }
  }
  return null;
}

/** Corner v has reached edge k: the wavefront parts there into two. */
function split(
  vs: readonly WavefrontVertex[],
  v: number,
  k: number,
  nodeAt: NodeAt,
  end: End,
  vertexAt: VertexAt,
): WavefrontVertex[][] {
  const m = vs.length;
  const corner = vs[v]!;
  const hit = vs[k]!.outEdge;
  const node = nodeAt(corner.x, corner.y);
  end(corner, node);
  const run = (from: number, to: number) => {
    const out: WavefrontVertex[] = [];
    for (let i = from % m; ; i = (i + 1) % m) {
      out.push(vs[i]!);
      if (i === to % m) break;
    }
    return out;
  };
  return [
    [vertexAt(node, hit, corner.outEdge), ...run(v + 1, k)],
    [vertexAt(node, corner.inEdge, hit), ...run(k + 1, (v - 1 + m) % m)],
  ];
}

/** A wavefront of two corners or fewer has no area left: its corners end, joined by a line. */
function close(vs: readonly WavefrontVertex[], nodeAt: NodeAt, end: End, arcs: SkeletonArc[]) {
  const ends = vs.map((v) => {
    const node = nodeAt(v.x, v.y);
    end(v, node);
    return node;
  });
  const [a, b] = ends;
  if (vs.length === 2 && a !== undefined && b !== undefined && a !== b) {
    arcs.push({ a, b, right: vs[0]!.outEdge, left: vs[1]!.outEdge });
  }
}
