import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { formatNumber } from '../../../domain/format/format';
import { i18n } from './i18n';

// The domain's English words Map View shows (EDGE_TYPE_LABELS, formatSqFt), in the reader's
// language. In English each reads exactly as the domain's.

/** EDGE_TYPE_LABELS: "Eave", "Rake", … */
export function edgeTypeText(type: EdgeType): string {
  return {
    eave: i18n._('Eave'),
    rake: i18n._('Rake'),
    ridge: i18n._('Ridge'),
    hip: i18n._('Hip'),
    valley: i18n._('Valley'),
    wall: i18n._('Wall'),
  }[type];
}

/** formatSqFt with one decimal: "2,236.1 sq ft". */
export const sqFtText = (sqFt: number): string =>
  i18n._('{area} sq ft', { area: formatNumber(sqFt, 1) });
