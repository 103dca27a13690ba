import type { EstimateInput, EstimateTotals, OptionTotals } from '../../../domain/estimate';
import { canRemoveMaterialLine, MAX_OPTIONS } from '../../../domain/estimate';
import type { Estimate } from '../../../domain/estimate-record';
import { changedPrices, savedPricesOf } from '../../../domain/estimate-record';
import { firstMessageByPath } from '../../../domain/field-errors';
import type { Material } from '../../../domain/materials';
import { effectivePriceList, priceEstimate } from '../../../domain/pricing';
import { parseNumberText } from '../../../domain/number-text';
import { takeoffRequestSchema } from '../../../domain/estimate-schema';
import type { LineMaterial } from '../../../domain/line-quantity';
import { quantityChangeText, quantityOnMaterialChange } from '../../../domain/line-quantity';
import type { RoofMeasurements, Takeoff, TakeoffRule } from '../../../domain/takeoff';
import { suggestedWastePercent, takeoff } from '../../../domain/takeoff';
import { SAMPLE_PITCH_PARAM } from '../../../domain/pitch';
import { roundToDecimals } from '../../../domain/units';
import type {
  CostRow,
  EstimateForm,
  FieldErrors,
  LengthField,
  MaterialRow,
  OptionRow,
} from './estimate-form';
import {
  activeIndexOf,
  activeOptionOf,
  formErrors,
  nextOptionName,
  optionsWithErrors,
} from './estimate-options';
import {
  addCostRow,
  copyRows,
  formFromInput,
  initialForm,
  lengthsFromForm,
  lineKey,
  newMaterialRow,
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
  /**
   * The user typed a waste factor (even 0) or took the suggested one: building an order then
   * uses theirs. Until then a waste of 0 means none was set, and the order takes the suggestion.
   */
  wasteChosen: boolean;
  /** What the last "Build order from measurements" did, until the material lines are edited. */
  builtOrder: BuiltOrder | null;
  /** The key of the option whose lines are being edited (the first when it is not found). */
  activeOption: string;
  /** The option just removed, which Undo puts back, until the next edit. */
  removedOption: RemovedOption | null;
  /**
   * What happened to a line's quantity when its material changed to one sold in another unit,
   * by the line's key, until its quantity is typed.
   */
  lineNotes: Record<string, string>;
  /**
   * The pitch came from the Pitch Finder's sample value (a device with no motion sensor), not a
   * measurement, until the user types a pitch.
   */
  pitchNotMeasured: boolean;
}

export interface RemovedOption {
  option: OptionRow;
  index: number;
}

export interface BuiltOrder {
  lineCount: number;
  wastePercent: number;
  /** The waste was the suggested one, which the build also put into the Waste field. */
  suggested: boolean;
  /** What Undo puts back: the lines of the option it filled, and the waste. */
  previous: { optionKey: string; materials: MaterialRow[]; waste: string };
}

/** The form's single text fields (the lines have their own actions). */
export type FormField =
  'area' | 'pitch' | 'laborRate' | 'waste' | 'overheadProfit' | 'tax' | LengthField;
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
  eaves: 'measurements.eavesFt',
  rakes: 'measurements.rakesFt',
  ridges: 'measurements.ridgesFt',
  hips: 'measurements.hipsFt',
  valleys: 'measurements.valleysFt',
  walls: 'measurements.wallsFt',
  boots: 'measurements.pipeBoots',
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
  /** A new option (at most three), named the first free of Good / Better / Best, made active. */
  | { type: 'addOption' }
  | { type: 'removeOption'; key: string }
  /** Puts back the option just removed. */
  | { type: 'restoreOption' }
  | { type: 'renameOption'; key: string; name: string }
  | { type: 'selectOption'; key: string }
  | { type: 'addMaterial'; priceList: readonly Material[] }
  | { type: 'addCost' }
  | { type: 'removeLine'; list: LineList; key: string }
  /**
   * A line's material changes; to one sold in another unit, its quantity is worked out again
   * (from the measurements, the roof area, or cleared) and the line says so.
   */
  | { type: 'changeMaterial'; key: string; materialId: string; priceList: readonly LineMaterial[] }
  /** Fills a material line's quantity with the roof's actual (sloped) area. */
  | { type: 'useActualArea'; key: string; actualAreaSqFt: number }
  | { type: 'reprice' }
  | { type: 'saved'; estimate: Estimate }
  /** Replaces the form with the estimate as someone else saved it (after a conflict). */
  | { type: 'loadCurrent'; estimate: Estimate }
  | { type: 'serverErrors'; errors: FieldErrors }
  /** Replaces the material lines with the takeoff of the measurements (the price list's rules). */
  | { type: 'buildOrder'; rules: readonly TakeoffRule[] }
  /** Puts back the lines (and waste) the last build replaced. */
  | { type: 'undoOrder' };

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
    wasteChosen: false,
    builtOrder: null,
    activeOption: form.options[0]?.key ?? '',
    removedOption: null,
    lineNotes: {},
    // The mark comes with the Pitch Finder's `pitch`, or with the form's own URL (`e`) after
    // an edit, so a reload keeps it until a pitch is typed.
    pitchNotMeasured:
      !saved &&
      params.get(SAMPLE_PITCH_PARAM) === '1' &&
      (Boolean(params.get('pitch')?.trim()) || params.has('e')),
  };
}

