import { describe, expect, it } from 'vitest';
import type { RoofOutline } from '../geo/geo';
import { edgeLengthsFt } from '../geo/geo';
import { at } from './sample-roofs';
import { edgeTypesOf, measuredLinesOf, roofLengthsOf, roofMeasurementsOf } from './roof-edges';
import { roofOutlineSchema } from '../geo/geo-schemas';

/** The reference gable: eaves along the 40 ft sides, rakes on the 30 ft ends, a ridge down the middle. */
const gable: RoofOutline = {
  id: 'g',
  name: 'Main roof',
  pitch: 6,
  points: [at(0, 0), at(40, 0), at(40, 30), at(0, 30)],
  edges: ['eave', 'rake', 'eave', 'rake'],
  lines: [{ type: 'ridge', from: at(0, 15), to: at(40, 15) }],
  pipeBoots: 2,
};

describe('roof lengths from outlines', () => {
  it('measures the reference gable: eaves 80 ft, rakes 67.08 ft, ridge 40 ft, 2 boots', () => {
    const plan = edgeLengthsFt(gable.points);
    // The drawing is within a fraction of an inch of 40 x 30 ft.
    expect(plan[0]).toBeCloseTo(40, 1);
    expect(plan[1]).toBeCloseTo(30, 1);
    const l = roofLengthsOf([gable]);
    expect(l.eavesFt).toBeCloseTo(80, 1);
    expect(l.rakesFt).toBeCloseTo(67.08, 1);
    expect(l.ridgesFt).toBeCloseTo(40, 1);
    expect(l).toMatchObject({ hipsFt: 0, valleysFt: 0, wallsFt: 0, pipeBoots: 2 });
    const m = roofMeasurementsOf([gable])!;
    expect(m.roofAreaSqFt).toBeCloseTo(1200, -1);
    expect(m.pitch).toBe(6);
  });

  it('counts every edge of an outline without types as an eave (as saved before types)', () => {
    const old = { ...gable, edges: undefined, lines: undefined, pipeBoots: undefined };
    expect(edgeTypesOf(old)).toEqual(['eave', 'eave', 'eave', 'eave']);
    const l = roofLengthsOf([old]);
    expect(l.eavesFt).toBeCloseTo(140, 1);
    expect(l.rakesFt).toBe(0);
    expect(l.pipeBoots).toBe(0);
  });

  it('gives a hip drawn at 45 degrees on plan its true length, plan x sqrt(1 + p^2/288)', () => {
    const hip = { ...gable, lines: [{ type: 'hip' as const, from: at(0, 0), to: at(15, 15) }] };
    const line = measuredLinesOf(hip).at(-1)!;
    expect(line.trueFt).toBeCloseTo(line.planFt * Math.sqrt(1 + 36 / 288), 6);
  });

  it('refuses edge types that do not match the corners, and unknown types', () => {
    const r = roofOutlineSchema().safeParse({ ...gable, edges: ['eave', 'rake'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['edges']);
    const bad = roofOutlineSchema().safeParse({
      ...gable,
      edges: ['eave', 'rake', 'eave', 'gutter'],
    });
    expect(bad.success).toBe(false);
    expect(roofOutlineSchema().safeParse(gable).success).toBe(true);
  });
});
