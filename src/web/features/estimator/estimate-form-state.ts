import type { EstimateInput, EstimateTotals } from '../../../domain/estimate';
import { canRemoveMaterialLine } from '../../../domain/estimate';
import type { Estimate } from '../../../domain/estimate-record';
import { changedPrices, snapshotOf } from '../../../domain/estimate-record';
import { firstMessageByPath } from '../../../domain/field-errors';
import type { Material } from '../../../domain/materials';
import { effectivePriceList, priceEstimate } from '../../../domain/pricing';
import { roundToDecimals } from '../../../domain/units';
import type { CostRow, EstimateForm, FieldErrors, MaterialRow } from './estimate-form';
import {
  addCostRow,
  addMaterialRow,
  formFromInput,
  initialForm,
  validateForm,
} from './estimate-form';

// The estimator screen's state and every change to it, in one pure reducer: the form as typed,
// the saved estimate it edits, and what the results and the URL are derived from.

export interface EstimatorState {
  form: EstimateForm;
  /** The saved estimate being edited; null for a new one. */
  saved: Estimate | null;
  projectId: string | null;
  /** Edited since it opened: from then on the URL carries the whole form. */
  touched: boolean;
  /** The user chose today's prices for a reopened estimate. */
  repriced: boolean;
  /** The server's messages from the last save or PDF, until the next edit. */
  serverErrors: FieldErrors;
  /** The last input that passed validation: the results stay on it while a field is fixed. */
  lastValidInput: EstimateInput | null;
}

/** The form's single text fields (the lines have their own actions). */
export type FormField = 'area' | 'pitch' | 'laborRate' | 'waste' | 'overheadProfit' | 'tax';
type LineList = 'materials' | 'costs';
/** A change to one line's fields (its key stays). */
export type LineChange<R> = Partial<Omit<R, 'key'>>;

/** Each form field's name in the API's input, which names its message. */
export const FIELD_PATHS: Record<FormField, string> = {
  area: 'roofAreaSqFt',
  pitch: 'pitch',
  laborRate: 'laborRateCents',
  waste: 'adjustments.wastePercent',
  overheadProfit: 'adjustments.overheadProfitPercent',
  tax: 'adjustments.taxPercent',
};

export type EstimatorAction =
  | { type: 'setField'; field: FormField; value: string }
  | {
      type: 'updateLine';
      list: 'materials';
      key: string;
      change: LineChange<MaterialRow>;
    }
  | { type: 'updateLine'; list: 'costs'; key: string; change: LineChange<CostRow> }
  | { type: 'addMaterial'; priceList: readonly Material[] }
  | { type: 'addCost' }
  | { type: 'removeLine'; list: LineList; key: string }
  /** Fills a material line's quantity with the roof's actual (sloped) area. */
  | { type: 'useActualArea'; key: string; actualAreaSqFt: number }
  | { type: 'reprice' }
  | { type: 'saved'; estimate: Estimate }
  /** Replaces the form with the estimate as someone else saved it (after a conflict). */
  | { type: 'loadCurrent'; estimate: Estimate }
  | { type: 'serverErrors'; errors: FieldErrors };

const validInputOf = (form: EstimateForm): EstimateInput | null => {
  const v = validateForm(form);
  return v.ok ? v.input : null;
};

export function initialEstimatorState(options: {
  params: URLSearchParams;
  saved: Estimate | null;
  defaultLaborRateCents: number;
}): EstimatorState {
  const { params, saved, defaultLaborRateCents } = options;
  const form = initialForm(params, { savedInput: saved?.input, defaultLaborRateCents });
  return {
    form,
    saved,
    projectId: saved?.projectId ?? params.get('projectId'),
    touched: false,
    repriced: false,
    serverErrors: {},
    lastValidInput: validInputOf(form),
  };
}

/** The last material line cannot be removed (only the count matters to the domain's rule). */
export const canRemoveMaterialRow = (form: EstimateForm) =>
  canRemoveMaterialLine(form.materials.map((m) => ({ materialId: m.materialId, quantity: 0 })));