export type OrderPlan =
  | { ok: true; takeoff: Takeoff; wastePercent: number; suggested: boolean }
  | { ok: false; reason: string };

/**
 * What "Build order from measurements" would do now: the domain's takeoff (the function
 * POST /api/takeoff runs) of the form's area, pitch and measurements with the price list's rules.
 * The waste is the user's own when they chose one; a waste of 0 nobody typed means none was set,
 * and the roof's suggested waste is used instead (an order without waste would come up short).
 */
/** The roof as the form measures it, and the waste an order takes; null until all are valid. */
interface MeasuredRoof {
  measurements: RoofMeasurements;
  wastePercent: number;
  /** The waste is the roof's suggested one (nobody typed one). */
  suggested: boolean;
}

/**
 * The form's area, pitch and measurements, checked as POST /api/takeoff checks them. The waste
 * is the user's own when they chose one; a waste of 0 nobody typed means none was set, and the
 * roof's suggested waste is used instead (an order without waste would come up short).
 */
function measuredRoof(state: Pick<EstimatorState, 'form' | 'wasteChosen'>): MeasuredRoof | null {
  const { form } = state;
  const lengths = lengthsFromForm(form);
  const typedWaste = parseNumberText(form.waste);
  const suggested = !state.wasteChosen && typedWaste === 0;
  const parsed = takeoffRequestSchema().safeParse({
    roofAreaSqFt: parseNumberText(form.area),
    pitch: parseNumberText(form.pitch),
    wastePercent: suggested ? suggestedWastePercent(lengths) : typedWaste,
    ...lengths,
  });
  if (!parsed.success) return null;
  const { wastePercent, ...measurements } = parsed.data;
  return { measurements, wastePercent, suggested };
}

/**
 * What "Build order from measurements" would do now: the domain's takeoff (the function
 * POST /api/takeoff runs) of the form's area, pitch and measurements with the price list's rules.
 */
export function planOrder(
  state: Pick<EstimatorState, 'form' | 'wasteChosen'>,
  rules: readonly TakeoffRule[],
): OrderPlan {
  const roof = measuredRoof(state);
  if (!roof) {
    return { ok: false, reason: 'Fix the area, pitch, measurements and waste factor first.' };
  }
  if (rules.length === 0) {
    return { ok: false, reason: 'The price list has no takeoff items (Settings).' };
  }
  const { measurements, wastePercent, suggested } = roof;
  const order = takeoff(measurements, wastePercent, rules);
  if (order.lines.length === 0) {
    return { ok: false, reason: 'Nothing to order yet: enter the roof area or the measurements.' };
  }
  return { ok: true, takeoff: order, wastePercent, suggested };
}

/**
 * A line's material changes. Sold in the same unit, its quantity stays; in another, the number
 * would mean something else (94 bundles are not 94 sq ft), so it is worked out again and the
 * line says what happened.
 */
