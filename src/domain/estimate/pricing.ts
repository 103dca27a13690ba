import { MAX_ESTIMATE_TOTAL_CENTS } from '../common/bounds';
import type { EstimateInput, EstimateTotals, OptionTotals } from './estimate';
import { computeOptions, optionsOf } from './estimate';
import type { PriceSnapshotLine } from './estimate-record';
import { priceListWithSnapshot } from './estimate-record';
import type { FieldError } from '../common/field-errors';
import { msg } from '../common/messages';
import { formatUsd } from '../format/format';
import type { MaterialPrice } from '../price-list/price-list-entry';

export const TOTAL_TOO_LARGE = msg(/*i18n*/ 'The total must be at most {max}', {
  max: formatUsd(MAX_ESTIMATE_TOTAL_CENTS),
});

// The one way an estimate is priced, on the screen, when saving and when printing: which prices
// apply, and the field errors when a line names a material the price list does not have.

export interface PricingRequest {
  input: EstimateInput;
  /** Today's price list, archived materials included. */
  priceList: readonly MaterialPrice[];
  /** For a saved estimate, the prices it was saved with; null or absent for a new one. */
  saved?: readonly PriceSnapshotLine[] | null | undefined;
  /** The user chose today's prices for a saved estimate. */
  reprice?: boolean | undefined;
}

/** `totals` are the first option's (the estimate's own when it has one option). */
export type PricingResult =
  | { ok: true; totals: EstimateTotals; options: OptionTotals[] }
  | { ok: false; errors: FieldError[] };

/**
 * The prices an estimate is computed with: a saved estimate keeps the prices it was saved with
 * (what the customer was shown) until the user re-prices it; anything else uses today's list.
 */
export function effectivePriceList(request: Omit<PricingRequest, 'input'>): MaterialPrice[] {
  return request.saved && !request.reprice
    ? priceListWithSnapshot(request.priceList, request.saved)
    : [...request.priceList];
}

export function priceEstimate(request: PricingRequest): PricingResult {
  const priceList = effectivePriceList(request);
  const known = new Set(priceList.map((m) => m.id));
  const { input } = request;
  // Errors are named as the form names the line: `materials.0` for a one-option estimate,
  // `options.1.materials.0` when it has options.
  const prefix = (o: number) => (input.options ? `options.${o}.materials` : 'materials');
  const errors = optionsOf(input).flatMap((option, o) =>
    option.materials.flatMap((line, i) =>
      known.has(line.materialId)
        ? []
        : [
            {
              path: `${prefix(o)}.${i}.materialId`,
              message: msg(/*i18n*/ 'Unknown material "{id}"', { id: line.materialId }),
            },
          ],
    ),
  );
  if (errors.length > 0) return { ok: false, errors };
  const options = computeOptions(input, priceList);
  // A total becomes the project's estimated cost: above that bound it could not be stored.
  const tooLarge = options.findIndex((o) => o.totals.totalCents > MAX_ESTIMATE_TOTAL_CENTS);
  if (tooLarge >= 0) {
    const path = input.options ? `options.${tooLarge}.totalCents` : 'totalCents';
    return { ok: false, errors: [{ path, message: TOTAL_TOO_LARGE }] };
  }
  return { ok: true, totals: options[0]!.totals, options };
}

/** Only the estimate's own fields of a request body that also carries ids and flags. */
export function estimateInputOf(body: EstimateInput): EstimateInput {
  const lines = (materials: EstimateInput['materials']) =>
    materials.map((m) => ({ materialId: m.materialId, quantity: m.quantity }));
  const options = body.options?.map((o) => ({ name: o.name, materials: lines(o.materials) }));
  return {
    roofAreaSqFt: body.roofAreaSqFt,
    pitch: body.pitch,
    laborRateCents: body.laborRateCents,
    // With options, the estimate's own lines are always the first option's.
    materials: options ? options[0]!.materials : lines(body.materials),
    costs: body.costs.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    adjustments: { ...body.adjustments },
    ...(body.measurements ? { measurements: { ...body.measurements } } : {}),
    ...(options ? { options } : {}),
  };
}
