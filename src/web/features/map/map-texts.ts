import { formatNumber } from '../../../domain/format/format';
import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { i18n } from './i18n';
import { MY_LOCATION, PINNED_PLACE } from './map-location';

// The domain's English words Map View shows (EDGE_TYPE_LABELS, formatSqFt), in the reader's
// language. In English each reads exactly as the domain's.

/** formatSqFt with one decimal: "2,236.1 sq ft". */
export const sqFtText = (sqFt: number): string =>
  i18n._('{area} sq ft', { area: formatNumber(sqFt, 1) });

/** A length in feet with one decimal: "32.5 ft". */
export const feetText = (ft: number): string =>
  i18n._('{length} ft', { length: formatNumber(ft, 1) });

/** A place's address as shown: the stand-ins for a position or a pin named in the reader's language. */
export function placeText(address: string): string {
  if (address === MY_LOCATION) return i18n._('My location');
  if (address === PINNED_PLACE) return i18n._('Pinned place');
  return address;
}

/**
 * A line kind's short name on the map's labels and badges: "Ri" for a ridge, since Ridge and Rake
 * both start with R.
 */
export function edgeShortText(type: EdgeType): string {
  const shorts: Record<EdgeType, string> = {
    eave: i18n._('E'),
    rake: i18n._('R'),
    ridge: i18n._('Ri'),
    hip: i18n._('H'),
    valley: i18n._('V'),
    wall: i18n._('W'),
  };
  return shorts[type];
}
