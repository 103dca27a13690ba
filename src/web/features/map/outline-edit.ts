import type { LatLng } from '../../../domain/geo/geo';
import { edgeLengthsFt } from '../../../domain/geo/geo';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import { edgeTypesOf } from '../../../domain/takeoff/roof-edges';
import type { EditableOutline, InnerLine } from './editable-outline';

// Changes to one outline that keep what the user said about the rest of it: an edge's type
// stays with that edge when corners are added, moved or removed, and a line drawn from a corner
// follows the corner.

export const MIN_CORNERS = 3;

export const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

export const midpoint = (a: LatLng, b: LatLng): LatLng => ({
  lat: (a.lat + b.lat) / 2,
  lng: (a.lng + b.lng) / 2,
});

/** Corner `i + 1` of the ring, wrapping round to the first. */
const next = (o: EditableOutline, i: number) => o.points[(i + 1) % o.points.length]!;

export function withEdgeType(o: EditableOutline, index: number, type: EdgeType): EditableOutline {
  if (index < 0 || index >= o.points.length) return o;
  return { ...o, edges: edgeTypesOf(o).map((t, i) => (i === index ? type : t)) };
}

/** Moves a corner; the ends of inner lines that sat on it move with it (a hip from a corner). */
export function withCornerMoved(o: EditableOutline, index: number, at: LatLng): EditableOutline {
  const old = o.points[index];
  if (!old) return o;
  const follow = (p: LatLng) => (samePoint(p, old) ? at : p);
  return {
    ...o,
    points: o.points.map((p, i) => (i === index ? at : p)),
    lines: o.lines.map((l) => ({ ...l, from: follow(l.from), to: follow(l.to) })),
  };
}

/**
 * Splits edge `edge` with a new corner (by default at its middle). Both halves keep the edge's
 * type: an eave with a jog in it is still two eaves.
 */
export function withCornerInserted(o: EditableOutline, edge: number, at?: LatLng): EditableOutline {
  const a = o.points[edge];
  if (!a) return o;
  const corner = at ?? midpoint(a, next(o, edge));
  const types = edgeTypesOf(o);
  return {
    ...o,
    points: [...o.points.slice(0, edge + 1), corner, ...o.points.slice(edge + 1)],
    edges: [...types.slice(0, edge + 1), types[edge]!, ...types.slice(edge + 1)],
  };
}

/**
 * Removes a corner, joining its two edges into one. The joined edge keeps the type they share,
 * or when they differ the type of the longer one (removing a small jog keeps the long side's
 * type). An outline keeps at least 3 corners.
 */
export function withCornerRemoved(o: EditableOutline, index: number): EditableOutline {
  const n = o.points.length;
  if (n <= MIN_CORNERS || index < 0 || index >= n) return o;
  const types = edgeTypesOf(o);
  const lengths = edgeLengthsFt(o.points);
  const before = (index - 1 + n) % n;
  const joined = (lengths[index] ?? 0) > (lengths[before] ?? 0) ? types[index]! : types[before]!;
  const edges = types.map((t, i) => (i === before ? joined : t));
  edges.splice(index, 1);
  return { ...o, points: o.points.filter((_, i) => i !== index), edges };
}

export function withLineAdded(o: EditableOutline, line: InnerLine): EditableOutline {
  return { ...o, lines: [...o.lines, line] };
}

export function withLineRemoved(o: EditableOutline, index: number): EditableOutline {
  return { ...o, lines: o.lines.filter((_, i) => i !== index) };
}

export function withLineType(
  o: EditableOutline,
  index: number,
  type: InnerLineType,
): EditableOutline {
  return { ...o, lines: o.lines.map((l, i) => (i === index ? { ...l, type } : l)) };
}

/**
 * Where a ridge, hip or valley usually starts or ends: the outline's corners, the middles of its
 * edges (a gable's ridge meets the rakes there) and the ends of lines already drawn.
 */
export function snapTargets(o: EditableOutline): LatLng[] {
  return [
    ...o.points,
    ...o.points.map((p, i) => midpoint(p, next(o, i))),
    ...o.lines.flatMap((l) => [l.from, l.to]),
  ];
}
