import type { EstimateTotals } from '../../../domain/estimate/estimate';
import { formatUsd } from '../../../domain/format/format';
import { isCountedUnit, wholeOr2 } from '../../../domain/format/quantity-text';
import { i18n } from './i18n';

// Figures the results show the same way for one estimate and for options side by side.

/** "10%", "7.5%". */
export const percent = (p: number) => `${wholeOr2(p)}%`;

/**
 * The estimate's waste % is priced onto sq ft lines only: the quantities of bundles, rolls and
 * pieces were rounded up from the measurements with the waste already in them.
 */
export function wasteFigure(totals: EstimateTotals): { value: string; detail?: string } {
  const units = totals.materialLines.map((l) => l.unit);
  if (!units.some(isCountedUnit)) return { value: formatUsd(totals.wasteCents) };
  if (!units.includes('sq ft')) {
    return { value: i18n._('Included'), detail: i18n._('In the quantities ordered') };
  }
  return {
    value: formatUsd(totals.wasteCents),
    detail: i18n._('On sq ft lines; bundles, rolls and pieces include theirs'),
  };
}
