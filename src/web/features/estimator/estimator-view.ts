import type {
  EstimateInput,
  EstimateTotals,
  OptionTotals,
} from '../../../domain/estimate/estimate';
import { changedPrices, savedPricesOf } from '../../../domain/estimate/estimate-record';
import { firstMessageByPath } from '../../../domain/common/field-errors';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import { effectivePriceList, priceEstimate } from '../../../domain/estimate/pricing';
import type { FieldErrors } from './estimate-form';
import { validateForm } from './estimate-form';
import { formErrors } from './estimate-options';
import type { EstimatorState } from './estimator-state';

// What the screen shows, derived from the state and today's price list.

export interface PricedEstimate {
  input: EstimateInput;
  /** The first option's (the estimate's own with one option). */
  totals: EstimateTotals;
  /** Every option's totals; one for a one-option estimate. */
  options: OptionTotals[];
}

export type EstimateResult = ({ ok: true } & PricedEstimate) | { ok: false; errors: FieldErrors };

export interface EstimatorView {
  /** The form as it stands: priced, or a message per field path. */
  result: EstimateResult;
  /** The figures to show: the current ones, else the last valid ones; null before any. */
  shown: PricedEstimate | null;
  /** A message per field path, the server's first (with options, none on `materials.*`). */
  errors: FieldErrors;
  /** The prices the estimate uses (a reopened one keeps its saved prices until re-priced). */
  prices: MaterialPrice[];
  /** The saved prices that differ from today's, while a reopened estimate keeps them. */
  priceChanges: ReturnType<typeof changedPrices>;
}

export function estimatorView(
  state: EstimatorState,
  priceList: readonly MaterialPrice[],
): EstimatorView {
  const saved = state.saved ? savedPricesOf(state.saved) : null;
  const pricing = { priceList, saved, reprice: state.repriced };
  const price = (input: EstimateInput): EstimateResult => {
    const priced = priceEstimate({ input, ...pricing });
    return priced.ok
      ? { ok: true, input, totals: priced.totals, options: priced.options }
      : { ok: false, errors: firstMessageByPath(priced.errors) };
  };
  const checked = validateForm(state.form);
  const result = checked.ok ? price(checked.input) : checked;
  const last = !result.ok && state.lastValidInput ? price(state.lastValidInput) : null;
  const shown = result.ok ? result : last?.ok ? last : null;
  return {
    result,
    shown,
    errors: formErrors(state.form, { ...(result.ok ? {} : result.errors), ...state.serverErrors }),
    prices: effectivePriceList(pricing),
    priceChanges: saved && !state.repriced ? changedPrices(priceList, saved) : [],
  };
}
