import { toFixedHalfUp } from '../format/format';
import { parseNumberText } from '../format/number-text';
import { msg } from '../common/messages';

// Pitch is rise in inches per 12 inches of run, the way roofers say it ("6:12").

export interface PitchReference {
  pitch: number;
  ratio: string;
  angleDeg: number;
  description: string;
}

// Angles are given rounded to 2 decimals; they are shown as written, never recomputed.
export const PITCH_TABLE: readonly PitchReference[] = Object.freeze(
  (
    [
      [0, 'Flat'],
      [4.76, 'Nearly flat'],
      [9.46, 'Slight pitch'],
      [14.04, 'Low pitch'],
      [18.43, 'Moderate pitch'],
      [22.62, 'Medium pitch'],
      [26.57, 'Standard pitch'],
      [30.26, 'Steep'],
      [33.69, 'Steeper'],
      [36.87, 'Very steep'],
      [39.81, 'Extremely steep'],
      [42.51, 'Nearly vertical'],
      [45, 'Vertical'],
    ] as const
  ).map(([angleDeg, description], pitch) =>
    Object.freeze({ pitch, ratio: `${pitch}:12`, angleDeg, description }),
  ),
);

const RAD_TO_DEG = 180 / Math.PI;

export function angleDegrees(pitch: number): number {
  return Math.atan(pitch / 12) * RAD_TO_DEG;
}

export function slopePercent(pitch: number): number {
  return (pitch / 12) * 100;
}

/** Sloped area per unit of plan area. */
export function areaMultiplier(pitch: number): number {
  return Math.sqrt(pitch * pitch + 144) / 12;
}

/** Normalises any rise/run pair to rise per 12 (at the default run of 12, the rise itself). */
export function pitchFromRiseRun(riseIn: number, runIn: number): number {
  if (!(runIn > 0)) throw new RangeError(`Run must be greater than 0 (got ${runIn})`);
  return (riseIn * 12) / runIn;
}

// The pitch finder's input bounds (its only validation rules).
export const RISE_MIN_IN = 0;
export const RISE_MAX_IN = 24;
export const RUN_MIN_IN = 1;

export type FieldCheck = { ok: true; value: number } | { ok: false; message: string };

// `empty` is a whole sentence of its own: "Enter the rise in inches" is translated as one.
function parseInches(text: string, label: string, empty: string): FieldCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: empty };
  const value = parseNumberText(trimmed);
  if (!Number.isFinite(value))
    return { ok: false, message: msg(/*i18n*/ '{label} must be a number', { label }) };
  return { ok: true, value };
}

/** The Rise field as typed: a number of inches from 0 to 24. */
export function checkRiseInches(text: string): FieldCheck {
  const parsed = parseInches(text, /*i18n*/ 'Rise', /*i18n*/ 'Enter the rise in inches');
  if (parsed.ok && (parsed.value < RISE_MIN_IN || parsed.value > RISE_MAX_IN)) {
    return {
      ok: false,
      message: msg(/*i18n*/ 'Rise must be between {min} and {max} inches', {
        min: RISE_MIN_IN,
        max: RISE_MAX_IN,
      }),
    };
  }
  return parsed;
}

/** The Run field as typed: a number of inches, at least 1. */
export function checkRunInches(text: string): FieldCheck {
  const parsed = parseInches(text, /*i18n*/ 'Run', /*i18n*/ 'Enter the run in inches');
  if (parsed.ok && parsed.value < RUN_MIN_IN) {
    return {
      ok: false,
      message: msg(/*i18n*/ 'Run must be at least {min} inch', { min: RUN_MIN_IN }),
    };
  }
  return parsed;
}

/** The descriptive label: the row with the closest angle, the lower row on a tie. */
export function closestPitchReference(pitch: number): PitchReference {
  return closestReferenceForAngle(angleDegrees(pitch));
}

export function closestReferenceForAngle(angleDeg: number): PitchReference {
  let best = PITCH_TABLE[0];
  if (!best) throw new Error('PITCH_TABLE is empty');
  let bestDistance = Math.abs(best.angleDeg - angleDeg);
  for (const row of PITCH_TABLE) {
    const distance = Math.abs(row.angleDeg - angleDeg);
    // Strictly less, so an exact tie keeps the earlier (lower) row.
    if (distance < bestDistance) {
      best = row;
      bestDistance = distance;
    }
  }
  return best;
}

export { formatPitch } from './pitch-text';

export function formatAngle(pitch: number): string {
  return `${toFixedHalfUp(angleDegrees(pitch), 1)}°`;
}

