import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeEstimate,
  DEFAULT_ESTIMATE_INPUT,
  NO_ADJUSTMENTS,
} from '../../../domain/estimate/estimate';
import type { Estimate } from '../../../domain/estimate/estimate-record';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import { DEFAULT_MATERIALS } from '../../../domain/price-list/price-list-entry';
import type { Material } from '../../../domain/price-list/price-list';
import { DEFAULT_TAKEOFF_RULES } from '../../../domain/takeoff/takeoff';
import { takeoffRulesOf } from '../../../domain/price-list/price-list';
import { estimatorReducer, initialEstimatorState } from './estimate-form-state';
import { canRemoveMaterialRow } from './estimator-edits';
import { planOrder } from './estimator-order';
import type { EstimatorAction, EstimatorState } from './estimator-state';
import { estimatorView } from './estimator-view';
import { activeOptionOf } from './estimate-options';
import { formFromInput } from './estimate-form';
import { encodeForm } from './estimate-url';
import { estimateSearch } from './use-estimate-url';
import { estimatorSchemas } from './api';
beforeAll(() => estimatorSchemas.fetch()); // the schemas the screen fetches before drawing

const NO_WASTE = NO_ADJUSTMENTS;

// The price list as a new database has it: the spec's five, then the eleven takeoff items.
const PRICE_LIST: Material[] = [
  ...DEFAULT_MATERIALS.map((m) => ({
    ...m,
    measuredAlong: 'none' as const,
    coveragePerUnit: 1,
    wasteApplies: false,
    version: 1,
  })),
  ...DEFAULT_TAKEOFF_RULES.map((r) => ({
    id: r.materialId,
    name: r.name,
    unit: r.unit,
    priceCents: r.priceCents,
    archived: false,
    measuredAlong: r.measuredAlong,
    coveragePerUnit: r.coveragePerUnit,
    wasteApplies: r.wasteApplies,
    version: 1,
  })),
];

const fresh = (query = '', saved: Estimate | null = null) =>
  initialEstimatorState({
    params: new URLSearchParams(query),
    saved,
    defaultLaborRateCents: 250,
  });

const run = (state: EstimatorState, ...actions: EstimatorAction[]) =>
  actions.reduce(estimatorReducer, state);

