import type { EstimateInput, OptionTotals } from './estimate';
import type { MaterialUnit } from '../price-list/price-list-entry';
import type { MeasuredAlong, RoofMeasurements } from '../takeoff/takeoff';
import { slopedAreaSqFt, takeoff } from '../takeoff/takeoff';
import { roundToDecimals } from '../format/units';

// A material line's quantity is a number in its material's unit: 94 bundles of shingles and
// 94 sq ft of metal are very different roofs. These rules keep a quantity meaningful when the
// material changes to one sold in another unit, and catch quantities that cannot be right for
// the roof before they reach a customer.

/** What the rules need of a price-list material: its unit and how the takeoff orders it. */
export interface LineMaterial {
  id: string;
  name: string;
  unit: MaterialUnit;
  priceCents: number;
  measuredAlong: MeasuredAlong;
  coveragePerUnit: number;
  wasteApplies: boolean;
}

/** What happened to a line's quantity when its material changed. */
export type QuantityChange =
  /** Same unit: the quantity still means the same thing and stays. */
  | { kind: 'kept' }
  /** Recomputed from the measurements with the new material's takeoff rule. */
  | { kind: 'takeoff'; quantity: number; along: MeasuredAlong; wastePercent: number }
  /** A sq ft material without a usable rule: the roof's actual (sloped) area. */
  | { kind: 'roof-area'; quantity: number }
  /** Nothing to compute it from: the quantity must be typed again. */
  | { kind: 'cleared' };

/**
 * The new quantity of a line whose material changes from one sold in `fromUnit` to `to`: kept
 * in the same unit; otherwise from the measurements when `to` has a takeoff rule that orders
 * something for this roof; else, for sq ft, the actual roof area; else cleared. `roof` is null
 * when the roof's area and pitch are not valid numbers yet.
 */
export function quantityOnMaterialChange(
  fromUnit: MaterialUnit | undefined,
  to: LineMaterial,
  roof: RoofMeasurements | null,
  wastePercent: number,
): QuantityChange {
  if (fromUnit === to.unit) return { kind: 'kept' };
  if (roof && to.measuredAlong !== 'none') {
    const line = takeoff(roof, wastePercent, [{ ...to, materialId: to.id }]).lines[0];
    if (line) {
      return { kind: 'takeoff', quantity: line.quantity, along: to.measuredAlong, wastePercent };
    }
  }
  if (roof && to.unit === 'sq ft' && roof.roofAreaSqFt > 0) {
    return { kind: 'roof-area', quantity: roundToDecimals(slopedAreaSqFt(roof), 2) };
  }
  return { kind: 'cleared' };
}

// ---- quantities that look wrong for their unit ---------------------------------------------

/** A sq ft line under this share of the roof's actual area is flagged. */
export const MIN_SQ_FT_SHARE = 0.1;
/** A bundle line over this many times what the roof's area needs is flagged. */
export const MAX_BUNDLE_FACTOR = 5;
/** Three bundles to a square (100 sq ft): a bundle material without its own coverage. */
const SQ_FT_PER_BUNDLE = 100 / 3;

export interface LineToCheck {
  name: string;
  unit: MaterialUnit;
  quantity: number;
  /** The material's takeoff rule, when the price list has one (its bundle coverage counts). */
  rule?: Pick<LineMaterial, 'measuredAlong' | 'coveragePerUnit'>;
}

/**
 * Why a line's quantity looks wrong: a sq ft line far under the roof's actual area, or far more
 * bundles than the area needs. The screens say it in the reader's words.
 */
export type QuantityConcern =
  | { kind: 'under-area'; quantity: number; areaSqFt: number }
  | { kind: 'over-bundles'; quantity: number; needed: number };

/**
 * Why a line's quantity looks wrong for its unit, or null. A sq ft line under 10% of the
 * roof's actual area, or a bundle line over 5 x the bundles the area needs (with the waste),
 * is far more likely a number typed in another unit than a real order. Nothing is flagged
 * before the roof has an area.
 */
export function quantityConcern(
  line: LineToCheck,
  roof: Pick<RoofMeasurements, 'roofAreaSqFt' | 'pitch'>,
  wastePercent: number,
): QuantityConcern | null {
  const area = slopedAreaSqFt(roof);
  if (!(area > 0) || !Number.isFinite(line.quantity)) return null;
  if (line.unit === 'sq ft') {
    const least = area * MIN_SQ_FT_SHARE;
    if (line.quantity >= least) return null;
    return { kind: 'under-area', quantity: line.quantity, areaSqFt: area };
  }
  if (line.unit === 'bundle') {
    const coverage =
      line.rule?.measuredAlong === 'sloped-area' && line.rule.coveragePerUnit > 0
        ? line.rule.coveragePerUnit
        : SQ_FT_PER_BUNDLE;
    const needed = Math.ceil((area * (1 + Math.max(0, wastePercent) / 100)) / coverage);
    if (line.quantity <= needed * MAX_BUNDLE_FACTOR) return null;
    return { kind: 'over-bundles', quantity: line.quantity, needed };
  }
  return null;
}

/** A flagged line of an estimate: which option and line, and why. */
export interface QuantityFlag {
  option: number;
  optionName: string;
  line: number;
  name: string;
  concern: QuantityConcern;
}

/** Every flagged line of an estimate's options, in order. */
export function quantityFlags(
  options: readonly { name: string; lines: readonly LineToCheck[] }[],
  roof: Pick<RoofMeasurements, 'roofAreaSqFt' | 'pitch'>,
  wastePercent: number,
): QuantityFlag[] {
  return options.flatMap((o, option) =>
    o.lines.flatMap((l, line) => {
      const concern = quantityConcern(l, roof, wastePercent);
      return concern ? [{ option, optionName: o.name, line, name: l.name, concern }] : [];
    }),
  );
}

/**
 * The flagged lines of a priced estimate (each option's lines as priced, with their units),
 * with the price list's takeoff rules for the bundle coverage. The estimator and Create proposal
 * both ask this.
 */
export function estimateQuantityFlags(
  estimate: {
    input: Pick<EstimateInput, 'roofAreaSqFt' | 'pitch' | 'adjustments'>;
    options: readonly OptionTotals[];
  },
  priceList: readonly Pick<LineMaterial, 'id' | 'measuredAlong' | 'coveragePerUnit'>[],
): QuantityFlag[] {
  const ruleOf = new Map(priceList.map((m) => [m.id, m]));
  return quantityFlags(
    estimate.options.map((o) => ({
      name: o.name,
      lines: o.totals.materialLines.map((l) => ({
        name: l.name,
        unit: l.unit,
        quantity: l.quantity,
        rule: ruleOf.get(l.materialId),
      })),
    })),
    estimate.input,
    estimate.input.adjustments.wastePercent,
  );
}
