import { describe, expect, it } from 'vitest';
import type { Rect } from './roof-diagram';
import {
  fitDiagram,
  insideRing,
  LabelPlacer,
  labelCandidates,
  planProjection,
  segmentHitsRect,
} from './roof-diagram';
import { manyEdgedRoof, referenceGable } from '../../domain/takeoff/sample-roofs';

describe('planProjection', () => {
  it('flattens the reference gable to 40 x 30 ft, north up', () => {
    const gable = referenceGable();
    const toPlan = planProjection([gable]);
    const [a, b, c] = gable.points.map(toPlan);
    expect(b!.x - a!.x).toBeCloseTo(40, 2);
    expect(b!.y - a!.y).toBeCloseTo(0, 6);
    expect(c!.y - b!.y).toBeCloseTo(30, 2);
  });
});

describe('fitDiagram', () => {
  it('fills the width or the height, whichever comes first, centred', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 40, y: 30 },
    ];
    const fit = fitDiagram(pts, { x: 50, y: 100, width: 500, maxHeight: 300, pad: 25 });
    // 450 / 40 = 11.25 against 250 / 30 = 8.33: the height decides.
    expect(fit.scale).toBeCloseTo(250 / 30, 9);
    expect(fit.height).toBeCloseTo(300, 9);
    expect(fit.toPage({ x: 0, y: 30 })).toEqual({ x: 50 + (500 - 40 * fit.scale) / 2, y: 125 });
    expect(fit.toPage({ x: 40, y: 0 }).y).toBeCloseTo(375, 9);
  });

  it('gives a roof drawn as a line a scale and a box', () => {
    const fit = fitDiagram(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      {
        x: 0,
        y: 0,
        width: 500,
        maxHeight: 300,
        pad: 25,
      },
    );
    expect(fit.scale).toBeCloseTo(45, 9);
    expect(fit.height).toBe(50);
  });
});

describe('segmentHitsRect', () => {
  const r: Rect = { x: 0, y: 0, w: 10, h: 10 };
  it.each([
    [{ x: -5, y: 5 }, { x: 15, y: 5 }, true],
    [{ x: 2, y: 2 }, { x: 3, y: 3 }, true],
    [{ x: -5, y: -5 }, { x: 15, y: 15 }, true],
    [{ x: -5, y: 11 }, { x: 15, y: 11 }, false],
    [{ x: 11, y: -5 }, { x: 20, y: 5 }, false],
    [{ x: -10, y: 5 }, { x: 5, y: -10 }, false],
  ])('%j to %j: %s', (a, b, hits) => {
    expect(segmentHitsRect(a, b, r)).toBe(hits);
  });
});

describe('LabelPlacer', () => {
  it('never places a label on another or across a line other than its own', () => {
    const roof = manyEdgedRoof(200);
    const toPlan = planProjection([roof]);
    const fit = fitDiagram(roof.points.map(toPlan), {
      x: 54,
      y: 200,
      width: 504,
      maxHeight: 380,
      pad: 30,
    });
    const ring = roof.points.map((p) => fit.toPage(toPlan(p)));
    const segments = ring.map((a, i) => ({ a, b: ring[(i + 1) % ring.length]! }));
    const box = { x: 54, y: 200, w: 504, h: fit.height };
    const placer = new LabelPlacer(box, segments);
    const placed: Rect[] = [];
    for (const [i, s] of segments.entries()) {
      const size = { w: 34, h: 8.5 };
      const r = placer.place(labelCandidates(s.a, s.b, size, { x: 0, y: 0 }), size, i);
      if (r) placed.push(r);
    }
    expect(placed.length).toBeGreaterThan(50);
    for (const [i, r] of placed.entries()) {
      expect(r.x >= box.x && r.x + r.w <= box.x + box.w).toBe(true);
      for (const q of placed.slice(i + 1)) {
        const apart = r.x + r.w <= q.x || q.x + q.w <= r.x || r.y + r.h <= q.y || q.y + q.h <= r.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('puts a label on the middle of a long line, beside a short one', () => {
    const box = { x: 0, y: 0, w: 400, h: 400 };
    const long = { a: { x: 100, y: 200 }, b: { x: 300, y: 200 } };
    const short = { a: { x: 100, y: 100 }, b: { x: 110, y: 100 } };
    const placer = new LabelPlacer(box, [long, short]);
    const size = { w: 30, h: 8 };
    const onLine = placer.place(labelCandidates(long.a, long.b, size, { x: 0, y: 1 }), size, 0);
    expect(onLine).toEqual({ x: 185, y: 196, w: 30, h: 8 });
    const beside = placer.place(labelCandidates(short.a, short.b, size, { x: 0, y: -1 }), size, 1);
    // Above the line, the side it was asked for (y grows downwards on the page).
    expect(beside!.y + beside!.h).toBeLessThan(100);
  });
});

describe('insideRing', () => {
  const l = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 5 },
    { x: 5, y: 5 },
    { x: 5, y: 10 },
    { x: 0, y: 10 },
  ];
  it('tells inside an L from its notch', () => {
    expect(insideRing({ x: 2, y: 8 }, l)).toBe(true);
    expect(insideRing({ x: 8, y: 8 }, l)).toBe(false);
  });
});
