import { formatNumber } from './format';
import type { MaterialUnit } from '../price-list/price-list-entry';

// How a quantity of a material reads wherever it is shown (the estimator, the customer's page,
// the PDFs). Materials sold by the sq ft or linear ft read as before ("2,000 sq ft"); goods
// counted in whole units read as a supplier would say them ("45 bundles", "1 box").

const PLURAL: Record<MaterialUnit, string> = {
  'sq ft': 'sq ft',
  'linear ft': 'linear ft',
  bundle: 'bundles',
  roll: 'rolls',
  piece: 'pieces',
  box: 'boxes',
  each: 'each',
};

/** Goods counted in whole units (bundles, rolls...), not measured by area or length. */
export const isCountedUnit = (unit: MaterialUnit) => unit !== 'sq ft' && unit !== 'linear ft';

/** The unit as a field's label names it: "sq ft", "bundles". */
export const unitPlural = (unit: MaterialUnit) => PLURAL[unit];

/** Whole numbers as they are, anything else to 2 decimals: "10", "2,236.07". */
export const wholeOr2 = (n: number) => formatNumber(n, n % 1 === 0 ? 0 : 2);

/** The unit as it reads after that quantity: "bundles" for 94, "bundle" for 1, "sq ft" always. */
export const unitFor = (quantity: number, unit: MaterialUnit) =>
  isCountedUnit(unit) && quantity !== 1 ? PLURAL[unit] : unit;

/** "2,000 sq ft", "45 bundles", "1 box". */
export function quantityText(quantity: number, unit: MaterialUnit): string {
  return `${wholeOr2(quantity)} ${unitFor(quantity, unit)}`;
}
