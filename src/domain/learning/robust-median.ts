// The company's own figure from a handful of finished jobs: the median, after leaving out the
// jobs so far from the rest that they are almost surely a typo or a one-off (Tukey's far-out
// values). The median and the wide fences keep one odd job from moving the suggestion.

/** The p-quantile (0..1) of sorted values, interpolating linearly between neighbours. */
export function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('No values');
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  return a + (b - a) * (at - lo);
}

export interface RobustMedian {
  /** The median of the values kept. */
  median: number;
  /** How many values were kept. */
  n: number;
  low: number;
  high: number;
  /** How many were left out beyond the far-out fences. */
  outliers: number;
}

/**
 * The median of `values` after removing those below Q1 - 3 x IQR or above Q3 + 3 x IQR
 * (quartiles by linear interpolation over all the values). Null for no values.
 */
export function robustMedian(values: readonly number[]): RobustMedian | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const q1 = quantileSorted(sorted, 0.25);
  const q3 = quantileSorted(sorted, 0.75);
  const iqr = q3 - q1;
  const kept = sorted.filter((v) => v >= q1 - 3 * iqr && v <= q3 + 3 * iqr);
  return {
    median: quantileSorted(kept, 0.5),
    n: kept.length,
    low: kept[0]!,
    high: kept[kept.length - 1]!,
    outliers: sorted.length - kept.length,
  };
}
