import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../../domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../../../domain/price-list/price-list-entry';
import { NO_LENGTHS } from '../../../domain/takeoff/takeoff';
import type { EstimateForm } from './estimate-form';
import { addCostRow, formFromInput, newMaterialRow, validateForm } from './estimate-form';
import { decodeForm, encodeForm, initialForm } from './estimate-url';
import { estimatorSchemas } from './api';

// The form is checked with the input schema, fetched as the screen fetches it before drawing.
beforeAll(() => estimatorSchemas.fetch());

const strip = (f: EstimateForm) => ({
  ...f,
  options: f.options.map(({ key: _o, ...o }) => ({
    ...o,
    materials: o.materials.map(({ key: _k, ...m }) => m),
  })),
  costs: f.costs.map(({ key: _k, ...c }) => c),
});

const firstLines = (f: EstimateForm) => f.options[0]?.materials ?? [];

describe('estimator form', () => {
  it('round-trips the default estimate through the text form', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    expect(strip(form)).toEqual({
      area: '2000',
      pitch: '6',
      laborRate: '2.5',
      options: [
        { name: 'Good', materials: [{ materialId: 'asphalt-standard', quantity: '2000' }] },
      ],
      costs: [{ description: 'Removal of old roofing', amount: '1500' }],
      waste: '0',
      overheadProfit: '0',
      tax: '0',
      eaves: '0',
      rakes: '0',
      ridges: '0',
      hips: '0',
      valleys: '0',
      walls: '0',
      boots: '0',
    });
    // Without measurements the input has none: a spec estimate is saved as before.
    const r = validateForm(form);
    expect(r).toEqual({ ok: true, input: DEFAULT_ESTIMATE_INPUT });
    expect(r.ok && 'measurements' in r.input).toBe(false);
  });

  it('carries the measurements once any is typed; a blank one is 0', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    form.eaves = '80';
    form.rakes = '67.08';
    form.ridges = '';
    form.boots = '2';
    const r = validateForm(form);
    expect(r.ok && r.input.measurements).toEqual({
      ...NO_LENGTHS,
      eavesFt: 80,
      rakesFt: 67.08,
      pipeBoots: 2,
    });
    // And back: an estimate saved with them opens with them.
    expect(r.ok && strip(formFromInput(r.input))).toMatchObject({
      eaves: '80',
      rakes: '67.08',
      ridges: '0',
      boots: '2',
    });
  });

  it('names bad measurements with the domain’s messages and keeps the text', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    form.hips = 'abc';
    form.valleys = '-3';
    form.boots = '1.5';
    const r = validateForm(form);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      'measurements.hipsFt': 'Hips must be a number',
      'measurements.valleysFt': 'Valleys cannot be negative',
      'measurements.pipeBoots': 'Pipe boots must be a whole number',
    });
    expect(form.hips).toBe('abc');
  });

  it('adds a material line (first material, 0) and a cost line (empty, $0)', () => {
    const form = addCostRow(formFromInput(DEFAULT_ESTIMATE_INPUT));
    const row = newMaterialRow(DEFAULT_MATERIALS);
    expect(row).toMatchObject({ materialId: 'asphalt-standard', quantity: '0' });
    expect(form.costs[1]).toMatchObject({ description: '', amount: '0' });
    expect(new Set([row, ...firstLines(form), ...form.costs].map((l) => l.key)).size).toBe(4);
  });

  it('names bad fields with the API paths and keeps the text', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    form.pitch = '13';
    form.area = '';
    const first = firstLines(form)[0];
    if (first) first.quantity = '-1';
    const r = validateForm(form);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['materials.0.quantity', 'pitch', 'roofAreaSqFt']);
    expect(form.pitch).toBe('13');
  });

  it('converts dollars to cents', () => {
    const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
    form.laborRate = '3.15';
    const r = validateForm(form);
    expect(r.ok && r.input.laborRateCents).toBe(315);
  });

  it('encodes the whole form into one URL parameter and back', () => {
    const form = addCostRow(formFromInput(DEFAULT_ESTIMATE_INPUT));
    form.pitch = '6.9';
    const last = form.costs[1];
    if (last) last.description = 'Dumpster — “big” & 100% ✓';
    const encoded = encodeForm(form);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(strip(decodeForm(encoded)!)).toEqual(strip(form));
  });

  it('puts the measurements in the link only when there are any', () => {
    const plain = formFromInput(DEFAULT_ESTIMATE_INPUT);
    const packed = (f: typeof plain) =>
      JSON.parse(atob(encodeForm(f).replace(/-/g, '+').replace(/_/g, '/'))) as unknown[];
    // Links of estimates without measurements are the same as before they existed.
    expect(packed(plain)).toHaveLength(7);
    const measured = { ...plain, eaves: '80', valleys: '1x', boots: '2' };
    expect(packed(measured)).toHaveLength(8);
    expect(strip(decodeForm(encodeForm(measured))!)).toEqual(strip(measured));
  });

  it('opens links made before the measurements with none', () => {
    const old = btoa(
      JSON.stringify([1, '1500', '6', '2.5', [['metal', '10']], [], ['5', '0', '0']]),
    );
    expect(decodeForm(old)).toMatchObject({ area: '1500', waste: '5', eaves: '0', boots: '0' });
    const badLengths = btoa(
      JSON.stringify([1, '1500', '6', '2.5', [['metal', '10']], [], ['5', '0', '0'], ['1']]),
    );
    expect(decodeForm(badLengths)).toBeUndefined();
  });

  it('ignores links that are not an encoded form', () => {
    expect(decodeForm('nonsense!')).toBeUndefined();
    expect(decodeForm(btoa('[1,2,3]'))).toBeUndefined();
    expect(
      decodeForm(btoa(JSON.stringify([1, '1', '2', '3', [], [], ['0', '0', '0']]))),
    ).toBeUndefined();
  });

  it('starts from a link, a saved estimate, or the defaults with simple prefill', () => {
    const defaults = { defaultLaborRateCents: 250 };
    expect(strip(initialForm(new URLSearchParams(), defaults))).toEqual(
      strip(formFromInput(DEFAULT_ESTIMATE_INPUT)),
    );
    const prefilled = initialForm(new URLSearchParams('area=2345.6&pitch=6.9&projectId=x'), {
      defaultLaborRateCents: 300,
    });
    expect(prefilled).toMatchObject({ area: '2345.6', pitch: '6.9', laborRate: '3' });
    expect(firstLines(prefilled)[0]?.quantity).toBe('2345.6');
    expect(firstLines(initialForm(new URLSearchParams('pitch=6.9'), defaults))[0]?.quantity).toBe(
      '2000',
    );

    const saved = { ...DEFAULT_ESTIMATE_INPUT, roofAreaSqFt: 1234 };
    expect(initialForm(new URLSearchParams(), { ...defaults, savedInput: saved }).area).toBe(
      '1234',
    );

    const handoff = initialForm(
      new URLSearchParams(
        'area=1200&pitch=6&eaves=80&rakes=67.08&ridges=40&boots=2&valleys=oops&projectId=p',
      ),
      defaults,
    );
    expect(handoff).toMatchObject({
      area: '1200',
      pitch: '6',
      eaves: '80',
      rakes: '67.08',
      ridges: '40',
      hips: '0',
      valleys: 'oops',
      walls: '0',
      boots: '2',
    });
    // A saved estimate or a full link wins over the handoff's lengths.
    expect(
      initialForm(new URLSearchParams('eaves=80'), { ...defaults, savedInput: saved }).eaves,
    ).toBe('0');

    const linked = formFromInput(DEFAULT_ESTIMATE_INPUT);
    linked.area = '999';
    const params = new URLSearchParams({ e: encodeForm(linked), area: '1' });
    expect(initialForm(params, { ...defaults, savedInput: saved }).area).toBe('999');
  });

  describe('good / better / best options', () => {
    const three = (): EstimateForm => {
      const form = formFromInput(DEFAULT_ESTIMATE_INPUT);
      const lines = (materialId: string, quantity: string) => [
        { key: `${materialId}-1`, materialId, quantity },
      ];
      form.options = [
        { key: 'o1', name: 'Good', materials: lines('asphalt-standard', '2000') },
        { key: 'o2', name: ' Better ', materials: lines('asphalt-premium', '2000') },
        { key: 'o3', name: 'Best', materials: lines('metal', '2100') },
      ];
      return form;
    };

    it('one option sends only `materials`, exactly as before options', () => {
      const r = validateForm(formFromInput(DEFAULT_ESTIMATE_INPUT));
      expect(r).toEqual({ ok: true, input: DEFAULT_ESTIMATE_INPUT });
      expect(r.ok && 'options' in r.input).toBe(false);
    });

    it('several send every option with its name, and `materials` as the first’s lines', () => {
      const r = validateForm(three());
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.input.materials).toEqual([{ materialId: 'asphalt-standard', quantity: 2000 }]);
      expect(r.input.options).toEqual([
        { name: 'Good', materials: [{ materialId: 'asphalt-standard', quantity: 2000 }] },
        { name: 'Better', materials: [{ materialId: 'asphalt-premium', quantity: 2000 }] },
        { name: 'Best', materials: [{ materialId: 'metal', quantity: 2100 }] },
      ]);
      // And back: a saved estimate with options opens with them.
      expect(strip(formFromInput(r.input)).options.map((o) => o.name)).toEqual([
        'Good',
        'Better',
        'Best',
      ]);
    });

    it('names an option’s bad name and lines by the option', () => {
      const form = three();
      form.options[1]!.name = '  ';
      form.options[2]!.name = 'x'.repeat(41);
      form.options[2]!.materials[0]!.quantity = '-5';
      const r = validateForm(form);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors).toMatchObject({
        'options.1.name': 'Option name is required',
        'options.2.name': 'Option name must be at most 40 characters',
        'options.2.materials.0.quantity': 'Quantity cannot be negative',
      });
      expect(form.options[2]!.name).toHaveLength(41);
    });

    it('a link carries every option, and a one-option link is as before', () => {
      const form = { ...three(), eaves: '80' };
      const encoded = encodeForm(form);
      expect(strip(decodeForm(encoded)!)).toEqual(strip(form));
      const unmeasured = three();
      expect(strip(decodeForm(encodeForm(unmeasured))!)).toEqual(strip(unmeasured));
      const packed = (f: EstimateForm) =>
        JSON.parse(atob(encodeForm(f).replace(/-/g, '+').replace(/_/g, '/'))) as unknown[];
      expect(packed(unmeasured)).toHaveLength(9);
      expect(packed(unmeasured)[7]).toBeNull();
      expect(packed(formFromInput(DEFAULT_ESTIMATE_INPUT))).toHaveLength(7);
    });

    it('refuses a link whose options are not options', () => {
      const base = [1, '1500', '6', '2.5', [['metal', '10']], [], ['5', '0', '0'], null];
      const link = (options: unknown) => btoa(JSON.stringify([...base, options]));
      expect(decodeForm(link([['Good', [['metal', '1']]]]))).toBeUndefined();
      expect(
        decodeForm(
          link([
            ['Good', []],
            ['Better', [['metal', '1']]],
          ]),
        ),
      ).toBeUndefined();
      const four = ['A', 'B', 'C', 'D'].map((n) => [n, [['metal', '1']]]);
      expect(decodeForm(link(four))).toBeUndefined();
      expect(
        decodeForm(
          link([
            [1, [['metal', '1']]],
            ['B', [['metal', '1']]],
          ]),
        ),
      ).toBeUndefined();
      expect(
        decodeForm(
          link([
            ['Good', [['metal', '1']]],
            ['Better', [['flashing', '2']]],
          ]),
        )?.options,
      ).toMatchObject([{ name: 'Good' }, { name: 'Better' }]);
    });
  });
});
