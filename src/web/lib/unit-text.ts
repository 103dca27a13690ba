import { formatNumber } from '../../domain/format/format';
import { wholeOr2 } from '../../domain/format/quantity-text';
import type { QuantityConcern } from '../../domain/estimate/line-quantity';
import type { MaterialUnit } from '../../domain/price-list/price-list-entry';
import { i18n } from '../i18n';

// Areas, lengths and the price list's units in the reader's language, wherever a screen shows
// them (the estimator, the project, Map View, the work order). Numbers keep the US style
// ("2,236.07") in every language, like money; in English each reads exactly as the domain's
// formatSqFt and quantityText.

/** "2,236 sq ft"; pass decimals for "2,236.07 sq ft". */
export const areaText = (sqFt: number, decimals = 0): string =>
  i18n._('{area} sq ft', { area: formatNumber(sqFt, decimals) });

/** The unit after a quantity: "bundle" for 1, "bundles" for 94; "sq ft" and "each" always. */
export function unitWord(unit: MaterialUnit, quantity = 1): string {
  const one = quantity === 1;
  switch (unit) {
    case 'sq ft':
      return i18n._('sq ft');
    case 'linear ft':
      return i18n._('linear ft');
    case 'bundle':
      return one ? i18n._('bundle') : i18n._('bundles');
    case 'roll':
      return one ? i18n._('roll') : i18n._('rolls');
    case 'piece':
      return one ? i18n._('piece') : i18n._('pieces');
    case 'box':
      return one ? i18n._('box') : i18n._('boxes');
    case 'each':
      // "each" is the same after 1 and after 5 in English, not in Spanish (unidad, unidades).
      return one ? i18n._('each') : i18n._({ id: 'each (after several)', message: 'each' });
  }
}

/** The unit as a quantity field's label names it: "sq ft", "bundles". */
export const unitPluralWord = (unit: MaterialUnit): string => unitWord(unit, 2);

/** "2,000 sq ft", "45 bundles", "1 box". */
export const quantityUnitText = (quantity: number, unit: MaterialUnit): string =>
  `${wholeOr2(quantity)} ${unitWord(unit, quantity)}`;

/** Why a line's quantity looks wrong, in the reader's words (the estimator and Create proposal). */
export function quantityConcernText(concern: QuantityConcern): string {
  switch (concern.kind) {
    case 'under-area':
      return i18n._('{quantity} is under 10% of the roof’s actual area ({area}).', {
        quantity: quantityUnitText(concern.quantity, 'sq ft'),
        area: areaText(concern.areaSqFt),
      });
    case 'over-bundles':
      return i18n._('{quantity} is over 5 × the {needed} the roof’s area needs.', {
        quantity: quantityUnitText(concern.quantity, 'bundle'),
        needed: quantityUnitText(concern.needed, 'bundle'),
      });
  }
}
