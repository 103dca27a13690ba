import type { MaterialUnit } from '../price-list/price-list-entry';
import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';
import { areaMultiplier } from './pitch';

// A roof's measurements turned into the order a supplier fills: bundles, rolls, pieces and
// boxes. Pure: the estimator's screen and POST /api/takeoff run this same function.

/** What a takeoff item is measured along. */
export const MEASURED_ALONG = [
  'sloped-area',
  'eaves-rakes',
  'ridges-hips',
  'eaves-valleys',
  'valleys',
  'walls',
  'ridges',
  'pipe-boots',
  'none',
] as const;
export type MeasuredAlong = (typeof MEASURED_ALONG)[number];

export const MEASURED_ALONG_LABELS: Record<MeasuredAlong, string> = {
  'sloped-area': 'Sloped area (sq ft)',
  'eaves-rakes': 'Eaves + rakes (ft)',
  'ridges-hips': 'Ridges + hips (ft)',
  'eaves-valleys': 'Eaves + valleys (ft)',
  valleys: 'Valleys (ft)',
  walls: 'Walls (ft)',
  ridges: 'Ridges (ft)',
  'pipe-boots': 'Pipe boots',
  none: 'Not measured',
};

/** A roof's true lengths in feet, and its pipe boots. */
export interface RoofLengths {
  eavesFt: number;
  rakesFt: number;
  ridgesFt: number;
  hipsFt: number;
  valleysFt: number;
  wallsFt: number;
  pipeBoots: number;
}

/** A roof as measured: plan area and pitch as the estimator takes them, true lengths in feet. */
export interface RoofMeasurements extends RoofLengths {
  /** Plan (footprint) area, as the estimator's Roof Area. */
  roofAreaSqFt: number;
  pitch: number;
}

export const NO_LENGTHS: Readonly<RoofLengths> = Object.freeze({
  eavesFt: 0,
  rakesFt: 0,
  ridgesFt: 0,
  hipsFt: 0,
  valleysFt: 0,
  wallsFt: 0,
  pipeBoots: 0,
});

/** How one price-list material is ordered from the measurements. */
export interface TakeoffRule {
  materialId: string;
  name: string;
  unit: MaterialUnit;
  priceCents: Cents;
  measuredAlong: MeasuredAlong;
  /** How much one unit covers, in the measure's own unit (sq ft, ft, or boots). */
  coveragePerUnit: number;
  /** Whether the waste factor is added before dividing by the coverage. */
  wasteApplies: boolean;
}

export interface TakeoffLine {
  materialId: string;
  name: string;
  unit: MaterialUnit;
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
}

export interface Takeoff {
  actualAreaSqFt: number;
  /** Sloped area in roofing squares (100 sq ft), before waste. */
  squares: number;
  lines: TakeoffLine[];
  materialsCents: Cents;
}

/** The sloped roof area from the plan area and pitch. */
export const slopedAreaSqFt = (m: Pick<RoofMeasurements, 'roofAreaSqFt' | 'pitch'>) =>
  m.roofAreaSqFt * areaMultiplier(m.pitch);

/** The amount an item is measured along (sq ft, ft, or a count). */
export function measuredAmount(m: RoofMeasurements, along: MeasuredAlong): number {
  switch (along) {
    case 'sloped-area':
      return slopedAreaSqFt(m);
    case 'eaves-rakes':
      return m.eavesFt + m.rakesFt;
    case 'ridges-hips':
      return m.ridgesFt + m.hipsFt;
    case 'eaves-valleys':
      return m.eavesFt + m.valleysFt;
    case 'valleys':
      return m.valleysFt;
    case 'walls':
      return m.wallsFt;
    case 'ridges':
      return m.ridgesFt;
    case 'pipe-boots':
      return m.pipeBoots;
    case 'none':
      return 0;
  }
}

/**
 * Whole units to order: rounded up, never under, except that a value within 1e-9 of a whole
 * number is that number (floating point must not turn exactly 45 bundles into 46).
 */
export function wholeUnitsUp(x: number): number {
  if (!(x > 0)) return 0;
  const nearest = Math.round(x);
  return Math.abs(x - nearest) <= 1e-9 ? nearest : Math.ceil(x);
}

/** 10% for a roof with no hips and no valleys (simple cuts), 15% otherwise. */
export function suggestedWastePercent(m: Pick<RoofMeasurements, 'hipsFt' | 'valleysFt'>): number {
  return m.hipsFt > 0 || m.valleysFt > 0 ? 15 : 10;
}

