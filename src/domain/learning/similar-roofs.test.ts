import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinishedJob } from './similar-roofs';
import {
  actualWastePercent,
  crewDaysPer10Squares,
  isSimilar,
  MIN_SIMILAR_JOBS,
  pitchBand,
  suggestFor,
} from './similar-roofs';

const job = (o: Partial<FinishedJob>): FinishedJob => ({
  pitch: 6,
  complex: true,
  slopedAreaSqFt: 2000,
  wastePercent: null,
  crewDaysPer10Squares: null,
  ...o,
});

describe('what a finished job really used', () => {
  it('waste: 66 bundles delivered, 3 returned, 33 1/3 sq ft each, on 2,000 sq ft is 5%', () => {
    // 63 x 100/3 = 2,100 sq ft of shingles on a 2,000 sq ft roof: 2,100 / 2,000 - 1 = 5%.
    expect(
      actualWastePercent({ bundlesUsed: 63, coveragePerBundleSqFt: 100 / 3, slopedAreaSqFt: 2000 }),
    ).toBeCloseTo(5, 9);
  });

  it('waste cannot be known without an area or bundles', () => {
    expect(
      actualWastePercent({ bundlesUsed: 63, coveragePerBundleSqFt: 33, slopedAreaSqFt: 0 }),
    ).toBeNull();
    expect(
      actualWastePercent({ bundlesUsed: 0, coveragePerBundleSqFt: 33, slopedAreaSqFt: 2000 }),
    ).toBeNull();
  });

  it('labor: 3 crew days on 2,000 sq ft (20 squares) is 1.5 days per 10 squares', () => {
    expect(crewDaysPer10Squares({ crewDays: 3, slopedAreaSqFt: 2000 })).toBe(1.5);
    expect(crewDaysPer10Squares({ crewDays: 0, slopedAreaSqFt: 2000 })).toBeNull();
  });
});

describe('similar roofs', () => {
  it('bands pitches up to 6, 7 to 9, 10 and steeper', () => {
    expect([0, 4, 6, 6.5, 7, 8, 9, 9.5, 10, 12, 18].map(pitchBand)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'mid',
      'mid',
      'mid',
      'mid',
      'steep',
      'steep',
      'steep',
    ]);
  });

  it('needs the same complexity and the same band', () => {
    expect(isSimilar({ pitch: 5, complex: true }, { pitch: 6, complex: true })).toBe(true);
    expect(isSimilar({ pitch: 5, complex: true }, { pitch: 5, complex: false })).toBe(false);
    expect(isSimilar({ pitch: 6, complex: false }, { pitch: 7, complex: false })).toBe(false);
  });
});

describe('the suggestion', () => {
  const roof = { pitch: 6, complex: true, slopedAreaSqFt: 3000 };

  it('is the median of the similar jobs, with their range (worked by hand)', () => {
    const jobs = [
      job({ wastePercent: 12, crewDaysPer10Squares: 1 }),
      job({ wastePercent: 8, crewDaysPer10Squares: 1.5 }),
      job({ wastePercent: 10, crewDaysPer10Squares: 2 }),
      // Not similar: steeper, or a simple roof.
      job({ pitch: 10, wastePercent: 30, crewDaysPer10Squares: 9 }),
      job({ complex: false, wastePercent: 2, crewDaysPer10Squares: 0.5 }),
    ];
    // Waste: 8, 10, 12 -> 10%. Labor: 1, 1.5, 2 per 10 squares -> 1.5 x 3 (30 squares) = 4.5.
    expect(suggestFor(roof, jobs)).toEqual({
      waste: { value: 10, n: 3, low: 8, high: 12, outliers: 0 },
      laborDays: { value: 4.5, n: 3, low: 3, high: 6, outliers: 0 },
    });
  });

  it('leaves out a far-out job and says so', () => {
    const jobs = [9, 10, 11, 10, 60].map((w) => job({ wastePercent: w }));
    // Q1 = 10, Q3 = 11, IQR = 1: 60 is beyond 14; the median of 9, 10, 10, 11 is 10.
    expect(suggestFor(roof, jobs).waste).toEqual({
      value: 10,
      n: 4,
      low: 9,
      high: 11,
      outliers: 1,
    });
  });

  it('is absent with fewer than 3 similar jobs', () => {
    const jobs = [job({ wastePercent: 9 }), job({ wastePercent: 11 })];
    expect(suggestFor(roof, jobs)).toEqual({ waste: null, laborDays: null });
  });

  it('is absent below 3, present from 3; dissimilar jobs never change it', () => {
    const waste = fc.double({ min: -5, max: 40, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(waste, { maxLength: 12 }),
        fc.array(fc.tuple(waste, fc.integer({ min: 7, max: 14 })), { maxLength: 6 }),
        (similar, others) => {
          const own = similar.map((w) => job({ wastePercent: w }));
          const noise = others.map(([w, p]) => job({ wastePercent: w, pitch: p }));
          const s = suggestFor(roof, [...own, ...noise]).waste;
          expect(s).toEqual(suggestFor(roof, own).waste);
          if (similar.length < MIN_SIMILAR_JOBS) expect(s).toBeNull();
          else {
            expect(s).not.toBeNull();
            expect(s!.n + s!.outliers).toBe(similar.length);
            expect(s!.value).toBeGreaterThanOrEqual(s!.low - 0.05);
            expect(s!.value).toBeLessThanOrEqual(s!.high + 0.05);
          }
        },
      ),
    );
  });
});
