import type { Estimate } from '../../../domain/estimate/estimate-record';
import { SAMPLE_PITCH_PARAM } from '../../../domain/takeoff/pitch';
import { roundToDecimals } from '../../../domain/format/units';
import { addCostRow, formFromInput, lineKey, newMaterialRow } from './estimate-form';
import { activeIndexOf, activeOptionOf } from './estimate-options';
import { initialForm } from './estimate-url';
import {
  addOption,
  canRemoveMaterialRow,
  changeMaterial,
  edit,
  editActiveLines,
  removeOption,
  removeRow,
  restoreOption,
  updateRow,
  validInputOf,
  withLines,
  withServerErrors,
} from './estimator-edits';
import { planOrder } from './estimator-order';
import type { EstimatorAction, EstimatorState } from './estimator-state';

// The estimator screen's state and every change to it, in one pure reducer: the form as typed,
// the saved estimate it edits, and what the results and the URL are derived from.

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
