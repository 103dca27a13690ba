import type { LineMaterial, QuantityChange } from '../../../domain/estimate/line-quantity';
import { formatNumber } from '../../../domain/format/format';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import type { MeasuredAlong } from '../../../domain/takeoff/takeoff';
import { quantityUnitText, unitPluralWord } from '../../lib/unit-text';
import { i18n } from './i18n';

// What a material line says after its material changed to one sold in another unit: the new
// quantity, how it was found, and what the old number meant, so a quantity typed in bundles is
// never silently read as square feet.

/** What a takeoff rule measures, as it reads after "from": "the sloped area". */
function alongWords(along: Exclude<MeasuredAlong, 'none'>): string {
  return {
    'sloped-area': i18n._('the sloped area'),
    'eaves-rakes': i18n._('the eaves + rakes'),
    'ridges-hips': i18n._('the ridges + hips'),
    'eaves-valleys': i18n._('the eaves + valleys'),
    valleys: i18n._('the valleys'),
    walls: i18n._('the walls'),
    ridges: i18n._('the ridges'),
    'pipe-boots': i18n._('the pipe boots'),
  }[along];
}

export function quantityChangeText(
  change: Exclude<QuantityChange, { kind: 'kept' }>,
  previous: { quantity: string; unit: MaterialUnit | undefined },
  to: Pick<LineMaterial, 'unit'>,
): string {
  const was = previous.unit
    ? i18n._('the {quantity} before was in {unit}', {
        quantity: previous.quantity.trim() || '0',
        unit: unitPluralWord(previous.unit),
      })
    : i18n._('the quantity before was in another unit');
  switch (change.kind) {
    case 'takeoff': {
      const values = {
        along: change.along === 'none' ? '' : alongWords(change.along),
        quantity: quantityUnitText(change.quantity, to.unit),
        was,
      };
      return change.wastePercent > 0
        ? i18n._('Quantity recomputed from {along} with {waste}% waste: {quantity} ({was}).', {
            ...values,
            waste: formatNumber(change.wastePercent, 0),
          })
        : i18n._('Quantity recomputed from {along}: {quantity} ({was}).', values);
    }
    case 'roof-area':
      return i18n._('Quantity set to the actual roof area, {quantity} ({was}).', {
        quantity: quantityUnitText(change.quantity, to.unit),
        was,
      });
    case 'cleared':
      return i18n._('Enter the quantity in {unit}: {was}, and nothing measured gives it.', {
        unit: unitPluralWord(to.unit),
        was,
      });
  }
}
