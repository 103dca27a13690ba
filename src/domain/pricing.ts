import { MAX_ESTIMATE_TOTAL_CENTS } from './bounds';
import type { EstimateInput, EstimateTotals } from './estimate';
import { computeEstimate } from './estimate';
import type { PriceSnapshotLine } from './estimate-record';
import { priceListWithSnapshot } from './estimate-record';
import type { FieldError } from './field-errors';
import { formatUsd } from './format';
import type { Material } from './materials';

export const TOTAL_TOO_LARGE = `The total must be at most ${formatUsd(MAX_ESTIMATE_TOTAL_CENTS)}`;

// The one way an estimate is priced, on the screen, when saving and when printing: which prices
// apply, and the field errors when a line names a material the price list does not have.

export interface PricingRequest {
  input: EstimateInput;
  /** Today's price list, archived materials included. */
  priceList: readonly Material[];
  /** For a saved estimate, the prices it was saved with; null or absent for a new one. */
  saved?: readonly PriceSnapshotLine[] | null | undefined;
  /** The user chose today's prices for a saved estimate. */
  reprice?: boolean | undefined;
}

export type PricingResult =
  { ok: true; totals: EstimateTotals } | { ok: false; errors: FieldError[] };

/**
 * The prices an estimate is computed with: a saved estimate keeps the prices it was saved with
 * (what the customer was shown) until the user re-prices it; anything else uses today's list.
 */
export function effectivePriceList(request: Omit<PricingRequest, 'input'>): Material[] {
  return request.saved && !request.reprice
    ? priceListWithSnapshot(request.priceList, request.saved)
    : [...request.priceList];
}

export function priceEstimate(request: PricingRequest): PricingResult {
  const priceList = effectivePriceList(request);
  const known = new Set(priceList.map((m) => m.id));
  const errors = request.input.materials.flatMap((line, i) =>
    known.has(line.materialId)
      ? []
      : [{ path: `materials.${i}.materialId`, message: `Unknown material "${line.materialId}"` }],
  );
  if (errors.length > 0) return { ok: false, errors };
  const totals = computeEstimate(request.input, priceList);
  // The total becomes the project's estimated cost: above that bound it could not be stored.
  if (totals.totalCents > MAX_ESTIMATE_TOTAL_CENTS) {
    return { ok: false, errors: [{ path: 'totalCents', message: TOTAL_TOO_LARGE }] };
  }
  return { ok: true, totals };
}

/** Only the estimate's own fields of a request body that also carries ids and flags. */
export function estimateInputOf(body: EstimateInput): EstimateInput {
  return {
    roofAreaSqFt: body.roofAreaSqFt,
    pitch: body.pitch,
    laborRateCents: body.laborRateCents,
    materials: body.materials.map((m) => ({ materialId: m.materialId, quantity: m.quantity })),
    costs: body.costs.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    adjustments: { ...body.adjustments },
    ...(body.measurements ? { measurements: { ...body.measurements } } : {}),
  };
}
