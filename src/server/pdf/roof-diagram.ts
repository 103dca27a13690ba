import type { LatLng, RoofOutline } from '../../domain/geo/geo';
import { localFeet } from '../../domain/geo/earth';

// The geometry of the roof diagram: outlines flattened to feet and fitted to a box on the page,
// and labels placed where they overlap neither each other nor the other lines.

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Feet east and north of the corners' middle, in the frame the map's lengths and areas are
 * measured in, so a 40 ft edge draws 40 ft long.
 */
export function planProjection(outlines: readonly RoofOutline[]): (p: LatLng) => Point {
  return localFeet(outlines.flatMap((o) => o.points)).toFeet;
}

export interface DiagramFit {
  /** Points per foot. */
  scale: number;
  /** The box's height on the page (its width is the one asked for). */
  height: number;
  /** Page coordinates (y down) of a point in feet (y north). */
  toPage(p: Point): Point;
}

/**
 * Scales the roof to fill a box `width` wide and at most `maxHeight` tall, north up, keeping
 * `pad` points free on every side for the labels outside the outline.
 */
export function fitDiagram(
  points: readonly Point[],
  box: { x: number; y: number; width: number; maxHeight: number; pad: number },
): DiagramFit {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs, 0);
  const maxX = Math.max(...xs, 0);
  const minY = Math.min(...ys, 0);
  const maxY = Math.max(...ys, 0);
  // A roof drawn as a line (or a point) still gets a scale.
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const innerW = box.width - 2 * box.pad;
  const innerH = box.maxHeight - 2 * box.pad;
  const scale = Math.min(innerW / spanX, innerH / spanY);
  const height = (maxY - minY) * scale + 2 * box.pad;
  const left = box.x + (box.width - (maxX - minX) * scale) / 2;
  const top = box.y + box.pad;
  return {
    scale,
    height,
    toPage: (p) => ({ x: left + (p.x - minX) * scale, y: top + (maxY - p.y) * scale }),
  };
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const inside = (r: Rect, bounds: Rect) =>
  r.x >= bounds.x &&
  r.y >= bounds.y &&
  r.x + r.w <= bounds.x + bounds.w &&
  r.y + r.h <= bounds.y + bounds.h;

/** Whether the segment a-b crosses or touches the rectangle (Liang-Barsky clipping). */
export function segmentHitsRect(a: Point, b: Point, r: Rect): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  return (
    clip(-dx, a.x - r.x) &&
    clip(dx, r.x + r.w - a.x) &&
    clip(-dy, a.y - r.y) &&
    clip(dy, r.y + r.h - a.y)
  );
}

export interface Segment {
  a: Point;
  b: Point;
}

const CELL = 24;

/**
 * Remembers what is already on the diagram (labels, the scale bar, the lines themselves) and
 * finds a free place for each new label. A grid of cells indexes both, so a roof of thousands
 * of lines is still quick: a candidate is checked only against what shares its cells.
 */
export class LabelPlacer {
  private readonly cols: number;
  private readonly rows: number;
  private readonly segmentCells: number[][];
  private readonly rectCells: Rect[][];
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(
    private readonly bounds: Rect,
    private readonly segments: readonly Segment[],
  ) {
    this.cols = Math.max(1, Math.ceil(bounds.w / CELL));
    this.rows = Math.max(1, Math.ceil(bounds.h / CELL));
    this.segmentCells = Array.from({ length: this.cols * this.rows }, () => []);
    this.rectCells = Array.from({ length: this.cols * this.rows }, () => []);
    this.seen = new Uint32Array(segments.length);
    for (const [i, s] of segments.entries()) {
      const box = {
        x: Math.min(s.a.x, s.b.x),
        y: Math.min(s.a.y, s.b.y),
        w: Math.abs(s.a.x - s.b.x),
        h: Math.abs(s.a.y - s.b.y),
      };
      this.forCells(box, (c) => {
        if (segmentHitsRect(s.a, s.b, this.cellRect(c))) this.segmentCells[c]!.push(i);
      });
    }
  }

  private cellRect(c: number): Rect {
    const col = c % this.cols;
    const row = (c - col) / this.cols;
    return { x: this.bounds.x + col * CELL, y: this.bounds.y + row * CELL, w: CELL, h: CELL };
  }

