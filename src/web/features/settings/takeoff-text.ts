import { formatNumber } from '../../../domain/format/format';
import { DEFAULT_MATERIALS } from '../../../domain/price-list/price-list-entry';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import type { Material } from '../../../domain/price-list/price-list';
import type { MeasuredAlong } from '../../../domain/takeoff/takeoff';
import { DEFAULT_TAKEOFF_RULES } from '../../../domain/takeoff/takeoff';
import { unitWord } from '../../lib/unit-text';
import { i18n } from './i18n';

// How the price list says what a material is and how the takeoff orders it, in the reader's
// language.

/** A material's unit as the price list names it: "bundle", "sq ft". */
export const unitLabel = (unit: MaterialUnit): string => unitWord(unit);

/** What the takeoff measures a material along (the domain's MEASURED_ALONG_LABELS). */
export function measuredAlongLabel(along: MeasuredAlong): string {
  const labels: Record<MeasuredAlong, string> = {
    'sloped-area': i18n._('Sloped area (sq ft)'),
    'eaves-rakes': i18n._('Eaves + rakes (ft)'),
    'ridges-hips': i18n._('Ridges + hips (ft)'),
    'eaves-valleys': i18n._('Eaves + valleys (ft)'),
    valleys: i18n._('Valleys (ft)'),
    walls: i18n._('Walls (ft)'),
    ridges: i18n._('Ridges (ft)'),
    'pipe-boots': i18n._('Pipe boots'),
    none: i18n._('Not measured'),
  };
  return labels[along];
}

const DEFAULT_IDS = new Set([
  ...DEFAULT_MATERIALS.map((m) => m.id),
  ...DEFAULT_TAKEOFF_RULES.map((r) => r.materialId),
]);

/** " · standard material" for the ones every price list starts with, else " · custom". */
export const originText = (m: Material) =>
  ` · ${DEFAULT_IDS.has(m.id) ? i18n._('standard material') : i18n._('custom')}`;

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
  if (along === 'sloped-area') return i18n._('sq ft');
  if (along === 'pipe-boots') return coverage === 1 ? i18n._('pipe boot') : i18n._('pipe boots');
  return i18n._('ft');
}

/** "33.333 sq ft per bundle", "1 pipe boot each". */
export function coveragePhrase(coverage: number, along: MeasuredAlong, unit: MaterialUnit): string {
  const amount = `${coverageText(coverage)} ${measureUnitOf(along, coverage)}`;
  return unit === 'each'
    ? i18n._('{amount} each', { amount })
    : i18n._('{amount} per {unit}', { amount, unit: unitLabel(unit) });
}

/** "Sloped area (sq ft): 33.333 sq ft per bundle, plus waste"; "Not in the takeoff". */
export function takeoffSummary(m: Material): string {
  if (!isTakeoffItem(m)) return i18n._('Not in the takeoff');
  const values = {
    along: measuredAlongLabel(m.measuredAlong),
    coverage: coveragePhrase(m.coveragePerUnit, m.measuredAlong, m.unit),
  };
  return m.wasteApplies
    ? i18n._('{along}: {coverage}, plus waste', values)
    : i18n._('{along}: {coverage}', values);
}
