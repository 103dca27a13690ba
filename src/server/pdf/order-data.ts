import type { I18n } from '@lingui/core';
import type { EstimateTotals } from '../../domain/estimate/estimate';
import type { Language } from '../../domain/language/language';
import type { MaterialUnit } from '../../domain/price-list/price-list-entry';
import type { CompanyProfile } from '../../domain/settings/settings';
import { wholeUnitsUp } from '../../domain/takeoff/takeoff';

// A saved estimate as the supplier sees it: what to deliver and how much, never a price.

export interface MaterialOrderLine {
  name: string;
  /** The quantity to deliver, waste included: whole for goods sold by the piece, else 0.01. */
  quantity: number;
  unit: MaterialUnit;
}

/** Everything a material order prints, as CSV or PDF. */
export interface MaterialOrderData {
  company: CompanyProfile;
  /** "EST-000042". */
  estimateNumber: string;
  /**
   * The option ordered ("Best"), printed as "Option: Best"; null for a one-option estimate.
   * `accepted` says the customer chose it on a proposal.
   */
  option: { name: string; accepted: boolean } | null;
  /** YYYY-MM-DD. */
  date: string;
  job: { name: string; address: string };
  /** For the driver or the yard; '' when none. */
  note: string;
  lines: MaterialOrderLine[];
  /** What the order is written in: the company's language (Settings), not the reader's. */
  language: Language;
}

/** How the order names its option, after "Option": "Best (accepted by the customer)". */
export function orderOptionText(
  option: NonNullable<MaterialOrderData['option']>,
  i18n: I18n,
): string {
  return option.accepted
    ? i18n._('{option} (accepted by the customer)', { option: option.name })
    : option.name;
}

/** Goods measured by length or area; everything else comes in bundles, rolls, pieces... */
export const isMeasuredUnit = (unit: MaterialUnit) => unit === 'sq ft' || unit === 'linear ft';

/**
 * The amount to order, rounded up (never short) to a whole unit, or to 0.01 for sq ft and
 * linear ft. A value within floating-point noise of the step is that step.
 */
export function orderQuantity(quantity: number, unit: MaterialUnit): number {
  return isMeasuredUnit(unit) ? wholeUnitsUp(quantity * 100) / 100 : wholeUnitsUp(quantity);
}

/**
 * The order's lines from an estimate's saved totals: each material once (an estimate may list
 * one material on several lines), quantity plus the waste the estimate added, in the
 * estimate's order. A material with nothing to deliver gets no line.
 */
export function orderLinesOf(totals: Pick<EstimateTotals, 'materialLines'>): MaterialOrderLine[] {
  const byMaterial = new Map<string, { name: string; unit: MaterialUnit; amount: number }>();
  for (const line of totals.materialLines) {
    const key = `${line.materialId}\u0000${line.unit}`;
    const amount = line.quantity + line.wasteQuantity;
    const seen = byMaterial.get(key);
    if (seen) seen.amount += amount;
    else byMaterial.set(key, { name: line.name, unit: line.unit, amount });
  }
  return [...byMaterial.values()]
    .map(({ name, unit, amount }) => ({ name, unit, quantity: orderQuantity(amount, unit) }))
    .filter((l) => l.quantity > 0);
}