function changeMaterial(
  state: EstimatorState,
  action: Extract<EstimatorAction, { type: 'changeMaterial' }>,
): EstimatorState {
  const { key, materialId, priceList } = action;
  const row = activeOptionOf(state).materials.find((r) => r.key === key);
  const to = priceList.find((m) => m.id === materialId);
  if (!row || !to) {
    return editActiveLines(state, (rows) => updateRow(rows, key, { materialId }));
  }
  const fromUnit = priceList.find((m) => m.id === row.materialId)?.unit;
  const roof = measuredRoof(state);
  const change = quantityOnMaterialChange(
    fromUnit,
    to,
    roof?.measurements ?? null,
    roof?.wastePercent ?? 0,
  );
  const { [key]: _old, ...notes } = state.lineNotes;
  if (change.kind === 'kept') {
    return {
      ...editActiveLines(state, (rows) => updateRow(rows, key, { materialId })),
      lineNotes: notes,
    };
  }
  const quantity = change.kind === 'cleared' ? '' : String(change.quantity);
  const note = quantityChangeText(change, { quantity: row.quantity, unit: fromUnit }, to);
  return {
    ...editActiveLines(state, (rows) => updateRow(rows, key, { materialId, quantity })),
    lineNotes: { ...notes, [key]: note },
  };
}

/** The last material line cannot be removed (only the count matters to the domain's rule). */
export const canRemoveMaterialRow = (rows: readonly MaterialRow[]) =>
  canRemoveMaterialLine(rows.map((m) => ({ materialId: m.materialId, quantity: 0 })));

const updateRow = <R extends { key: string }>(
  rows: R[],
  key: string,
  change: Partial<NoInfer<R>>,
): R[] => rows.map((r) => (r.key === key ? { ...r, ...change } : r));

const removeRow = <R extends { key: string }>(rows: R[], key: string): R[] =>
  rows.filter((r) => r.key !== key);

/**
 * A change typed by the user: it marks the form touched and clears the server's messages; the
 * Undo of a removed option no longer applies.
 */
function edit(state: EstimatorState, form: EstimateForm): EstimatorState {
  return {
    ...state,
    form,
    touched: true,
    serverErrors: {},
    lastValidInput: validInputOf(form) ?? state.lastValidInput,
    removedOption: null,
  };
}

/** An edit of the material lines: the last build's Undo no longer applies. */
const editLines = (state: EstimatorState, form: EstimateForm): EstimatorState => ({
  ...edit(state, form),
  builtOrder: null,
});

/** The form with one option's lines changed. */
const withLines = (
  form: EstimateForm,
  key: string,
  change: (rows: MaterialRow[]) => MaterialRow[],
): EstimateForm => ({
  ...form,
  options: form.options.map((o) => (o.key === key ? { ...o, materials: change(o.materials) } : o)),
});

/** An edit of the active option's lines. */
const editActiveLines = (
  state: EstimatorState,
  change: (rows: MaterialRow[]) => MaterialRow[],
): EstimatorState => editLines(state, withLines(state.form, activeOptionOf(state).key, change));

function addOption(state: EstimatorState): EstimatorState {
  const { options } = state.form;
  if (options.length >= MAX_OPTIONS) return state;
  // A roofer builds "Better" from "Good" by swapping the shingle: the new option starts as a
  // copy of the lines on screen.
  const option: OptionRow = {
    key: lineKey(),
    name: nextOptionName(options),
    materials: copyRows(activeOptionOf(state).materials),
  };
  return {
    ...editLines(state, { ...state.form, options: [...options, option] }),
    activeOption: option.key,
  };
}

function removeOption(state: EstimatorState, key: string): EstimatorState {
  const { options } = state.form;
  const index = options.findIndex((o) => o.key === key);
  const option = options[index];
  if (!option || options.length <= 1) return state;
  const rest = options.filter((o) => o.key !== key);
  const active = activeOptionOf(state).key === key ? rest[Math.max(0, index - 1)] : undefined;
  return {
    ...editLines(state, { ...state.form, options: rest }),
    activeOption: active?.key ?? state.activeOption,
    removedOption: { option, index },
  };
}

function restoreOption(state: EstimatorState): EstimatorState {
  const removed = state.removedOption;
  const { options } = state.form;
  if (!removed || options.length >= MAX_OPTIONS) return state;
  const next = [...options];
  next.splice(Math.min(removed.index, next.length), 0, removed.option);
  return {
    ...editLines(state, { ...state.form, options: next }),
    activeOption: removed.option.key,
  };
}

/**
 * The server's messages; when they name lines of an option other than the one on screen, that
 * option comes on screen, so the first message is where the user looks.
 */
function withServerErrors(state: EstimatorState, errors: FieldErrors): EstimatorState {
  const failing = optionsWithErrors(state.form, errors);
  const first = Math.min(...failing);
  const show = failing.size > 0 && !failing.has(activeIndexOf(state));
  return {
    ...state,
    serverErrors: errors,
    activeOption: show
      ? (state.form.options[first]?.key ?? state.activeOption)
      : state.activeOption,
  };
}

