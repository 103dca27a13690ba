import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantileSorted, robustMedian } from './robust-median';

const values = fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), {
  minLength: 1,
  maxLength: 60,
});

describe('quantiles by linear interpolation', () => {
  it('interpolates between neighbours (worked by hand)', () => {
    // (n - 1) x p = 0.75 and 2.25: a quarter and three quarters of the way along.
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantileSorted([7], 0.25)).toBe(7);
  });

  it('never decreases as p grows, and stays within the values', () => {
    fc.assert(
      fc.property(values, fc.double({ min: 0, max: 1, noNaN: true }), (v, p) => {
        const sorted = [...v].sort((a, b) => a - b);
        const q = quantileSorted(sorted, p);
        expect(q).toBeGreaterThanOrEqual(sorted[0]! - 1e-9);
        expect(q).toBeLessThanOrEqual(sorted[sorted.length - 1]! + 1e-9);
        expect(quantileSorted(sorted, Math.min(1, p + 0.1))).toBeGreaterThanOrEqual(q - 1e-9);
      }),
    );
  });
});

describe('the median without far-out values', () => {
  it('leaves out a value beyond Q3 + 3 x IQR (worked by hand)', () => {
    // Q1 = 11, Q3 = 13, IQR = 2: the fences are 5 and 19, so 40 goes; the median of the rest
    // (10, 11, 12, 13) is 11.5.
    expect(robustMedian([12, 40, 10, 13, 11])).toEqual({
      median: 11.5,
      n: 4,
      low: 10,
      high: 13,
      outliers: 1,
    });
  });

  it('keeps a value just inside the fence', () => {
    // Q1 = 11, Q3 = 13 as above; 19 is exactly on the upper fence and stays.
    expect(robustMedian([12, 19, 10, 13, 11])?.outliers).toBe(0);
  });

  it('with three values never leaves one out (the fences reach past both ends)', () => {
    expect(robustMedian([1, 2, 1000])).toEqual({
      median: 2,
      n: 3,
      low: 1,
      high: 1000,
      outliers: 0,
    });
  });

  it('answers nothing for no values', () => {
    expect(robustMedian([])).toBeNull();
  });

  it('keeps the median among the kept values and counts every value once', () => {
    fc.assert(
      fc.property(values, (v) => {
        const r = robustMedian(v)!;
        expect(r.n + r.outliers).toBe(v.length);
        expect(r.n).toBeGreaterThanOrEqual(1);
        expect(r.median).toBeGreaterThanOrEqual(r.low);
        expect(r.median).toBeLessThanOrEqual(r.high);
      }),
    );
  });

  it('does not depend on the order of the jobs', () => {
    fc.assert(
      fc.property(values, fc.integer(), (v, seed) => {
        const shuffled = [...v].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7));
        expect(robustMedian(shuffled)).toEqual(robustMedian(v));
      }),
    );
  });

  it('moves with the values: adding a constant adds it to the median', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: -100, max: 100 }),
        (v, k) => {
          const a = robustMedian(v)!;
          const b = robustMedian(v.map((x) => x + k))!;
          expect(b.median).toBeCloseTo(a.median + k, 6);
          expect(b.outliers).toBe(a.outliers);
        },
      ),
    );
  });

  it('one wild value among many alike is left out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 30 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 1000 }),
        (n, x, far) => {
          const r = robustMedian([...Array<number>(n).fill(x), x + far])!;
          expect(r).toEqual({ median: x, n, low: x, high: x, outliers: 1 });
        },
      ),
    );
  });
});
