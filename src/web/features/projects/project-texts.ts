import { counted } from '../../lib/i18n/counted';
import type { CostOption } from '../../../domain/estimate/working-option';
import { areaText } from '../../lib/unit-text';
import { i18n } from './i18n';

// The domain's English words about a project (statusLabel, NOT_MEASURED, costOptionText,
// daysInStageText, formatSqFt), in the reader's language where the projects feature shows them.
// In English each reads exactly as the domain's.

/** statusLabel: "Pending", "In progress", "Completed", "Lost" (one copy, in src/web/lib). */
export { statusText } from '../../lib/status-text';

/** NOT_MEASURED. */
export const notMeasuredText = (): string => i18n._('Not measured yet');

/** costOptionText: which option of the estimate the project's price is, and whether accepted. */
export function costOptionLabel(c: CostOption): string {
  if (c.estimatedCostOption && c.estimatedCostAccepted) {
    return i18n._('{option}, accepted by the customer', { option: c.estimatedCostOption });
  }
  if (c.estimatedCostOption) return c.estimatedCostOption;
  return c.estimatedCostAccepted ? i18n._('accepted by the customer') : '';
}

/** daysInStageText: "New in stage today", "1 day in stage", "3 days in stage". */
export function daysInStageLabel(days: number): string {
  if (days === 0) return i18n._('New in stage today');
  return i18n._('{count, select, one {{n} day in stage} other {{n} days in stage}}', counted(days));
}

/** formatSqFt: "2,236 sq ft". */
export const sqFtText = (sqFt: number): string => areaText(sqFt);
