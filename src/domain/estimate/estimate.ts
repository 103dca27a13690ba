import type { MaterialPrice, MaterialUnit } from '../price-list/price-list-entry';
import { roundHalfUp, type Cents } from '../money/money';
import { areaMultiplier } from '../takeoff/pitch';
import type { RoofLengths } from '../takeoff/takeoff';

// The one place estimate totals are computed: the browser shows these numbers and the server
// recomputes them with this same code before saving, so the two can never disagree.

export interface MaterialLine {
  materialId: string;
  quantity: number;
}

export interface CostLine {
  description: string;
  amountCents: Cents;
}

/** Percentages as entered (10 means 10%). */
export interface Adjustments {
  wastePercent: number;
  overheadProfitPercent: number;
  taxPercent: number;
}

// With these the totals are the plain sum: labor + materials + additional costs.
export const NO_ADJUSTMENTS: Adjustments = Object.freeze({
  wastePercent: 0,
  overheadProfitPercent: 0,
  taxPercent: 0,
});

export interface EstimateInput {
  /** Plan (footprint) area; the sloped area follows from the pitch. */
  roofAreaSqFt: number;
  pitch: number;
  /** Per sq ft of actual (sloped) area. */
  laborRateCents: Cents;
  materials: MaterialLine[];
  costs: CostLine[];
  adjustments: Adjustments;
  /** The roof's true lengths, when measured (typed in, or sent from the map). */
  measurements?: RoofLengths;
  /**
   * Good / better / best: each option orders its own materials and shares everything else.
   * Absent for a one-option estimate; when present, `materials` is the first option's lines.
   */
  options?: EstimateOption[];
}

/** One choice offered to the customer: a name and the materials it orders. */
export interface EstimateOption {
  name: string;
  materials: MaterialLine[];
}

export const MAX_OPTIONS = 3;
export const MAX_OPTION_NAME = 40;
/** What a new option is called: the first unused of these. */
export const DEFAULT_OPTION_NAMES = ['Good', 'Better', 'Best'] as const;

/** An estimate's options; a one-option estimate has one, named "Good". */
export function optionsOf(input: Pick<EstimateInput, 'materials' | 'options'>): EstimateOption[] {
  return input.options && input.options.length > 0
    ? input.options
    : [{ name: DEFAULT_OPTION_NAMES[0], materials: input.materials }];
}

/** The totals of one option. */
export interface OptionTotals {
  name: string;
  totals: EstimateTotals;
}

/** What the estimator opens with. Frozen: copy it before editing. */
export const DEFAULT_ESTIMATE_INPUT: EstimateInput = Object.freeze({
  roofAreaSqFt: 2000,
  pitch: 6,
  laborRateCents: 250,
  materials: Object.freeze([
    Object.freeze({ materialId: 'asphalt-standard', quantity: 2000 }),
  ]) as MaterialLine[],
  costs: Object.freeze([
    Object.freeze({ description: 'Removal of old roofing', amountCents: 150_000 }),
  ]) as CostLine[],
  adjustments: NO_ADJUSTMENTS,
});

export interface EstimateMaterialTotal {
  materialId: string;
  name: string;
  unit: MaterialUnit;
  quantity: number;
  /** Extra quantity for cutting waste; only for materials sold by the sq ft. */
  wasteQuantity: number;
  unitPriceCents: Cents;
  /** Price of `quantity` only; the waste is priced into EstimateTotals.wasteCents. */
  lineTotalCents: Cents;
}

export interface EstimateTotals {
  multiplier: number;
  actualAreaSqFt: number;
  /** Roofing squares, 100 sq ft each. */
  actualAreaSquares: number;
  materialLines: EstimateMaterialTotal[];
  materialsCents: Cents;
  wasteCents: Cents;
  laborCents: Cents;
  additionalCents: Cents;
  subtotalCents: Cents;
  overheadProfitCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/**
 * Every amount is rounded half up to the cent where it arises, then summed, so the parts shown
 * on screen and in the PDF always add up to the total shown.
 */
export function computeEstimate(
  input: EstimateInput,
  priceList: readonly MaterialPrice[],
): EstimateTotals {
  const { wastePercent, overheadProfitPercent, taxPercent } = input.adjustments;
  const multiplier = areaMultiplier(input.pitch);
  const actualAreaSqFt = input.roofAreaSqFt * multiplier;

  const byId = new Map(priceList.map((m) => [m.id, m]));
  let materialsCents = 0;
  let wasteCents = 0;
  const materialLines = input.materials.map((line): EstimateMaterialTotal => {
    const material = byId.get(line.materialId);
    if (!material) throw new Error(`Unknown material "${line.materialId}"`);
    // Waste is offcuts from covering an area; linear goods such as flashing are cut to length.
    const wasteQuantity = material.unit === 'sq ft' ? (line.quantity * wastePercent) / 100 : 0;
    const lineTotalCents = roundHalfUp(material.priceCents * line.quantity);
    materialsCents += lineTotalCents;
    wasteCents += roundHalfUp(material.priceCents * wasteQuantity);
    return {
      materialId: material.id,
      name: material.name,
      unit: material.unit,
      quantity: line.quantity,
      wasteQuantity,
      unitPriceCents: material.priceCents,
      lineTotalCents,
    };
  });

  const laborCents = roundHalfUp(actualAreaSqFt * input.laborRateCents);
  const additionalCents = input.costs.reduce((sum, c) => sum + roundHalfUp(c.amountCents), 0);
  const subtotalCents = materialsCents + wasteCents + laborCents + additionalCents;
  const overheadProfitCents = roundHalfUp((subtotalCents * overheadProfitPercent) / 100);
  // Sales tax applies to the goods sold, not to labor or other services.
  const taxCents = roundHalfUp(((materialsCents + wasteCents) * taxPercent) / 100);

  return {
    multiplier,
    actualAreaSqFt,
    actualAreaSquares: actualAreaSqFt / 100,
    materialLines,
    materialsCents,
    wasteCents,
    laborCents,
    additionalCents,
    subtotalCents,
    overheadProfitCents,
    taxCents,
    totalCents: subtotalCents + overheadProfitCents + taxCents,
  };
}

/** Every option priced: the shared area, labor, costs and adjustments with each option's lines. */
export function computeOptions(
  input: EstimateInput,
  priceList: readonly MaterialPrice[],
): OptionTotals[] {
  return optionsOf(input).map((option) => ({
    name: option.name,
    totals: computeEstimate({ ...input, materials: option.materials }, priceList),
  }));
}

/** A line added in the estimator: the first material on the list, quantity 0. */
export function newMaterialLine(priceList: readonly MaterialPrice[]): MaterialLine {
  const first = priceList.find((m) => !m.archived) ?? priceList[0];
  if (!first) throw new Error('The price list has no materials');
  return { materialId: first.id, quantity: 0 };
}

/** A cost line added in the estimator: empty description, amount 0. */
export function newCostLine(): CostLine {
  return { description: '', amountCents: 0 };
}

/** The last remaining material line cannot be removed: an estimate has at least one. */
export function canRemoveMaterialLine(lines: readonly MaterialLine[]): boolean {
  return lines.length > 1;
}
