import { describe, expect, it } from 'vitest';
import { distanceM, edgeLengthsFt, mToFt } from '../../geo/geo';
import { areaMultiplier } from '../pitch';
import { hipValleyLengthFt, rakeLengthFt } from '../takeoff';
import type { RoofPlan, RoofPlanLineType } from './roof-plan';
import { planRoof, RoofPlanError } from './roof-plan';
import { onMap, SHAPES } from '../../testing/roof-shapes';

const lengths = (p: RoofPlan, type: RoofPlanLineType) =>
  p.lines.filter((l) => l.type === type).map((l) => Number(l.trueFt.toFixed(2)));
const count = (p: RoofPlan) => {
  const c: Partial<Record<RoofPlanLineType, number>> = {};
  for (const l of p.lines) c[l.type] = (c[l.type] ?? 0) + 1;
  return c;
};
const rectangle = onMap(SHAPES['rectangle 40 x 30']!);

describe('the reference roof, 40 x 30 ft at 6:12, by hand', () => {
  it('as a hip roof: one ridge of 10.00 ft, four hips of 22.50 ft, eaves 140 ft, 1,341.64 sq ft', () => {
    const p = planRoof({ points: rectangle, pitch: 6 });
    expect(lengths(p, 'ridge')).toEqual([10]);
    // 15 x sqrt(2) on plan, x sqrt(1 + 36/288): the hip factor the takeoff already uses.
    expect(lengths(p, 'hip')).toEqual([22.5, 22.5, 22.5, 22.5]);
    for (const hip of p.lines.filter((l) => l.type === 'hip')) {
      expect(hip.planFt).toBeCloseTo(15 * Math.SQRT2, 3);
      expect(hip.trueFt).toBeCloseTo(hipValleyLengthFt(hip.planFt, 6), 4);
    }
    expect(lengths(p, 'rake')).toEqual([]);
    expect(p.totals.eavesFt).toBeCloseTo(140, 3);
    expect(p.totals.ridgesFt).toBeCloseTo(10, 3);
    expect(p.totals.hipsFt).toBeCloseTo(90, 2);
    expect(p.totals.planSqFt).toBeCloseTo(1200, 2);
    expect(p.totals.slopedSqFt.toFixed(2)).toBe('1341.64');
    expect(p.facets.map((f) => Number(f.planSqFt.toFixed(2))).sort()).toEqual([225, 225, 375, 375]);
  });

  it('with gables on the short edges: one ridge of 40.00 ft, no hips, four rakes of 16.77 ft, eaves 80 ft', () => {
    const p = planRoof({ points: rectangle, pitch: 6, gableEdges: [1, 3] });
    expect(lengths(p, 'ridge')).toEqual([40]);
    expect(lengths(p, 'hip')).toEqual([]);
    // 15 x sqrt(1.25), the rake factor the takeoff already uses.
    expect(lengths(p, 'rake')).toEqual([16.77, 16.77, 16.77, 16.77]);
    for (const rake of p.lines.filter((l) => l.type === 'rake')) {
      expect(rake.planFt).toBeCloseTo(15, 3);
      expect(rake.trueFt).toBeCloseTo(rakeLengthFt(15, 6), 3);
    }
    expect(p.totals.eavesFt).toBeCloseTo(80, 3);
    expect(p.totals.rakesFt).toBeCloseTo(67.08, 2);
    expect(p.totals.slopedSqFt.toFixed(2)).toBe('1341.64');
    expect(p.facets).toHaveLength(2);
    // The ridge runs to the middle of each gable end.
    const ridge = p.lines.find((l) => l.type === 'ridge')!;
    const mid = (i: number) => {
      const a = rectangle[i]!;
      const b = rectangle[(i + 1) % 4]!;
      return { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
    };
    const ends = [ridge.from, ridge.to];
    for (const gable of [1, 3]) {
      expect(Math.min(...ends.map((e) => mToFt(distanceM(e, mid(gable)))))).toBeLessThan(0.001);
    }
  });

  it('gives the same roof for the outline drawn the other way round', () => {
    const reversed = [...rectangle].reverse();
    // Clockwise: edge 0 is the north side (40 ft), edges 1 and 3 the short ends.
    const p = planRoof({ points: reversed, pitch: 6, gableEdges: [1, 3] });
    expect(edgeLengthsFt(reversed)[0]).toBeCloseTo(40, 3);
    expect(lengths(p, 'ridge')).toEqual([40]);
    expect(lengths(p, 'rake')).toEqual([16.77, 16.77, 16.77, 16.77]);
    expect(p.facets.flatMap((f) => f.edges).sort()).toEqual([0, 2]);
  });

  it('keeps the lines level at pitch 0 and steeper at 12:12', () => {
    expect(lengths(planRoof({ points: rectangle, pitch: 0 }), 'hip')).toEqual([
      21.21, 21.21, 21.21, 21.21,
    ]);
    const steep = planRoof({ points: rectangle, pitch: 12 });
    expect(steep.totals.slopedSqFt).toBeCloseTo(1200 * areaMultiplier(12), 2);
    expect(lengths(steep, 'hip')[0]).toBeCloseTo(hipValleyLengthFt(15 * Math.SQRT2, 12), 2);
  });
});

describe('the shapes roofers meet and the hard cases', () => {
  it.each([
    ['square 30 x 30', { eave: 4, hip: 4 }],
    ['L', { eave: 6, hip: 5, valley: 1, ridge: 2 }],
    ['T', { eave: 8, hip: 6, valley: 2, ridge: 3 }],
    ['U', { eave: 8, hip: 6, valley: 2, ridge: 3 }],
    ['cross', { eave: 12, hip: 8, valley: 4, ridge: 4 }],
    // The corners in the middle of straight sides add no lines: one ridge, four hips.
    ['collinear corners', { eave: 8, hip: 4, ridge: 1 }],
    ['edge under 1 ft', { eave: 6, hip: 6, valley: 1, ridge: 2 }],
    ['nearly parallel edges', { eave: 4, hip: 4, ridge: 1 }],
    ['regular 200-gon', { eave: 200, hip: 200 }],
    ['comb of 200 corners', { eave: 200, hip: 102, valley: 98, ridge: 99 }],
  ])('%s: lines %o', (name, expected) => {
    const points = onMap(SHAPES[name]!);
    const p = planRoof({ points, pitch: 6 });
    expect(count(p)).toEqual(expected);
    expect(p.totals.slopedSqFt).toBeCloseTo(p.totals.planSqFt * areaMultiplier(6), 6);
    for (const l of p.lines) expect(l.planFt).toBeGreaterThan(0);
  });

  it('meets the four hips of a square in one point (no ridge of no length)', () => {
    const p = planRoof({ points: onMap(SHAPES['square 30 x 30']!), pitch: 6 });
    const tops = p.lines.filter((l) => l.type === 'hip').map((l) => l.to);
    for (const t of tops) expect(mToFt(distanceM(t, tops[0]!))).toBeLessThan(0.001);
  });

  it('gives the L its valley from the inside corner to where the two ridges meet', () => {
    const p = planRoof({ points: onMap(SHAPES.L!), pitch: 6 });
    const valley = p.lines.find((l) => l.type === 'valley')!;
    // 10 x sqrt(2) on plan from (20, 20) to (10, 10), at the same factor as a hip.
    expect(valley.planFt).toBeCloseTo(10 * Math.SQRT2, 3);
    expect(valley.trueFt).toBeCloseTo(hipValleyLengthFt(valley.planFt, 6), 4);
    expect(lengths(p, 'ridge')).toEqual([20, 20]);
  });

  it('puts a gable on each wing of a T', () => {
    const p = planRoof({ points: onMap(SHAPES.T!), pitch: 6, gableEdges: [1, 4, 7] });
    expect(count(p)).toMatchObject({ rake: 6, valley: 2 });
    expect(lengths(p, 'rake').every((r) => r === lengths(p, 'rake')[0])).toBe(true);
    expect(p.totals.slopedSqFt).toBeCloseTo(1800 * areaMultiplier(6), 1);
  });

  it('makes a gable end of the whole straight side when one part of it is chosen', () => {
    // Edge 3 is the upper half of the east side: the whole east side becomes the gable.
    const p = planRoof({ points: onMap(SHAPES['collinear corners']!), pitch: 6, gableEdges: [3] });
    expect(lengths(p, 'ridge')).toEqual([25]);
    expect(lengths(p, 'rake')).toEqual([16.77, 16.77]);
    expect(lengths(p, 'rake')).toHaveLength(2);
    expect(count(p)).toMatchObject({ hip: 2 });
  });
});

describe('what it refuses', () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (e instanceof RoofPlanError) return { path: e.path, message: e.message };
      throw e;
    }
    throw new Error('not refused');
  };

  it('refuses an outline that crosses itself, naming the edges', () => {
    const bowTie = onMap([
      [0, 0],
      [40, 30],
      [40, 0],
      [0, 30],
    ]);
    expect(refusal(() => planRoof({ points: bowTie, pitch: 6 }))).toEqual({
      path: 'points',
      message:
        'The outline crosses itself: edges 1 and 3 cross or touch. Move a corner so that no two edges cross, then try again.',
    });
  });

  it('refuses corners in a line and an outline of gable ends only', () => {
    const flat = onMap([
      [0, 0],
      [10, 0],
      [20, 0],
    ]);
    expect(refusal(() => planRoof({ points: flat, pitch: 6 })).path).toBe('points');
    expect(
      refusal(() => planRoof({ points: rectangle, pitch: 6, gableEdges: [0, 1, 2, 3] })),
    ).toEqual({
      path: 'gableEdges',
      message: 'At least one edge must be an eave, not a gable end.',
    });
  });

  it('names the gable end to make an eave when no roof fits the gable ends chosen', () => {
    // Three wings on a long base: gables on the base, the left side, a wing's side and the low
    // middle wing's eave leave no roof; without the base's gable there is one.
    const wings = onMap([
      [0, 0],
      [10, 0],
      [10, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
      [2, 4],
      [2, 6],
      [0, 6],
    ]);
    expect(refusal(() => planRoof({ points: wings, pitch: 6, gableEdges: [0, 3, 6, 9] }))).toEqual({
      path: 'gableEdges',
      message:
        "Edge 1 cannot be a gable end: no roof fits this outline with it and the other gable ends. Make it an eave, or draw this roof's lines by hand.",
    });
    expect(planRoof({ points: wings, pitch: 6, gableEdges: [3, 6, 9] }).facets.length).toBe(7);
  });

  it('takes a corner tapped twice as one corner', () => {
    const doubled = [rectangle[0]!, rectangle[1]!, rectangle[1]!, rectangle[2]!, rectangle[3]!];
    const p = planRoof({ points: doubled, pitch: 6, gableEdges: [2, 4] });
    expect(lengths(p, 'ridge')).toEqual([40]);
  });
});
