import { formatNumber } from '../../../domain/format/format';
import { i18n } from './i18n';

// The domain's English words Map View shows (EDGE_TYPE_LABELS, formatSqFt), in the reader's
// language. In English each reads exactly as the domain's.

/** formatSqFt with one decimal: "2,236.1 sq ft". */
export const sqFtText = (sqFt: number): string =>
  i18n._('{area} sq ft', { area: formatNumber(sqFt, 1) });
