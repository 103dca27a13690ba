import type { CostCategory, LaborMethod } from '../../../domain/costing/costs';
import { i18n } from './i18n';

// The domain's cost words (COST_CATEGORY_LABELS, LABOR_METHOD_LABELS in domain/costing/costs.ts)
// in the reader's language: the domain stays English, and the extractor reads only literal
// messages, so each is written out here.

export const costCategoryLabel = (category: CostCategory): string =>
  ({ material: i18n._('Materials'), labor: i18n._('Labor'), other: i18n._('Other') })[category];

export const laborMethodLabel = (method: LaborMethod): string =>
  ({
    'crew-days': i18n._('Crew days x day rate'),
    hours: i18n._('Hours x rate'),
    subcontractor: i18n._('Subcontractor amount'),
  })[method];