export function estimatorReducer(state: EstimatorState, action: EstimatorAction): EstimatorState {
  const { form } = state;
  switch (action.type) {
    case 'setField': {
      const next = edit(state, { ...form, [action.field]: action.value });
      if (action.field === 'pitch') return { ...next, pitchNotMeasured: false };
      return action.field === 'waste' ? { ...next, wasteChosen: true } : next;
    }
    case 'updateLine':
      if (action.list === 'materials') {
        const { key, change } = action;
        const edited = editActiveLines(state, (rows) => updateRow(rows, key, change));
        if (change.quantity === undefined || !(key in state.lineNotes)) return edited;
        // The user typed the quantity: what the change of material did is no longer news.
        const { [key]: _typed, ...lineNotes } = state.lineNotes;
        return { ...edited, lineNotes };
      }
      return edit(state, { ...form, costs: updateRow(form.costs, action.key, action.change) });
    case 'addOption':
      return addOption(state);
    case 'removeOption':
      return removeOption(state, action.key);
    case 'restoreOption':
      return restoreOption(state);
    case 'renameOption': {
      const { key, name } = action;
      const options = form.options.map((o) => (o.key === key ? { ...o, name } : o));
      return edit(state, { ...form, options });
    }
    case 'selectOption':
      return form.options.some((o) => o.key === action.key)
        ? { ...state, activeOption: action.key }
        : state;
    case 'addMaterial': {
      const row = newMaterialRow(action.priceList);
      return editActiveLines(state, (rows) => [...rows, row]);
    }
    case 'addCost':
      return edit(state, addCostRow(form));
    case 'removeLine': {
      if (action.list === 'costs')
        return edit(state, { ...form, costs: removeRow(form.costs, action.key) });
      if (!canRemoveMaterialRow(activeOptionOf(state).materials)) return state;
      const { key } = action;
      return editActiveLines(state, (rows) => removeRow(rows, key));
    }
    case 'changeMaterial':
      return changeMaterial(state, action);
    case 'useActualArea': {
      const quantity = String(roundToDecimals(action.actualAreaSqFt, 2));
      const { key } = action;
      return editActiveLines(state, (rows) => updateRow(rows, key, { quantity }));
    }
    case 'buildOrder': {
      const plan = planOrder(state, action.rules);
      if (!plan.ok) return state;
      const materials = plan.takeoff.lines.map((l) => ({
        key: lineKey(),
        materialId: l.materialId,
        quantity: String(l.quantity),
      }));
      // The waste the quantities include goes into the Waste field, so the estimate shows and
      // saves it; a waste the user chose is already there.
      const waste = plan.suggested ? String(plan.wastePercent) : form.waste;
      const option = activeOptionOf(state);
      return {
        ...edit(state, { ...withLines(form, option.key, () => materials), waste }),
        builtOrder: {
          lineCount: materials.length,
          wastePercent: plan.wastePercent,
          suggested: plan.suggested,
          previous: { optionKey: option.key, materials: option.materials, waste: form.waste },
        },
      };
    }
    case 'undoOrder': {
      const built = state.builtOrder;
      if (!built) return state;
      const { optionKey, materials, waste } = built.previous;
      return {
        ...edit(state, { ...withLines(form, optionKey, () => materials), waste }),
        // The option it put back comes on screen, whichever was being edited.
        activeOption: optionKey,
        builtOrder: null,
      };
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
      // The same tab stays on screen when the current version still has it.
      const active = loaded.options[activeIndexOf(state)] ?? loaded.options[0];
      return {
        ...state,
        form: loaded,
        saved: action.estimate,
        repriced: false,
        touched: true,
        lastValidInput: validInputOf(loaded) ?? state.lastValidInput,
        builtOrder: null,
        activeOption: active?.key ?? '',
        removedOption: null,
        lineNotes: {},
        pitchNotMeasured: false,
      };
    }
    case 'serverErrors':
      return withServerErrors(state, action.errors);
  }
}

// ---------------------------------------------------------------------------------------------
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
  prices: Material[];
  /** The saved prices that differ from today's, while a reopened estimate keeps them. */
  priceChanges: ReturnType<typeof changedPrices>;
}

export function estimatorView(
  state: EstimatorState,
  priceList: readonly Material[],
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
