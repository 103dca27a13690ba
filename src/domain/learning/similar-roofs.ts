import { robustMedian } from './robust-median';

// What the company's finished jobs really used, turned into the estimator's suggestion for a
// roof like them. A roof is "like" another when both have (or both lack) hips and valleys,
// which drive the cutting waste, and their pitches fall in the same band, which drives how
// fast a crew works.

/** Fewer similar jobs than this and the estimator keeps its standard 10% / 15% suggestion. */
export const MIN_SIMILAR_JOBS = 3;

export type PitchBand = 'low' | 'mid' | 'steep';

/** Up to 6:12, 7-9:12, 10:12 and steeper (fractional pitches fall to the band below 7 or 10). */
export function pitchBand(pitch: number): PitchBand {
  if (pitch < 7) return 'low';
  if (pitch < 10) return 'mid';
  return 'steep';
}

export const PITCH_BAND_LABELS: Record<PitchBand, string> = {
  low: 'up to 6:12',
  mid: '7-9:12',
  steep: '10:12 and steeper',
};

export interface RoofKind {
  pitch: number;
  /** Whether the roof has hips or valleys (the cut-up kind). */
  complex: boolean;
}

export const isSimilar = (a: RoofKind, b: RoofKind): boolean =>
  a.complex === b.complex && pitchBand(a.pitch) === pitchBand(b.pitch);

/**
 * The waste the job really had, in percent: the shingles put on the roof (delivered less
 * returned, times what a bundle covers) over the measured sloped area, less the area itself.
 * Null when it cannot be known (no area, no bundles used).
 */
export function actualWastePercent(job: {
  bundlesUsed: number;
  coveragePerBundleSqFt: number;
  slopedAreaSqFt: number;
}): number | null {
  if (!(job.slopedAreaSqFt > 0) || !(job.bundlesUsed > 0) || !(job.coveragePerBundleSqFt > 0)) {
    return null;
  }
  return ((job.bundlesUsed * job.coveragePerBundleSqFt) / job.slopedAreaSqFt - 1) * 100;
}

/** Crew days per 10 squares (1,000 sq ft) of sloped area; null without area or days. */
export function crewDaysPer10Squares(job: {
  crewDays: number;
  slopedAreaSqFt: number;
}): number | null {
  if (!(job.slopedAreaSqFt > 0) || !(job.crewDays > 0)) return null;
  return (job.crewDays / job.slopedAreaSqFt) * 1000;
}

/** One completed job as the learning sees it. */
export interface FinishedJob extends RoofKind {
  slopedAreaSqFt: number;
  /** Null when the job has no shingle quantities recorded. */
  wastePercent: number | null;
  /** Null when the job has no crew days recorded. */
  crewDaysPer10Squares: number | null;
}

/** A suggestion as the estimator shows it: "Your last N similar roofs used X% (range A-B%)". */
export interface Suggestion {
  /** The median, rounded to one decimal (percent, or crew days for the roof asked about). */
  value: number;
  n: number;
  low: number;
  high: number;
  outliers: number;
}

export interface Suggestions {
  waste: Suggestion | null;
  /** Crew days for the roof asked about (its sloped area at the median rate). */
  laborDays: Suggestion | null;
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

function suggestionOf(values: readonly number[], scale: number): Suggestion | null {
  const m = robustMedian(values);
  if (!m || m.n < MIN_SIMILAR_JOBS) return null;
  return {
    value: oneDecimal(m.median * scale),
    n: m.n,
    low: oneDecimal(m.low * scale),
    high: oneDecimal(m.high * scale),
    outliers: m.outliers,
  };
}

/**
 * The suggested waste and crew days for a roof, from the completed jobs like it; each is null
 * when fewer than MIN_SIMILAR_JOBS similar jobs remain after the far-out ones are left out.
 */
export function suggestFor(
  roof: RoofKind & { slopedAreaSqFt: number },
  jobs: readonly FinishedJob[],
): Suggestions {
  const similar = jobs.filter((j) => isSimilar(j, roof));
  const waste = similar.flatMap((j) => (j.wastePercent === null ? [] : [j.wastePercent]));
  const labor = similar.flatMap((j) =>
    j.crewDaysPer10Squares === null ? [] : [j.crewDaysPer10Squares],
  );
  return {
    waste: suggestionOf(waste, 1),
    laborDays: roof.slopedAreaSqFt > 0 ? suggestionOf(labor, roof.slopedAreaSqFt / 1000) : null,
  };
}
