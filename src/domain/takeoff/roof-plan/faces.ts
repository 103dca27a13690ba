import type { Skeleton } from './skeleton';
import { SkeletonError } from './skeleton';

// The roof planes (facets) of a skeleton: each footprint edge sweeps one plane. Edges that run on
// in a straight line (within a degree) sweep what a roofer calls one plane: they are one facet,
// and the line between their parts is no roof line at all.

export interface FacetRing {
  /** The footprint edges under it, in order. */
  edges: number[];
  /** Its corners, as skeleton node indexes, counter-clockwise. */
  nodes: number[];
}

interface HalfArc {
  to: number;
  dx: number;
  dy: number;
}

/**
 * Each facet's ring. `facetOf[i]` is the facet of footprint edge i (edges of one facet are
 * neighbours); facets of edges that do not move (gable ends) are left out.
 */
export function facetRings(
  sk: Skeleton,
  n: number,
  facetOf: readonly number[],
  moving: readonly boolean[],
): FacetRing[] {
  const out = new Map<number, Map<number, HalfArc[]>>();
  const add = (facet: number, from: number, to: number) => {
    if (from === to) return;
    const a = sk.nodes[from]!;
    const b = sk.nodes[to]!;
    let byNode = out.get(facet);
    if (!byNode) out.set(facet, (byNode = new Map()));
    const list = byNode.get(from) ?? [];
    list.push({ to, dx: b.x - a.x, dy: b.y - a.y });
    byNode.set(from, list);
  };
  for (let i = 0; i < n; i++) add(facetOf[i]!, i, (i + 1) % n);
  for (const arc of sk.arcs) {
    const l = facetOf[arc.left]!;
    const r = facetOf[arc.right]!;
    if (l === r) continue;
    add(l, arc.a, arc.b);
    add(r, arc.b, arc.a);
  }

  const rings: FacetRing[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < n; i++) {
    const facet = facetOf[i]!;
    if (seen.has(facet) || !moving[i]) continue;
    seen.add(facet);
    // The facet's first edge: the one whose previous edge belongs to another facet.
    let first = i;
    while (facetOf[(first - 1 + n) % n] === facet && (first - 1 + n) % n !== i) {
      first = (first - 1 + n) % n;
    }
    const edges: number[] = [];
    for (let e = first; facetOf[e] === facet && edges.length < n; e = (e + 1) % n) edges.push(e);
    rings.push({ edges, nodes: walk(out.get(facet)!, first, sk) });
  }
  return rings;
}

/** Follows a facet's boundary (the facet on the left) from a node back to it. */
function walk(byNode: Map<number, HalfArc[]>, start: number, sk: Skeleton): number[] {
  const nodes = [start];
  let at = start;
  let inDx = 0;
  let inDy = 0;
  const used = new Set<HalfArc>();
  for (let step = 0; step <= sk.nodes.length + sk.arcs.length; step++) {
    const choices = (byNode.get(at) ?? []).filter((h) => !used.has(h));
    if (choices.length === 0) break;
    // Where the facet touches itself at one node, the way on is the first turn clockwise from
    // the way back: the facet stays on the left.
    const back = Math.atan2(-inDy, -inDx);
    const turn = (h: HalfArc) => {
      const d = back - Math.atan2(h.dy, h.dx);
      return d <= 1e-12 ? d + 2 * Math.PI : d;
    };
    const h =
      choices.length === 1 ? choices[0]! : choices.reduce((p, q) => (turn(q) < turn(p) ? q : p));
    used.add(h);
    if (h.to === start) return nodes;
    nodes.push(h.to);
    at = h.to;
    inDx = h.dx;
    inDy = h.dy;
  }
  throw new SkeletonError('A roof plane does not close');
}
