import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoofMeasurements } from './takeoff';
import {
  DEFAULT_TAKEOFF_RULES,
  hipValleyLengthFt,
  measuredAmount,
  NO_LENGTHS,
  rakeLengthFt,
  suggestedWastePercent,
  takeoff,
  wholeUnitsUp,
} from './takeoff';

/** The gable roof to check by hand: 40 x 30 ft on plan at 6:12 with 2 pipe boots. */
const REFERENCE: RoofMeasurements = {
  roofAreaSqFt: 1200,
  pitch: 6,
  eavesFt: 80,
  rakesFt: 4 * rakeLengthFt(15, 6),
  ridgesFt: 40,
  hipsFt: 0,
  valleysFt: 0,
  wallsFt: 0,
  pipeBoots: 2,
};

describe('takeoff of the reference gable roof', () => {
  it('measures 1,341.64 sq ft sloped and 67.08 ft of rakes, and suggests 10% waste', () => {
    expect(REFERENCE.rakesFt).toBeCloseTo(67.08, 2);
    expect(rakeLengthFt(15, 6)).toBeCloseTo(16.77, 2);
    expect(suggestedWastePercent(REFERENCE)).toBe(10);
    const t = takeoff(REFERENCE, 10, DEFAULT_TAKEOFF_RULES);
    expect(t.actualAreaSqFt).toBeCloseTo(1341.64, 2);
    expect(t.squares).toBeCloseTo(13.4164, 4);
  });

  it('orders the default items in whole units for $2,972', () => {
    const t = takeoff(REFERENCE, 10, DEFAULT_TAKEOFF_RULES);
    expect(t.lines.map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['Architectural shingles', 45, 'bundle'],
      ['Starter strip', 2, 'bundle'],
      ['Hip & ridge cap', 2, 'bundle'],
      ['Drip edge (10 ft)', 15, 'piece'],
      ['Synthetic underlayment', 2, 'roll'],
      ['Ice & water shield', 2, 'roll'],
      ['Ridge vent (4 ft)', 10, 'piece'],
      ['Coil roofing nails', 1, 'box'],
      ['Pipe boot', 2, 'each'],
    ]);
    expect(t.materialsCents).toBe(297_200);
  });

  it('suggests 15% once the roof has a hip or a valley', () => {
    expect(suggestedWastePercent({ hipsFt: 10, valleysFt: 0 })).toBe(15);
    expect(suggestedWastePercent({ hipsFt: 0, valleysFt: 3 })).toBe(15);
  });
});

describe('true lengths', () => {
  it('gives the 45-degree hip of equal pitches as plan x sqrt(1 + p^2/288)', () => {
    for (const p of [3, 6, 8, 12, 18]) {
      expect(hipValleyLengthFt(20, p)).toBeCloseTo(20 * Math.sqrt(1 + (p * p) / 288), 9);
    }
  });

  it('is the plan length on a flat roof, and grows with either pitch', () => {
    expect(hipValleyLengthFt(20, 0)).toBe(20);
    expect(hipValleyLengthFt(20, 6, 12)).toBeGreaterThan(hipValleyLengthFt(20, 6, 6));
    expect(hipValleyLengthFt(20, 12, 6)).toBeCloseTo(hipValleyLengthFt(20, 6, 12), 9);
  });
});

describe('whole units', () => {
  it('rounds up, but a value within 1e-9 of a whole number is that number', () => {
    expect(wholeUnitsUp(44.27)).toBe(45);
    expect(wholeUnitsUp(45)).toBe(45);
    expect(wholeUnitsUp(45 + 1e-12)).toBe(45);
    expect(wholeUnitsUp(45 - 1e-12)).toBe(45);
    expect(wholeUnitsUp(45.000001)).toBe(46);
    expect(wholeUnitsUp(0)).toBe(0);
    expect(wholeUnitsUp(-3)).toBe(0);
    // 3 bundles a square: 100 sq ft is 3 bundles, not 4.
    expect(wholeUnitsUp(100 / (100 / 3))).toBe(3);
  });
});

const length = fc.double({ min: 0, max: 5_000, noNaN: true });
const measurements = fc.record({
  roofAreaSqFt: fc.double({ min: 0, max: 100_000, noNaN: true }),
  pitch: fc.double({ min: 0, max: 24, noNaN: true }),
  eavesFt: length,
  rakesFt: length,
  ridgesFt: length,
  hipsFt: length,
  valleysFt: length,
  wallsFt: length,
  pipeBoots: fc.integer({ min: 0, max: 50 }),
});
const waste = fc.double({ min: 0, max: 50, noNaN: true });
const KEYS = Object.keys(NO_LENGTHS).concat('roofAreaSqFt', 'pitch') as (keyof RoofMeasurements)[];

const quantities = (m: RoofMeasurements, w: number) =>
  new Map(takeoff(m, w, DEFAULT_TAKEOFF_RULES).lines.map((l) => [l.materialId, l.quantity]));

describe('takeoff properties', () => {
  it('never orders less when any measurement or the waste grows', () => {
    fc.assert(
      fc.property(
        measurements,
        waste,
        fc.constantFrom(...KEYS),
        fc.double({ min: 0, max: 1_000, noNaN: true }),
        (m, w, key, more) => {
          const bigger = { ...m, [key]: m[key] + (key === 'pipeBoots' ? Math.round(more) : more) };
          if (key === 'pitch') bigger.pitch = Math.min(24, bigger.pitch);
          const before = quantities(m, w);
          const after = quantities(bigger, w);
          const moreWaste = quantities(m, w + 5);
          for (const [id, q] of before) {
            expect(after.get(id) ?? 0).toBeGreaterThanOrEqual(q);
            expect(moreWaste.get(id) ?? 0).toBeGreaterThanOrEqual(q);
          }
        },
      ),
    );
  });

  it('never under-orders: whole units cover the measured amount (waste added where it applies)', () => {
    fc.assert(
      fc.property(measurements, waste, (m, w) => {
        const t = takeoff(m, w, DEFAULT_TAKEOFF_RULES);
        const lines = new Map(t.lines.map((l) => [l.materialId, l]));
        for (const rule of DEFAULT_TAKEOFF_RULES) {
          const amount =
            measuredAmount(m, rule.measuredAlong) * (rule.wasteApplies ? 1 + w / 100 : 1);
          const line = lines.get(rule.materialId);
          const covered = (line?.quantity ?? 0) * rule.coveragePerUnit;
          // The 1e-9 snap may leave a sliver of a unit unordered, never more.
          expect(covered).toBeGreaterThanOrEqual(amount - 1e-9 * rule.coveragePerUnit * 1.0001);
          if (line) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.totalCents).toBe(line.quantity * line.unitPriceCents);
          }
        }
        expect(t.materialsCents).toBe(t.lines.reduce((s, l) => s + l.totalCents, 0));
      }),
    );
  });

  it('gives no accessory lines for zero measurements', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 24, noNaN: true }), waste, (pitch, w) => {
        expect(
          takeoff({ roofAreaSqFt: 0, pitch, ...NO_LENGTHS }, w, DEFAULT_TAKEOFF_RULES).lines,
        ).toEqual([]);
      }),
    );
  });
});
