import type { I18n } from '@lingui/core';
import { formatNumber } from '../../domain/format/format';
import type { MaterialUnit } from '../../domain/price-list/price-list-entry';
import type { EdgeType } from '../../domain/takeoff/roof-edge-types';
import { isCountedUnit } from '../../domain/format/quantity-text';

// The words of a measure as a document written in a given language prints them. In English they
// read exactly as the domain's formatters write them ("2,236.07 sq ft", "bundles").

/** "2,236.07 sq ft", as formatSqFt writes it, in the document's language. */
export const sqFtText = (i18n: I18n, sqFt: number, decimals = 0): string =>
  i18n._('{area} sq ft', { area: formatNumber(sqFt, decimals) });

/** "12.50 ft": a length in feet. */
export const feetText = (i18n: I18n, ft: number, decimals = 2): string =>
  i18n._('{length} ft', { length: formatNumber(ft, decimals) });

/**
 * The unit as it reads after a quantity, as unitFor has it ("bundles" for 94, "bundle" for 1,
 * "sq ft" always), in the document's language.
 */
export function unitText(i18n: I18n, quantity: number, unit: MaterialUnit): string {
  if (!isCountedUnit(unit) || quantity === 1) return unitName(i18n, unit);
  switch (unit) {
    case 'bundle':
      return i18n._('bundles');
    case 'roll':
      return i18n._('rolls');
    case 'piece':
      return i18n._('pieces');
    case 'box':
      return i18n._('boxes');
    default:
      // "each" reads the same after any number ("unidad" in Spanish, as a column of units).
      return unitName(i18n, unit);
  }
}

/** The unit's own name, as a column of units lists it: "bundle", "sq ft". */
export function unitName(i18n: I18n, unit: MaterialUnit): string {
  const names: Record<MaterialUnit, string> = {
    'sq ft': i18n._('sq ft'),
    'linear ft': i18n._('linear ft'),
    bundle: i18n._('bundle'),
    roll: i18n._('roll'),
    piece: i18n._('piece'),
    box: i18n._('box'),
    each: i18n._('each'),
  };
  return names[unit];
}

/** A line's type as a legend or a table names it: "Eave", "Valley". */
export function edgeTypeName(i18n: I18n, type: EdgeType): string {
  const names: Record<EdgeType, string> = {
    eave: i18n._('Eave'),
    rake: i18n._('Rake'),
    ridge: i18n._('Ridge'),
    hip: i18n._('Hip'),
    valley: i18n._('Valley'),
    wall: i18n._('Wall'),
  };
  return names[type];
}

/** Lines of a type, as the lengths by type list them: "Eaves", "Valleys". */
export function edgeTypePlural(i18n: I18n, type: EdgeType): string {
  const names: Record<EdgeType, string> = {
    eave: i18n._('Eaves'),
    rake: i18n._('Rakes'),
    ridge: i18n._('Ridges'),
    hip: i18n._('Hips'),
    valley: i18n._('Valleys'),
    wall: i18n._('Walls'),
  };
  return names[type];
}
