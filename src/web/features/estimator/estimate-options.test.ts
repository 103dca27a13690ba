import { beforeAll, describe, expect, it } from 'vitest';
import type { EstimateInput } from '../../../domain/estimate/estimate';
import { computeOptions, DEFAULT_ESTIMATE_INPUT } from '../../../domain/estimate/estimate';
import type { Estimate } from '../../../domain/estimate/estimate-record';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import { DEFAULT_MATERIALS } from '../../../domain/price-list/price-list-entry';
import type { TakeoffRule } from '../../../domain/takeoff/takeoff';
import { decodeForm } from './estimate-url';
import { estimatorReducer, initialEstimatorState } from './estimate-form-state';
import type { EstimatorAction, EstimatorState } from './estimator-state';
import { estimatorView } from './estimator-view';
import {
  activeIndexOf,
  activeOptionOf,
  materialPath,
  nextOptionName,
  optionsWithErrors,
} from './estimate-options';
import { estimateSearch } from './use-estimate-url';
import { estimatorSchemas } from './api';

// The form is checked with the input schema, fetched as the screen fetches it before drawing.
beforeAll(() => estimatorSchemas.fetch());

// Good / better / best in the estimator: the material lines belong to the option on screen;
// area, pitch, labor, costs, adjustments and measurements are shared.

const fresh = (query = '', saved: Estimate | null = null) =>
  initialEstimatorState({ params: new URLSearchParams(query), saved, defaultLaborRateCents: 250 });

const run = (state: EstimatorState, ...actions: EstimatorAction[]) =>
  actions.reduce(estimatorReducer, state);

const names = (s: EstimatorState) => s.form.options.map((o) => o.name);
const lines = (s: EstimatorState, o = activeIndexOf(s)) =>
  s.form.options[o]?.materials.map((m) => [m.materialId, m.quantity]);
const keyOf = (s: EstimatorState, o: number) => s.form.options[o]?.key ?? '';
const firstLineKey = (s: EstimatorState) => activeOptionOf(s).materials[0]?.key ?? '';
const setMaterial = (s: EstimatorState, materialId: string): EstimatorAction => ({
  type: 'updateLine',
  list: 'materials',
  key: firstLineKey(s),
  change: { materialId },
});

/** Good (standard shingles), Better (premium), Best (metal), Best on screen. */
function threeOptions(): EstimatorState {
  let s = run(fresh(), { type: 'addOption' });
  s = run(s, setMaterial(s, 'asphalt-premium'), { type: 'addOption' });
  return run(s, setMaterial(s, 'metal'));
}

const totalsOf = (s: EstimatorState) =>
  estimatorView(s, DEFAULT_MATERIALS).shown?.options.map((o) => [o.name, o.totals.totalCents]);