const savedEstimate = (overrides: Partial<Estimate> = {}): Estimate => {
  const input = { ...DEFAULT_ESTIMATE_INPUT, roofAreaSqFt: 1000 };
  const totals = computeEstimate(input, DEFAULT_MATERIALS);
  return {
    id: 'est-1',
    projectId: 'proj-1',
    number: 7,
    version: 1,
    input,
    totals,
    options: [{ name: 'Good', totals }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
};

/** The lines of the option being edited. */
const rows = (s: EstimatorState) => activeOptionOf(s).materials;

const firstKey = (s: EstimatorState, list: 'materials' | 'costs' = 'materials') =>
  (list === 'materials' ? rows(s) : s.form.costs)[0]?.key ?? '';

describe('estimator state', () => {
  it('starts from the URL: the defaults, the project and an untouched form', () => {
    const s = fresh('projectId=p1&area=1500');
    expect(s).toMatchObject({ projectId: 'p1', touched: false, repriced: false, saved: null });
    expect(s.form.area).toBe('1500');
    expect(s.lastValidInput?.roofAreaSqFt).toBe(1500);
  });

  it('a saved estimate brings its project and its input', () => {
    const s = fresh('projectId=other', savedEstimate());
    expect(s.projectId).toBe('proj-1');
    expect(s.form.area).toBe('1000');
  });

  it('an edit marks the form touched and clears the server messages', () => {
    const s = run(
      fresh(),
      { type: 'serverErrors', errors: { pitch: 'Too steep' } },
      { type: 'setField', field: 'pitch', value: '7' },
    );
    expect(s.touched).toBe(true);
    expect(s.serverErrors).toEqual({});
    expect(s.form.pitch).toBe('7');
  });

  it('updates one material or cost line by its key', () => {
    let s = run(
      fresh(),
      { type: 'addMaterial', priceList: DEFAULT_MATERIALS },
      { type: 'addCost' },
    );
    const second = rows(s)[1]?.key ?? '';
    s = run(
      s,
      { type: 'updateLine', list: 'materials', key: second, change: { materialId: 'flashing' } },
      { type: 'updateLine', list: 'materials', key: second, change: { quantity: '100' } },
      { type: 'updateLine', list: 'costs', key: firstKey(s, 'costs'), change: { amount: '99' } },
    );
    expect(rows(s).map((m) => [m.materialId, m.quantity])).toEqual([
      ['asphalt-standard', '2000'],
      ['flashing', '100'],
    ]);
    expect(s.form.costs.map((c) => c.amount)).toEqual(['99', '0']);
  });

  it('removes lines, but never the last material line', () => {
    let s = fresh();
    expect(canRemoveMaterialRow(rows(s))).toBe(false);
    expect(run(s, { type: 'removeLine', list: 'materials', key: firstKey(s) })).toBe(s);
    s = run(s, { type: 'addMaterial', priceList: DEFAULT_MATERIALS });
    expect(canRemoveMaterialRow(rows(s))).toBe(true);
    s = run(
      s,
      { type: 'removeLine', list: 'materials', key: firstKey(s) },
      { type: 'removeLine', list: 'costs', key: firstKey(s, 'costs') },
    );
    expect(rows(s)).toHaveLength(1);
    expect(rows(s)[0]?.quantity).toBe('0');
    expect(s.form.costs).toEqual([]);
  });

  it('"use actual area" fills the line with the area rounded to the cent of a foot', () => {
    const s = fresh();
    const area = estimatorView(s, DEFAULT_MATERIALS).shown?.totals.actualAreaSqFt ?? 0;
    const next = run(s, { type: 'useActualArea', key: firstKey(s), actualAreaSqFt: area });
    expect(rows(next)[0]?.quantity).toBe('2236.07');
  });

  it('keeps the last valid figures while a field is wrong', () => {
    const s = run(fresh(), { type: 'setField', field: 'area', value: '1000' });
    const bad = run(s, { type: 'setField', field: 'pitch', value: '13' });
    const view = estimatorView(bad, DEFAULT_MATERIALS);
    expect(view.result.ok).toBe(false);
    expect(view.errors.pitch).toMatch(/between 0 and 12/);
    expect(view.shown?.input.roofAreaSqFt).toBe(1000);
    expect(view.shown?.input.pitch).toBe(6);
  });

  it('server messages come before the form’s own', () => {
    const s = run(
      fresh(),
      { type: 'setField', field: 'pitch', value: '13' },
      { type: 'serverErrors', errors: { pitch: 'From the server', area: 'x' } },
    );
    expect(estimatorView(s, DEFAULT_MATERIALS).errors).toMatchObject({ pitch: 'From the server' });
  });

  it('a link naming an unknown material shows no figures and names the line', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    const line = form.options[0]?.materials[0];
    if (line) line.materialId = 'gone';
    const view = estimatorView(fresh(`e=${encodeForm(form)}`), DEFAULT_MATERIALS);
    expect(view.shown).toBeNull();
    expect(view.errors['materials.0.materialId']).toBe('Unknown material "gone"');
  });

  it('a reopened estimate keeps its saved prices until re-priced', () => {
    const dearer: MaterialPrice[] = DEFAULT_MATERIALS.map((m) =>
      m.id === 'asphalt-standard' ? { ...m, priceCents: 200 } : m,
    );
    const s = fresh('', savedEstimate());
    const view = estimatorView(s, dearer);
    expect(view.priceChanges).toEqual([
      expect.objectContaining({
        materialId: 'asphalt-standard',
        savedCents: 175,
        currentCents: 200,
      }),
    ]);
    expect(view.shown?.totals.materialsCents).toBe(2000 * 175);
    expect(view.prices.find((m) => m.id === 'asphalt-standard')?.priceCents).toBe(175);

    const repriced = estimatorView(run(s, { type: 'reprice' }), dearer);
    expect(repriced.priceChanges).toEqual([]);
    expect(repriced.shown?.totals.materialsCents).toBe(2000 * 200);
  });

  it('saving keeps the form and takes the saved estimate, its project and its prices', () => {
    const estimate = savedEstimate({ projectId: 'proj-9' });
    const s = run(
      fresh(),
      { type: 'setField', field: 'area', value: '1234' },
      { type: 'reprice' },
      { type: 'saved', estimate },
    );
    expect(s.saved).toBe(estimate);
    expect(s).toMatchObject({ projectId: 'proj-9', repriced: false, touched: true });
    expect(s.form.area).toBe('1234');
  });

  it('loading the current version replaces the form with it', () => {
    const theirs = savedEstimate({ version: 3, input: { ...DEFAULT_ESTIMATE_INPUT, pitch: 9 } });
    const s = run(
      fresh('', savedEstimate()),
      { type: 'reprice' },
      { type: 'loadCurrent', estimate: theirs },
    );
    expect(s).toMatchObject({ saved: theirs, repriced: false, touched: true });
    expect(s.form.pitch).toBe('9');
    expect(s.lastValidInput?.pitch).toBe(9);
  });

  describe('building the order from the measurements', () => {
    const priceList = PRICE_LIST;
    const rules = takeoffRulesOf(priceList);
    // The reference gable roof: 40 x 30 ft on plan at 6:12 with 2 pipe boots.
    const reference = () =>
      run(fresh('area=1200&pitch=6&eaves=80&rakes=67.08&ridges=40&boots=2'), {
        type: 'addMaterial',
        priceList,
      });
    const lines = (s: EstimatorState) => rows(s).map((m) => [m.materialId, m.quantity]);

    it('replaces the lines with the reference roof’s order, $2,972 in materials', () => {
      const s = run(
        reference(),
        { type: 'setField', field: 'waste', value: '10' },
        { type: 'buildOrder', rules },
      );
      expect(lines(s)).toEqual([
        ['architectural-shingles', '45'],
        ['starter-strip', '2'],
        ['hip-ridge-cap', '2'],
        ['drip-edge', '15'],
        ['synthetic-underlayment', '2'],
        ['ice-water-shield', '2'],
        ['ridge-vent', '10'],
        ['coil-roofing-nails', '1'],
        ['pipe-boot', '2'],
      ]);
      const totals = estimatorView(s, priceList).shown?.totals;
      expect(totals?.materialsCents).toBe(297_200);
      // The takeoff's quantities include the waste: the estimate adds none on top.
      expect(totals?.wasteCents).toBe(0);
      expect(s.builtOrder).toMatchObject({ lineCount: 9, wastePercent: 10, suggested: false });
    });

    it('with no waste set uses the suggested one and puts it in the Waste field', () => {
      const before = reference();
      expect(planOrder(before, rules)).toMatchObject({
        ok: true,
        wastePercent: 10,
        suggested: true,
      });
      const s = run(before, { type: 'buildOrder', rules });
      expect(s.form.waste).toBe('10');
      expect(s.builtOrder).toMatchObject({ wastePercent: 10, suggested: true });
      const hipped = run(fresh('area=1200&pitch=6&hips=30'), { type: 'buildOrder', rules });
      expect(hipped.form.waste).toBe('15');
    });

    it('the user’s own waste always wins, even 0', () => {
      const mine = run(
        reference(),
        { type: 'setField', field: 'hips', value: '20' },
        { type: 'setField', field: 'waste', value: '12' },
      );
      expect(planOrder(mine, rules)).toMatchObject({ wastePercent: 12, suggested: false });
      const none = run(reference(), { type: 'setField', field: 'waste', value: '0' });
      expect(planOrder(none, rules)).toMatchObject({ wastePercent: 0, suggested: false });
      // A waste the estimate was saved with is the user's too.
      const input = { ...DEFAULT_ESTIMATE_INPUT, adjustments: { ...NO_WASTE, wastePercent: 7 } };
      expect(planOrder(fresh('', savedEstimate({ input })), rules)).toMatchObject({
        wastePercent: 7,
      });
    });

    it('Undo puts back the lines and the waste it replaced', () => {
      const before = reference();
      const built = run(before, { type: 'buildOrder', rules });
      const undone = run(built, { type: 'undoOrder' });
      expect(lines(undone)).toEqual(lines(before));
      expect(undone.form.waste).toBe('0');
      expect(undone.builtOrder).toBeNull();
      // Editing a line ends what Undo could put back; the lines stay editable.
      const edited = run(built, {
        type: 'updateLine',
        list: 'materials',
        key: firstKey(built),
        change: { quantity: '50' },
      });
      expect(edited.builtOrder).toBeNull();
      expect(rows(edited)[0]?.quantity).toBe('50');
      expect(run(edited, { type: 'undoOrder' })).toBe(edited);
    });

    it('does nothing while a measurement is wrong, or with nothing to order', () => {
      const bad = run(reference(), { type: 'setField', field: 'eaves', value: '-1' });
      expect(planOrder(bad, rules).ok).toBe(false);
      expect(run(bad, { type: 'buildOrder', rules })).toBe(bad);
      const empty = run(fresh('area=0'), { type: 'buildOrder', rules });
      expect(planOrder(empty, rules)).toMatchObject({ ok: false });
      expect(empty.builtOrder).toBeNull();
      expect(planOrder(reference(), [])).toMatchObject({ ok: false });
    });

    it('a changed coverage in the price list changes the order', () => {
      const wider = takeoffRulesOf(
        priceList.map((m) =>
          m.id === 'architectural-shingles' ? { ...m, coveragePerUnit: 25 } : m,
        ),
      );
      const s = run(reference(), { type: 'buildOrder', rules: wider });
      expect(rows(s)[0]).toMatchObject({
        materialId: 'architectural-shingles',
        quantity: '60',
      });
    });
  });
});

describe('changing a line’s material to one sold in another unit', () => {
  // 2,000 sq ft of plan at 6:12: 2,236.07 sq ft of roof.
  const start = () => fresh('area=2000&pitch=6');
  const change = (s: EstimatorState, materialId: string): EstimatorState =>
    run(s, { type: 'changeMaterial', key: firstKey(s), materialId, priceList: PRICE_LIST });
  const line = (s: EstimatorState) => rows(s)[0]!;

  it('keeps the quantity for a material in the same unit, and says nothing', () => {
    const s = change(start(), 'metal');
    expect(line(s)).toMatchObject({ materialId: 'metal', quantity: '2000' });
    expect(s.lineNotes).toEqual({});
  });

  it('recomputes bundles from the roof by the takeoff rule, then back to sq ft from the area', () => {
    // The roof's suggested 10% waste, as "Build order" uses it: 74 bundles.
    const bundles = change(start(), 'architectural-shingles');
    expect(line(bundles)).toMatchObject({ materialId: 'architectural-shingles', quantity: '74' });
    expect(bundles.lineNotes[line(bundles).key]).toBe(
      'Quantity recomputed from the sloped area with 10% waste: 74 bundles (the 2000 before was in sq ft).',
    );
    const sqFt = change(bundles, 'asphalt-premium');
    expect(line(sqFt)).toMatchObject({ materialId: 'asphalt-premium', quantity: '2236.07' });
    expect(sqFt.lineNotes[line(sqFt).key]).toBe(
      'Quantity set to the actual roof area, 2,236.07 sq ft (the 74 before was in bundles).',
    );
    const view = estimatorView(sqFt, PRICE_LIST);
    expect(view.result.ok).toBe(true);
  });

  it('clears the quantity and requires it when nothing measured gives it', () => {
    const s = change(start(), 'flashing');
    expect(line(s)).toMatchObject({ materialId: 'flashing', quantity: '' });
    expect(s.lineNotes[line(s).key]).toMatch(/^Enter the quantity in linear ft/);
    expect(estimatorView(s, PRICE_LIST).errors['materials.0.quantity']).toBe(
      'Quantity must be a number',
    );
    // Typing it ends the note.
    const typed = run(s, {
      type: 'updateLine',
      list: 'materials',
      key: line(s).key,
      change: { quantity: '180' },
    });
    expect(typed.lineNotes).toEqual({});
    expect(estimatorView(typed, PRICE_LIST).result.ok).toBe(true);
  });
});

describe('a sample pitch from the Pitch Finder', () => {
  it('shows as not measured until a pitch is typed, and a reload keeps saying so', () => {
    const s = fresh('pitch=5&pitchSample=1');
    expect(s.form.pitch).toBe('5');
    expect(s.pitchNotMeasured).toBe(true);
    // An edit elsewhere keeps it, in the URL too.
    const edited = run(s, { type: 'setField', field: 'area', value: '1800' });
    expect(edited.pitchNotMeasured).toBe(true);
    expect(new URLSearchParams(estimateSearch(edited)!).get('pitchSample')).toBe('1');
    const typed = run(edited, { type: 'setField', field: 'pitch', value: '5' });
    expect(typed.pitchNotMeasured).toBe(false);
    expect(new URLSearchParams(estimateSearch(typed)!).has('pitchSample')).toBe(false);
  });

  it('is not claimed without a pitch, nor for a saved estimate', () => {
    expect(fresh('pitchSample=1').pitchNotMeasured).toBe(false);
    expect(fresh('pitch=5&pitchSample=1', savedEstimate()).pitchNotMeasured).toBe(false);
    expect(fresh('pitch=5').pitchNotMeasured).toBe(false);
  });
});