export function formatSlope(pitch: number): string {
  return `${toFixedHalfUp(slopePercent(pitch), 1)}%`;
}

export function formatMultiplier(pitch: number): string {
  return toFixedHalfUp(areaMultiplier(pitch), 3);
}

// ---------------------------------------------------------------------------------------------
// Measuring with the phone lying on the roof (DeviceOrientationEvent beta and gamma, degrees).

/** Shown when no sensor reports during calibration (a desktop): a fixed sample value. */
export const SAMPLE_DEVICE_PITCH = 5;
/**
 * The estimator's URL parameter that says its `pitch` is the device's sample value, not a
 * measurement (the estimator then shows the pitch as not measured).
 */
export const SAMPLE_PITCH_PARAM = 'pitchSample';

/** The calibration delay; samples are collected over this window. */
export const DEVICE_MEASUREMENT_MS = 2000;

// Steeper than this, tan() runs away to absurd pitches; a phone cannot lie on such a roof anyway.
const MAX_TILT_DEG = 89.9;

export interface OrientationSample {
  beta: number;
  gamma: number;
}

/** Beta/gamma read on a level surface, subtracted from later samples to cancel sensor bias. */
export interface LevelOffset {
  beta: number;
  gamma: number;
}

/**
 * Tilt of the screen plane from horizontal, 0..90.
 *
 * The screen normal in world coordinates has vertical component cos(beta)cos(gamma), so the
 * angle between the normal and vertical does not depend on which way the phone is turned on the
 * roof. The absolute value makes a phone lying face down read the same as face up: a plane's
 * tilt has no side.
 */
export function tiltDegrees(sample: OrientationSample): number {
  const cosTilt = Math.abs(
    Math.cos(sample.beta / RAD_TO_DEG) * Math.cos(sample.gamma / RAD_TO_DEG),
  );
  // Float error can push the product a hair past 1, where acos returns NaN.
  return Math.acos(Math.min(1, cosTilt)) * RAD_TO_DEG;
}

export function pitchFromTilt(tiltDeg: number): number {
  const clamped = Math.min(MAX_TILT_DEG, Math.max(0, tiltDeg));
  return 12 * Math.tan(clamped / RAD_TO_DEG);
}

export function applyLevelOffset(
  sample: OrientationSample,
  offset: LevelOffset | null | undefined,
): OrientationSample {
  if (!offset) return { beta: sample.beta, gamma: sample.gamma };
  return { beta: sample.beta - offset.beta, gamma: sample.gamma - offset.gamma };
}

/**
 * Mean beta and gamma.
 *
 * Beta wraps at ±180 (a phone face down), so each beta is first taken to within 180° of the
 * first sample; otherwise 179 and -179 would average to 0, i.e. a level phone to a vertical one.
 * For ordinary samples this is the plain arithmetic mean.
 */
export function averageSample(samples: readonly OrientationSample[]): OrientationSample {
  const first = samples[0];
  if (!first) throw new RangeError('At least one orientation sample is needed');
  let betaSum = 0;
  let gammaSum = 0;
  for (const s of samples) {
    // A non-finite angle would also never leave the unwrapping loops below.
    if (!Number.isFinite(s.beta) || !Number.isFinite(s.gamma)) {
      throw new RangeError(`Orientation sample is not finite (beta ${s.beta}, gamma ${s.gamma})`);
    }
    let beta = s.beta;
    while (beta - first.beta > 180) beta -= 360;
    while (beta - first.beta < -180) beta += 360;
    betaSum += beta;
    gammaSum += s.gamma;
  }
  let beta = betaSum / samples.length;
  if (beta >= 180) beta -= 360;
  else if (beta < -180) beta += 360;
  return { beta, gamma: gammaSum / samples.length };
}

export function measuredPitch(
  samples: readonly OrientationSample[],
  offset?: LevelOffset | null,
): number {
  return pitchFromTilt(tiltDegrees(applyLevelOffset(averageSample(samples), offset)));
}

/**
 * A stored level offset read back (from localStorage, so anything may be there): beta within
 * ±180 and gamma within ±90 degrees, or null when it is missing or not that shape.
 */
export function parseLevelOffset(value: unknown): LevelOffset | null {
  if (typeof value !== 'object' || value === null) return null;
  const { beta, gamma } = value as Record<string, unknown>;
  if (typeof beta !== 'number' || typeof gamma !== 'number') return null;
  if (!(beta >= -180 && beta <= 180 && gamma >= -90 && gamma <= 90)) return null;
  return { beta, gamma };
}