/** The order for a roof: every rule whose quantity is not zero, in the rules' order. */
export function takeoff(
  m: RoofMeasurements,
  wastePercent: number,
  rules: readonly TakeoffRule[],
): Takeoff {
  const actualAreaSqFt = slopedAreaSqFt(m);
  const lines: TakeoffLine[] = [];
  for (const rule of rules) {
    if (!(rule.coveragePerUnit > 0)) continue;
    const amount = measuredAmount(m, rule.measuredAlong);
    const withWaste = rule.wasteApplies ? amount * (1 + wastePercent / 100) : amount;
    const quantity = wholeUnitsUp(withWaste / rule.coveragePerUnit);
    if (quantity === 0) continue;
    lines.push({
      materialId: rule.materialId,
      name: rule.name,
      unit: rule.unit,
      quantity,
      unitPriceCents: rule.priceCents,
      totalCents: roundHalfUp(quantity * rule.priceCents),
    });
  }
  return {
    actualAreaSqFt,
    squares: actualAreaSqFt / 100,
    lines,
    materialsCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
  };
}

// ---- true lengths from plan lengths ---------------------------------------------------------

/** A rake climbs the slope: plan length x sqrt(1 + (p/12)^2). */
export const rakeLengthFt = (planFt: number, pitch: number) =>
  planFt * Math.sqrt(1 + (pitch / 12) ** 2);

/**
 * A hip or valley where two roof planes meet. With the planes' pitches p1 and p2 (rise per 12
 * of run, each measured square to its own eave) and the eaves at right angles, the line runs
 * on plan at atan(p1/p2) from the first eave, and rises p1/12 for every foot it moves square to
 * that eave. Its true length is plan x sqrt(1 + (rise per plan foot)^2). For equal pitches this
 * is the familiar plan x sqrt(1 + p^2/288).
 */
export function hipValleyLengthFt(planFt: number, pitch1: number, pitch2: number = pitch1): number {
  if (pitch1 <= 0 && pitch2 <= 0) return planFt;
  const t1 = pitch1 / 12;
  const t2 = pitch2 / 12;
  // Height gained per foot along the line's plan direction: rise = t1 * x = t2 * y at the
  // intersection, so along a plan foot of (x, y) with x/y = t2/t1 the rise is t1 * t2 / hypot(t1, t2).
  const risePerPlanFoot = (t1 * t2) / Math.hypot(t1, t2);
  return planFt * Math.sqrt(1 + risePerPlanFoot ** 2);
}

// ---- the default takeoff items --------------------------------------------------------------

/**
 * The takeoff items a new price list starts with (migration 007 adds the same to every
 * database; a test keeps the two alike). Ids never change: saved data refers to them.
 */
export const DEFAULT_TAKEOFF_RULES: readonly TakeoffRule[] = Object.freeze([
  rule(
    'architectural-shingles',
    'Architectural shingles',
    'bundle',
    4200,
    'sloped-area',
    100 / 3,
    true,
  ),
  rule('starter-strip', 'Starter strip', 'bundle', 4800, 'eaves-rakes', 120, false),
  rule('hip-ridge-cap', 'Hip & ridge cap', 'bundle', 6500, 'ridges-hips', 25, false),
  rule('drip-edge', 'Drip edge (10 ft)', 'piece', 900, 'eaves-rakes', 10, false),
  rule(
    'synthetic-underlayment',
    'Synthetic underlayment',
    'roll',
    11500,
    'sloped-area',
    1000,
    true,
  ),
  rule('ice-water-shield', 'Ice & water shield', 'roll', 9500, 'eaves-valleys', 200 / 3, false),
  rule('valley-metal', 'Valley metal (10 ft)', 'piece', 1800, 'valleys', 10, false),
  rule('step-flashing', 'Step flashing (box of 100)', 'box', 5500, 'walls', 40, false),
  rule('ridge-vent', 'Ridge vent (4 ft)', 'piece', 2200, 'ridges', 4, false),
  rule('coil-roofing-nails', 'Coil roofing nails', 'box', 4500, 'sloped-area', 2250, true),
  rule('pipe-boot', 'Pipe boot', 'each', 1800, 'pipe-boots', 1, false),
]);

function rule(
  materialId: string,
  name: string,
  unit: MaterialUnit,
  priceCents: Cents,
  measuredAlong: MeasuredAlong,
  coveragePerUnit: number,
  wasteApplies: boolean,
): TakeoffRule {
  return Object.freeze({
    materialId,
    name,
    unit,
    priceCents,
    measuredAlong,
    coveragePerUnit,
    wasteApplies,
  });
}