const savedWith = (input: EstimateInput): Estimate => {
  const options = computeOptions(input, DEFAULT_MATERIALS);
  return {
    id: 'est-1',
    projectId: 'proj-1',
    number: 7,
    version: 1,
    input,
    totals: options[0]!.totals,
    options,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
};

describe('estimate options', () => {
  it('starts with one option, priced and sent exactly as before: $10,590', () => {
    const s = fresh();
    expect(names(s)).toEqual(['Good']);
    const view = estimatorView(s, DEFAULT_MATERIALS);
    expect(view.result.ok && view.result.input).toEqual(DEFAULT_ESTIMATE_INPUT);
    expect(totalsOf(s)).toEqual([['Good', 1_059_017]]);
  });

  it('adds Better then Best, each a copy of the lines on screen, and shows the new one', () => {
    const one = fresh();
    const two = run(one, { type: 'addOption' });
    expect(names(two)).toEqual(['Good', 'Better']);
    expect(two.activeOption).toBe(keyOf(two, 1));
    expect(lines(two, 1)).toEqual(lines(two, 0));
    // Copies with keys of their own: editing the copy leaves the original alone.
    expect(firstLineKey(two)).not.toBe(two.form.options[0]?.materials[0]?.key);
    expect(two.touched).toBe(true);

    const s = threeOptions();
    expect(names(s)).toEqual(['Good', 'Better', 'Best']);
    expect(lines(s, 2)).toEqual([['metal', '2000']]);
    expect(lines(s, 1)).toEqual([['asphalt-premium', '2000']]);
    expect(lines(s, 0)).toEqual([['asphalt-standard', '2000']]);
    // Three at most.
    expect(run(s, { type: 'addOption' })).toBe(s);
  });

  it('prices every option with the shared labor and costs, side by side', () => {
    expect(totalsOf(threeOptions())).toEqual([
      ['Good', 1_059_017],
      ['Better', 1_209_017],
      ['Best', 2_359_017],
    ]);
  });

  it('a new option takes the first free name of Good / Better / Best', () => {
    expect(nextOptionName([{ name: 'Good' }])).toBe('Better');
    expect(nextOptionName([{ name: 'Premium' }, { name: ' better ' }])).toBe('Good');
    expect(nextOptionName([{ name: 'Good' }, { name: 'Better' }])).toBe('Best');
  });

  it('every line action acts on the option on screen only', () => {
    let s = threeOptions();
    s = run(
      s,
      { type: 'addMaterial', priceList: DEFAULT_MATERIALS },
      { type: 'useActualArea', key: firstLineKey(s), actualAreaSqFt: 2236.068 },
    );
    expect(lines(s, 2)).toEqual([
      ['metal', '2236.07'],
      ['asphalt-standard', '0'],
    ]);
    s = run(s, { type: 'removeLine', list: 'materials', key: firstLineKey(s) });
    expect(lines(s, 2)).toEqual([['asphalt-standard', '0']]);
    expect(lines(s, 0)).toEqual([['asphalt-standard', '2000']]);
    expect(lines(s, 1)).toEqual([['asphalt-premium', '2000']]);
  });

  it('selecting an option changes what is on screen, not the estimate', () => {
    const s = threeOptions();
    const good = run(s, { type: 'selectOption', key: keyOf(s, 0) });
    expect(activeIndexOf(good)).toBe(0);
    expect(good.form).toBe(s.form);
    expect(run(good, { type: 'selectOption', key: 'nope' })).toBe(good);
  });

  it('removes an option, never the last, and Undo puts it back where it was', () => {
    const s = run(threeOptions(), { type: 'selectOption', key: keyOf(threeOptions(), 1) });
    const better = keyOf(s, 1);
    const removed = run(
      s,
      { type: 'selectOption', key: better },
      { type: 'removeOption', key: better },
    );
    expect(names(removed)).toEqual(['Good', 'Best']);
    // The one before it comes on screen.
    expect(activeOptionOf(removed).name).toBe('Good');
    expect(removed.removedOption?.option.name).toBe('Better');

    const back = run(removed, { type: 'restoreOption' });
    expect(names(back)).toEqual(['Good', 'Better', 'Best']);
    expect(activeOptionOf(back).name).toBe('Better');
    expect(lines(back)).toEqual([['asphalt-premium', '2000']]);
    expect(back.removedOption).toBeNull();

    // Another edit ends what Undo could put back.
    const edited = run(removed, { type: 'setField', field: 'area', value: '1900' });
    expect(edited.removedOption).toBeNull();
    expect(run(edited, { type: 'restoreOption' })).toBe(edited);

    let one = run(removed, { type: 'removeOption', key: keyOf(removed, 0) });
    expect(names(one)).toEqual(['Best']);
    expect(run(one, { type: 'removeOption', key: keyOf(one, 0) })).toBe(one);
    // Back to one option: sent as a plain estimate, with Best's lines and no name.
    one = run(one, { type: 'setField', field: 'area', value: '2000' });
    const view = estimatorView(one, DEFAULT_MATERIALS);
    expect(view.result.ok && view.result.input).toEqual({
      ...DEFAULT_ESTIMATE_INPUT,
      materials: [{ materialId: 'metal', quantity: 2000 }],
    });
  });

  it('renames an option; a name is required and at most 40 characters', () => {
    let s = threeOptions();
    s = run(s, { type: 'renameOption', key: keyOf(s, 1), name: 'Premium' });
    expect(names(s)).toEqual(['Good', 'Premium', 'Best']);
    s = run(s, { type: 'renameOption', key: keyOf(s, 2), name: ' ' });
    let view = estimatorView(s, DEFAULT_MATERIALS);
    expect(view.errors['options.2.name']).toBe('Option name is required');
    s = run(s, { type: 'renameOption', key: keyOf(s, 2), name: 'M'.repeat(41) });
    view = estimatorView(s, DEFAULT_MATERIALS);
    expect(view.errors['options.2.name']).toBe('Option name must be at most 40 characters');
    expect(names(s)[2]).toHaveLength(41);
    // The figures stay on the last valid ones while the name is fixed.
    expect(view.shown?.options.map((o) => o.name)).toEqual(['Good', 'Premium', 'Best']);
  });

  it('sends every option with its name and `materials` as the first option’s lines', () => {
    const view = estimatorView(threeOptions(), DEFAULT_MATERIALS);
    expect(view.result.ok).toBe(true);
    if (!view.result.ok) return;
    expect(view.result.input.materials).toEqual([
      { materialId: 'asphalt-standard', quantity: 2000 },
    ]);
    expect(view.result.input.options).toEqual([
      { name: 'Good', materials: [{ materialId: 'asphalt-standard', quantity: 2000 }] },
      { name: 'Better', materials: [{ materialId: 'asphalt-premium', quantity: 2000 }] },
      { name: 'Best', materials: [{ materialId: 'metal', quantity: 2000 }] },
    ]);
  });

  it('names a line’s message by its option, without the repeat on `materials`', () => {
    let s = threeOptions();
    s = run(s, { type: 'selectOption', key: keyOf(s, 0) });
    s = run(s, {
      type: 'updateLine',
      list: 'materials',
      key: firstLineKey(s),
      change: { quantity: '-1' },
    });
    const view = estimatorView(s, DEFAULT_MATERIALS);
    expect(view.errors).toEqual({
      'options.0.materials.0.quantity': 'Quantity cannot be negative',
    });
    expect(materialPath(s.form, 0, 0, 'quantity')).toBe('options.0.materials.0.quantity');
    expect(materialPath(fresh().form, 0, 0, 'quantity')).toBe('materials.0.quantity');
    expect([...optionsWithErrors(s.form, view.errors)]).toEqual([0]);
  });

  it('the server’s messages bring their option on screen; `materials.*` ones are ignored', () => {
    const s = threeOptions();
    const errors = {
      'materials.0.quantity': 'Quantity must be at most 1,000,000',
      'options.1.materials.0.quantity': 'Quantity must be at most 1,000,000',
    };
    const after = run(s, { type: 'serverErrors', errors });
    expect(activeOptionOf(after).name).toBe('Better');
    expect(estimatorView(after, DEFAULT_MATERIALS).errors).toEqual({
      'options.1.materials.0.quantity': 'Quantity must be at most 1,000,000',
    });
    // The option on screen stays when it has a message of its own.
    const own = { ...errors, 'options.2.materials.0.quantity': 'x' };
    expect(activeOptionOf(run(s, { type: 'serverErrors', errors: own })).name).toBe('Best');
    // With one option, `materials.*` is the estimate's own.
    const single = run(fresh(), { type: 'serverErrors', errors: { 'materials.0.quantity': 'x' } });
    expect(estimatorView(single, DEFAULT_MATERIALS).errors).toEqual({
      'materials.0.quantity': 'x',
    });
  });

  it('names the option whose total is too large', () => {
    let s = threeOptions();
    s = run(s, {
      type: 'updateLine',
      list: 'materials',
      key: firstLineKey(s),
      change: { quantity: '1000000' },
    });
    s = run(s, { type: 'setField', field: 'laborRate', value: '8900' });
    s = run(s, { type: 'setField', field: 'area', value: '100000' });
    const view = estimatorView(s, DEFAULT_MATERIALS);
    expect(Object.keys(view.errors)).toEqual(['options.2.totalCents']);
  });

  it('builds the order into the option on screen; Undo puts that option’s lines back', () => {
    const rules: TakeoffRule[] = [
      {
        materialId: 'metal',
        name: 'Metal',
        unit: 'sq ft',
        priceCents: 825,
        measuredAlong: 'sloped-area',
        coveragePerUnit: 1,
        wasteApplies: true,
      },
    ];
    let s = threeOptions();
    s = run(s, { type: 'selectOption', key: keyOf(s, 1) });
    const built = run(s, { type: 'buildOrder', rules });
    expect(built.builtOrder?.previous.optionKey).toBe(keyOf(s, 1));
    expect(lines(built, 1)?.[0]?.[0]).toBe('metal');
    expect(lines(built, 0)).toEqual([['asphalt-standard', '2000']]);
    const elsewhere = run(built, { type: 'selectOption', key: keyOf(s, 0) });
    const undone = run(elsewhere, { type: 'undoOrder' });
    expect(lines(undone, 1)).toEqual([['asphalt-premium', '2000']]);
    expect(activeOptionOf(undone).name).toBe('Better');
  });

  it('a saved estimate with options reopens with them; its price banner covers them all', () => {
    const input: EstimateInput = {
      ...DEFAULT_ESTIMATE_INPUT,
      options: [
        { name: 'Good', materials: DEFAULT_ESTIMATE_INPUT.materials },
        { name: 'Metal', materials: [{ materialId: 'metal', quantity: 2000 }] },
      ],
    };
    const s = fresh('', savedWith(input));
    expect(names(s)).toEqual(['Good', 'Metal']);
    const dearer: MaterialPrice[] = DEFAULT_MATERIALS.map((m) =>
      m.id === 'metal' ? { ...m, priceCents: 900 } : m,
    );
    const view = estimatorView(s, dearer);
    expect(view.priceChanges.map((c) => c.materialId)).toEqual(['metal']);
    // Saved prices until re-priced.
    expect(view.shown?.options[1]?.totals.materialsCents).toBe(2000 * 825);
    const repriced = estimatorView(run(s, { type: 'reprice' }), dearer);
    expect(repriced.shown?.options[1]?.totals.materialsCents).toBe(2000 * 900);
  });

  it('loading the current version keeps the same tab on screen', () => {
    let s = threeOptions();
    s = run(s, { type: 'selectOption', key: keyOf(s, 1) });
    const view = estimatorView(s, DEFAULT_MATERIALS);
    if (!view.result.ok) throw new Error('three valid options');
    const theirs = savedWith(view.result.input);
    const loaded = run(s, { type: 'loadCurrent', estimate: theirs });
    expect(activeOptionOf(loaded).name).toBe('Better');
    const single = run(s, { type: 'loadCurrent', estimate: savedWith(DEFAULT_ESTIMATE_INPUT) });
    expect(activeOptionOf(single).name).toBe('Good');
  });

  it('the URL carries the options, and the link opens with them', () => {
    const s = threeOptions();
    const search = estimateSearch(s);
    const encoded = new URLSearchParams(search ?? '').get('e') ?? '';
    expect(decodeForm(encoded)?.options.map((o) => [o.name, o.materials[0]?.materialId])).toEqual([
      ['Good', 'asphalt-standard'],
      ['Better', 'asphalt-premium'],
      ['Best', 'metal'],
    ]);
    const reopened = fresh(search?.slice(1));
    expect(names(reopened)).toEqual(['Good', 'Better', 'Best']);
    expect(totalsOf(reopened)).toEqual(totalsOf(s));
  });
});
