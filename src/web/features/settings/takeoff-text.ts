import { formatNumber } from '../../../domain/format/format';
import { DEFAULT_MATERIALS } from '../../../domain/price-list/price-list-entry';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import type { Material } from '../../../domain/price-list/price-list';
import type { MeasuredAlong } from '../../../domain/takeoff/takeoff';
import { DEFAULT_TAKEOFF_RULES, MEASURED_ALONG_LABELS } from '../../../domain/takeoff/takeoff';

// How the price list says what a material is and how the takeoff orders it.

const DEFAULT_IDS = new Set([
  ...DEFAULT_MATERIALS.map((m) => m.id),
  ...DEFAULT_TAKEOFF_RULES.map((r) => r.materialId),
]);

/** " · standard material" for the ones every price list starts with, else " · custom". */
export const originText = (m: Material) =>
  DEFAULT_IDS.has(m.id) ? ' · standard material' : ' · custom';

/** A takeoff item is a material measured along something; the rest are priced per quantity. */
export const isTakeoffItem = (m: Pick<Material, 'measuredAlong'>) => m.measuredAlong !== 'none';

/** Up to 3 decimals, without trailing zeros: "33.333", "1,000", "2.5". */
export function coverageText(n: number): string {
  return formatNumber(n, 3).replace(/\.?0+$/, '');
}

/** The coverage as typed in a field: up to 4 decimals, no thousands separator ("33.3333"). */
export function coverageInput(n: number): string {
  return String(Math.round(n * 10_000) / 10_000);
}

/** What one unit's coverage is counted in. */
export function measureUnitOf(along: MeasuredAlong, coverage = 2): string {
  if (along === 'sloped-area') return 'sq ft';
  if (along === 'pipe-boots') return coverage === 1 ? 'pipe boot' : 'pipe boots';
  return 'ft';
}

/** "33.333 sq ft per bundle", "1 pipe boot each". */
export function coveragePhrase(coverage: number, along: MeasuredAlong, unit: MaterialUnit): string {
  const amount = `${coverageText(coverage)} ${measureUnitOf(along, coverage)}`;
  return unit === 'each' ? `${amount} each` : `${amount} per ${unit}`;
}

/** "Sloped area (sq ft): 33.333 sq ft per bundle, plus waste"; "Not in the takeoff". */
export function takeoffSummary(m: Material): string {
  if (!isTakeoffItem(m)) return 'Not in the takeoff';
  const waste = m.wasteApplies ? ', plus waste' : '';
  return `${MEASURED_ALONG_LABELS[m.measuredAlong]}: ${coveragePhrase(m.coveragePerUnit, m.measuredAlong, m.unit)}${waste}`;
}