const updateRow = <R extends { key: string }>(
  rows: R[],
  key: string,
  change: Partial<NoInfer<R>>,
): R[] => rows.map((r) => (r.key === key ? { ...r, ...change } : r));

const removeRow = <R extends { key: string }>(rows: R[], key: string): R[] =>
  rows.filter((r) => r.key !== key);

/** A change typed by the user: it marks the form touched and clears the server's messages. */
function edit(state: EstimatorState, form: EstimateForm): EstimatorState {
  return {
    ...state,
    form,
    touched: true,
    serverErrors: {},
    lastValidInput: validInputOf(form) ?? state.lastValidInput,
  };
}

export function estimatorReducer(state: EstimatorState, action: EstimatorAction): EstimatorState {
  const { form } = state;
  switch (action.type) {
    case 'setField':
      return edit(state, { ...form, [action.field]: action.value });
    case 'updateLine':
      return action.list === 'materials'
        ? edit(state, { ...form, materials: updateRow(form.materials, action.key, action.change) })
        : edit(state, { ...form, costs: updateRow(form.costs, action.key, action.change) });
    case 'addMaterial':
      return edit(state, addMaterialRow(form, action.priceList));
    case 'addCost':
      return edit(state, addCostRow(form));
    case 'removeLine':
      if (action.list === 'costs')
        return edit(state, { ...form, costs: removeRow(form.costs, action.key) });
      if (!canRemoveMaterialRow(form)) return state;
      return edit(state, { ...form, materials: removeRow(form.materials, action.key) });
    case 'useActualArea': {
      const quantity = String(roundToDecimals(action.actualAreaSqFt, 2));
      return edit(state, {
        ...form,
        materials: updateRow(form.materials, action.key, { quantity }),
      });
    }
    case 'reprice':
      return { ...state, repriced: true };
    case 'saved':
      return {
        ...state,
        saved: action.estimate,
        projectId: action.estimate.projectId,
        repriced: false,
      };
    case 'loadCurrent': {
      const loaded = formFromInput(action.estimate.input);
      return {
        ...state,
        form: loaded,
        saved: action.estimate,
        repriced: false,
        touched: true,
        lastValidInput: validInputOf(loaded) ?? state.lastValidInput,
      };
    }
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
  }
}

// ---------------------------------------------------------------------------------------------
// What the screen shows, derived from the state and today's price list.

export interface PricedEstimate {
  input: EstimateInput;
  totals: EstimateTotals;
}

export type EstimateResult = ({ ok: true } & PricedEstimate) | { ok: false; errors: FieldErrors };

export interface EstimatorView {
  /** The form as it stands: priced, or a message per field path. */
  result: EstimateResult;
  /** The figures to show: the current ones, else the last valid ones; null before any. */
  shown: PricedEstimate | null;
  /** A message per field path, the server's first. */
  errors: FieldErrors;
  /** The prices the estimate uses (a reopened one keeps its saved prices until re-priced). */
  prices: Material[];
  /** The saved prices that differ from today's, while a reopened estimate keeps them. */
  priceChanges: ReturnType<typeof changedPrices>;
}

export function estimatorView(
  state: EstimatorState,
  priceList: readonly Material[],
): EstimatorView {
  const saved = state.saved ? snapshotOf(state.saved.totals) : null;
  const pricing = { priceList, saved, reprice: state.repriced };
  const price = (input: EstimateInput): EstimateResult => {
    const priced = priceEstimate({ input, ...pricing });
    return priced.ok
      ? { ok: true, input, totals: priced.totals }
      : { ok: false, errors: firstMessageByPath(priced.errors) };
  };
  const checked = validateForm(state.form);
  const result = checked.ok ? price(checked.input) : checked;
  const last = !result.ok && state.lastValidInput ? price(state.lastValidInput) : null;
  const shown = result.ok ? result : last?.ok ? last : null;
  return {
    result,
    shown,
    errors: { ...(result.ok ? {} : result.errors), ...state.serverErrors },
    prices: effectivePriceList(pricing),
    priceChanges: saved && !state.repriced ? changedPrices(priceList, saved) : [],
  };
}
