import type { EstimateInput, EstimateTotals, OptionTotals } from './estimate';
import type { MaterialPrice, MaterialUnit } from '../price-list/price-list-entry';
import type { WorkingOptionBasis } from './working-option';

// A saved estimate: the inputs as entered, and the totals the server computed from them with
// the price list of the day. The per-line name, unit and unit price in `totals.materialLines`
// are the snapshot that keeps an old estimate at the prices it was saved with. No zod: the
// screens that list estimates load it; the request bodies' extra fields are in estimate-schema.ts.

export interface Estimate {
  id: string;
  /** From a sequence: 42 is shown as "EST-000042". */
  number: number;
  projectId: string;
  input: EstimateInput;
  /** The first option's totals (the estimate's own when it has one option). */
  totals: EstimateTotals;
  /** Every option's totals, the first being `totals`; one for a one-option estimate. */
  options: OptionTotals[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One row of a project's list of estimates. */
export interface EstimateSummary {
  id: string;
  number: number;
  projectId: string;
  /** The working option's total: the estimate's total wherever one price is shown. */
  totalCents: number;
  /** Every option's name and total, in order; one for a one-option estimate. */
  options: { name: string; totalCents: number }[];
  /**
   * The option that stands for the estimate (`workingOptionOf`): what the material order
   * lists and the total above is. `index` is null when only the accepted proposal still has it.
   */
  working: { index: number | null; name: string; basis: WorkingOptionBasis };
  createdAt: string;
  updatedAt: string;
  version: number;
}

export function formatEstimateNumber(n: number): string {
  return `EST-${String(Math.max(0, Math.trunc(n))).padStart(6, '0')}`;
}

export interface PriceSnapshotLine {
  materialId: string;
  name: string;
  unit: MaterialUnit;
  unitPriceCents: number;
}

/**
 * The price list a saved estimate is computed with: the snapshot's name, unit and price for the
 * materials it used (even if Settings changed or archived them since), today's list for the rest.
 */
export function priceListWithSnapshot(
  current: readonly MaterialPrice[],
  snapshot: readonly PriceSnapshotLine[],
): MaterialPrice[] {
  const saved = new Map(snapshot.map((l) => [l.materialId, l]));
  const out: MaterialPrice[] = current.map((m) => {
    const s = saved.get(m.id);
    return s ? { ...m, name: s.name, unit: s.unit, priceCents: s.unitPriceCents } : m;
  });
  const known = new Set(current.map((m) => m.id));
  for (const s of saved.values()) {
    if (!known.has(s.materialId)) {
      out.push({
        id: s.materialId,
        name: s.name,
        unit: s.unit,
        priceCents: s.unitPriceCents,
        archived: true,
      });
    }
  }
  return out;
}

/** Materials of the snapshot whose price, name or unit is no longer today's. */
export function changedPrices(
  current: readonly MaterialPrice[],
  snapshot: readonly PriceSnapshotLine[],
): { materialId: string; name: string; savedCents: number; currentCents: number | null }[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  const seen = new Set<string>();
  const out = [];
  for (const s of snapshot) {
    if (seen.has(s.materialId)) continue;
    seen.add(s.materialId);
    const now = byId.get(s.materialId);
    if (!now || now.priceCents !== s.unitPriceCents || now.unit !== s.unit) {
      out.push({
        materialId: s.materialId,
        name: s.name,
        savedCents: s.unitPriceCents,
        currentCents: now ? now.priceCents : null,
      });
    }
  }
  return out;
}

/** The snapshot lines of saved totals: every option's lines, when there are several. */
export function snapshotOf(...totals: EstimateTotals[]): PriceSnapshotLine[] {
  return totals
    .flatMap((t) => t.materialLines)
    .map((l) => ({
      materialId: l.materialId,
      name: l.name,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
    }));
}

/** The prices a saved estimate was saved with, across all its options. */
export function savedPricesOf(estimate: Pick<Estimate, 'options'>): PriceSnapshotLine[] {
  return snapshotOf(...estimate.options.map((o) => o.totals));
}
