import { describe, expect, it } from 'vitest';
import { distanceM, mToFt } from '../../geo/geo';
import { at } from '../sample-roofs';
import { rectangleGableEdges } from './rectangle';
import { localFeet } from '../../geo/earth';
import { firstCrossing } from './polygon';
import { straightSkeleton } from './skeleton';
import { onMap, SHAPES, xy } from '../../testing/roof-shapes';

describe('the flat frame in feet', () => {
  it('measures what the map measures, and comes back to the same point', () => {
    const pts = [at(0, 0), at(300, 0), at(300, 200), at(-50, 120)];
    const f = localFeet(pts);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
      [2, 3],
    ] as const) {
      const p = f.toFeet(pts[a]!);
      const q = f.toFeet(pts[b]!);
      const onMapFt = mToFt(distanceM(pts[a]!, pts[b]!));
      expect(Math.abs(Math.hypot(q.x - p.x, q.y - p.y) - onMapFt)).toBeLessThan(1e-5 * onMapFt);
    }
    const back = f.toLatLng(f.toFeet(pts[2]!));
    expect(back.lat).toBeCloseTo(pts[2]!.lat, 12);
    expect(back.lng).toBeCloseTo(pts[2]!.lng, 12);
  });
});

describe('simple polygons', () => {
  it('finds edges that cross or touch, and none in the shapes', () => {
    expect(
      firstCrossing(
        xy([
          [0, 0],
          [10, 10],
          [10, 0],
          [0, 10],
        ]),
        1e-9,
      ),
    ).toEqual([0, 2]);
    // A corner resting on another edge touches it.
    expect(
      firstCrossing(
        xy([
          [0, 0],
          [10, 0],
          [10, 10],
          [5, 0],
          [0, 10],
        ]),
        1e-9,
      ),
    ).not.toBeNull();
    // An edge doubling back along the one before.
    expect(
      firstCrossing(
        xy([
          [0, 0],
          [10, 0],
          [5, 0],
          [5, 5],
        ]),
        1e-9,
      ),
    ).toEqual([0, 1]);
    for (const ring of Object.values(SHAPES)) expect(firstCrossing(xy(ring), 1e-9)).toBeNull();
  });
});

describe('the Gable shortcut', () => {
  it('picks the two short edges of a rectangle, whichever way it is drawn', () => {
    expect(rectangleGableEdges(onMap(SHAPES['rectangle 40 x 30']!))).toEqual([1, 3]);
    const rotated = onMap([
      [0, 0],
      [30, 0],
      [30, 40],
      [0, 40],
    ]);
    expect(rectangleGableEdges(rotated)).toEqual([0, 2]);
    expect(rectangleGableEdges(onMap(SHAPES.L!))).toBeNull();
    // Four corners but not square: a kite.
    const kite = onMap([
      [0, 0],
      [20, -10],
      [40, 0],
      [20, 30],
    ]);
    expect(rectangleGableEdges(kite)).toBeNull();
  });
});

describe('the straight skeleton itself', () => {
  it('gives each node its distance from its planes’ eaves (the height over the run)', () => {
    for (const name of ['T', 'cross', 'comb of 200 corners', 'regular 200-gon']) {
      const ring = xy(SHAPES[name]!);
      const sk = straightSkeleton(
        ring,
        ring.map(() => 1),
      );
      for (const arc of sk.arcs) {
        for (const k of [arc.a, arc.b]) {
          const node = sk.nodes[k]!;
          for (const e of [arc.left, arc.right]) {
            const a = ring[e]!;
            const b = ring[(e + 1) % ring.length]!;
            const d =
              ((b.x - a.x) * (node.y - a.y) - (b.y - a.y) * (node.x - a.x)) /
              Math.hypot(b.x - a.x, b.y - a.y);
            expect(Math.abs(d - node.t)).toBeLessThan(1e-4);
          }
        }
      }
      // A skeleton of n corners has at most 2n - 3 lines.
      expect(sk.arcs.length).toBeLessThanOrEqual(2 * ring.length - 3);
    }
  });
});
