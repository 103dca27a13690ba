import type { EstimateInput } from '../../../domain/estimate/estimate';
import { canRemoveMaterialLine, MAX_OPTIONS } from '../../../domain/estimate/estimate';
import { quantityOnMaterialChange } from '../../../domain/estimate/line-quantity';
import type { EstimateForm, FieldErrors, MaterialRow, OptionRow } from './estimate-form';
import { copyRows, lineKey, validateForm } from './estimate-form';
import {
  activeIndexOf,
  activeOptionOf,
  nextOptionName,
  optionsWithErrors,
} from './estimate-options';
import { measuredRoof } from './estimator-order';
import type { EstimatorAction, EstimatorState } from './estimator-state';
import { quantityChangeText } from './quantity-change-text';

// The estimator's edits the reducer is made of: a typed change, a change of the material
// lines, the options added, removed and put back, and the server's messages.

export const validInputOf = (form: EstimateForm): EstimateInput | null => {
  const v = validateForm(form);
  return v.ok ? v.input : null;
};

/**
 * A line's material changes. Sold in the same unit, its quantity stays; in another, the number
 * would mean something else (94 bundles are not 94 sq ft), so it is worked out again and the
 * line says what happened.
 */
export function changeMaterial(
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

export const updateRow = <R extends { key: string }>(
  rows: R[],
  key: string,
  change: Partial<NoInfer<R>>,
): R[] => rows.map((r) => (r.key === key ? { ...r, ...change } : r));

export const removeRow = <R extends { key: string }>(rows: R[], key: string): R[] =>
  rows.filter((r) => r.key !== key);

/**
 * A change typed by the user: it marks the form touched and clears the server's messages; the
 * Undo of a removed option no longer applies.
 */
export function edit(state: EstimatorState, form: EstimateForm): EstimatorState {
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
export const editLines = (state: EstimatorState, form: EstimateForm): EstimatorState => ({
  ...edit(state, form),
  builtOrder: null,
});

/** The form with one option's lines changed. */
export const withLines = (
  form: EstimateForm,
  key: string,
  change: (rows: MaterialRow[]) => MaterialRow[],
): EstimateForm => ({
  ...form,
  options: form.options.map((o) => (o.key === key ? { ...o, materials: change(o.materials) } : o)),
});

/** An edit of the active option's lines. */
export const editActiveLines = (
  state: EstimatorState,
  change: (rows: MaterialRow[]) => MaterialRow[],
): EstimatorState => editLines(state, withLines(state.form, activeOptionOf(state).key, change));

export function addOption(state: EstimatorState): EstimatorState {
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

export function removeOption(state: EstimatorState, key: string): EstimatorState {
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

export function restoreOption(state: EstimatorState): EstimatorState {
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
export function withServerErrors(state: EstimatorState, errors: FieldErrors): EstimatorState {
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