  private forCells(r: Rect, visit: (cell: number) => boolean | void): boolean {
    const clamp = (v: number, n: number) => Math.min(n - 1, Math.max(0, Math.floor(v)));
    const c0 = clamp((r.x - this.bounds.x) / CELL, this.cols);
    const c1 = clamp((r.x + r.w - this.bounds.x) / CELL, this.cols);
    const r0 = clamp((r.y - this.bounds.y) / CELL, this.rows);
    const r1 = clamp((r.y + r.h - this.bounds.y) / CELL, this.rows);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) if (visit(row * this.cols + col) === false) return false;
    }
    return true;
  }

  /** Marks an area as used (the scale bar, the north arrow, a label). */
  reserve(r: Rect): void {
    this.forCells(r, (c) => {
      this.rectCells[c]!.push(r);
    });
  }

  /** Whether the label could go there: inside the box, on nothing else, across no other line. */
  fits(r: Rect, ownSegment?: number): boolean {
    if (!inside(r, this.bounds)) return false;
    const stamp = ++this.stamp;
    return this.forCells(r, (c) => {
      for (const t of this.rectCells[c]!) if (overlaps(r, t)) return false;
      for (const i of this.segmentCells[c]!) {
        if (i === ownSegment || this.seen[i] === stamp) continue;
        this.seen[i] = stamp;
        const s = this.segments[i]!;
        if (segmentHitsRect(s.a, s.b, r)) return false;
      }
      return true;
    });
  }

  /** Takes the first candidate (label centres) that fits; null when none does. */
  place(
    candidates: readonly Point[],
    size: { w: number; h: number },
    ownSegment?: number,
  ): Rect | null {
    for (const c of candidates) {
      const r = { x: c.x - size.w / 2, y: c.y - size.h / 2, w: size.w, h: size.h };
      if (this.fits(r, ownSegment)) {
        this.reserve(r);
        return r;
      }
    }
    return null;
  }
}

/**
 * Where a line's label may go, best first: on the line's middle when the line is long enough
 * to show on both sides of it, then beside it on the `outward` side, then on the other side,
 * then on it or beside it a little further along each way, then further out.
 */
export function labelCandidates(
  a: Point,
  b: Point,
  size: { w: number; h: number },
  outward: Point,
): Point[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return [a];
  const u = { x: dx / length, y: dy / length };
  let n = { x: -u.y, y: u.x };
  if (n.x * outward.x + n.y * outward.y < 0) n = { x: -n.x, y: -n.y };
  // How far the centre moves along n before the box clears the line, plus a gap.
  const clear = (Math.abs(n.x) * size.w + Math.abs(n.y) * size.h) / 2 + 1.5;
  // How much of the line the box covers when centred on it.
  const covered = Math.min(
    Math.abs(u.x) > 1e-9 ? size.w / Math.abs(u.x) : Infinity,
    Math.abs(u.y) > 1e-9 ? size.h / Math.abs(u.y) : Infinity,
  );
  const at = (t: number, off: number) => ({
    x: a.x + dx * t + n.x * off,
    y: a.y + dy * t + n.y * off,
  });
  const onLine = length > covered + 16;
  const out: Point[] = [];
  if (onLine) out.push(at(0.5, 0));
  out.push(at(0.5, clear), at(0.5, -clear));
  // Another line may meet this one in its middle (a ridge at a rake): try either side of it.
  if (onLine && length > 2.5 * covered + 16) out.push(at(0.3, 0), at(0.7, 0));
  for (const t of [0.3, 0.7]) out.push(at(t, clear), at(t, -clear));
  out.push(at(0.5, clear * 2), at(0.5, -clear * 2));
  return out;
}

/** Even-odd rule: whether p lies inside the ring. */
export function insideRing(p: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Where an outline's name may go, best first: its corners' centre, then points inside the
 * outline ever further from it (a name outside its outline would seem to name another).
 */
export function nameCandidates(ring: readonly Point[], step: number): Point[] {
  const c = {
    x: ring.reduce((s, p) => s + p.x, 0) / ring.length,
    y: ring.reduce((s, p) => s + p.y, 0) / ring.length,
  };
  const out: Point[] = [];
  for (let r = 0; r <= 6; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const p = { x: c.x + dx * step * 2.5, y: c.y + dy * step };
        if (insideRing(p, ring)) out.push(p);
      }
    }
  }
  return out;
}
