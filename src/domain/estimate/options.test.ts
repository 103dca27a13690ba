import { describe, expect, it } from 'vitest';
import type { EstimateInput } from './estimate';
import { computeOptions, DEFAULT_ESTIMATE_INPUT, optionsOf } from './estimate';
import { estimateInputSchema } from './estimate-schema';
import { DEFAULT_MATERIALS } from '../price-list/price-list-entry';
import { estimateInputOf, priceEstimate } from './pricing';

// Good / better / best: each option orders its own materials; area, labor, costs and
// adjustments are shared. A one-option estimate is exactly the estimate it always was.

const good = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const better = [{ materialId: 'asphalt-premium', quantity: 2000 }];
const best = [{ materialId: 'metal', quantity: 2000 }];

const threeOptions: EstimateInput = {
  ...DEFAULT_ESTIMATE_INPUT,
  materials: good,
  options: [
    { name: 'Good', materials: good },
    { name: 'Better', materials: better },
    { name: 'Best', materials: best },
  ],
};

describe('options', () => {
  it('a one-option estimate has one option, named Good, with its own lines', () => {
    expect(optionsOf(DEFAULT_ESTIMATE_INPUT)).toEqual([
      { name: 'Good', materials: DEFAULT_ESTIMATE_INPUT.materials },
    ]);
    const [only] = computeOptions(DEFAULT_ESTIMATE_INPUT, DEFAULT_MATERIALS);
    // $10,590 shown: labor is 2,236.07 sq ft at $2.50 = $5,590.17.
    expect(only?.totals.totalCents).toBe(1_059_017);
  });

  it('prices each option with the shared labor and costs: $10,590, $12,090, $23,590', () => {
    // Materials: 2,000 sq ft at $1.75, $2.50 and $8.25; labor $5,590 and removal $1,500 each.
    const totals = computeOptions(threeOptions, DEFAULT_MATERIALS).map((o) => [
      o.name,
      o.totals.materialsCents,
      o.totals.laborCents,
      o.totals.additionalCents,
      o.totals.totalCents,
    ]);
    expect(totals).toEqual([
      ['Good', 350_000, 559_017, 150_000, 1_059_017],
      ['Better', 500_000, 559_017, 150_000, 1_209_017],
      ['Best', 1_650_000, 559_017, 150_000, 2_359_017],
    ]);
  });

  it('priceEstimate answers the first option as the totals, and every option', () => {
    const priced = priceEstimate({ input: threeOptions, priceList: DEFAULT_MATERIALS });
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    expect(priced.totals).toEqual(priced.options[0]?.totals);
  });

  it('names an unknown material by its option and line', () => {
    const input: EstimateInput = {
      ...threeOptions,
      options: [
        { name: 'Good', materials: good },
        { name: 'Better', materials: [...better, { materialId: 'gold-leaf', quantity: 1 }] },
      ],
    };
    const priced = priceEstimate({ input, priceList: DEFAULT_MATERIALS });
    expect(priced).toEqual({
      ok: false,
      errors: [
        { path: 'options.1.materials.1.materialId', message: 'Unknown material "gold-leaf"' },
      ],
    });
  });

  it('estimateInputOf makes the estimate lines the first option lines', () => {
    const sent = { ...threeOptions, materials: [{ materialId: 'flashing', quantity: 3 }] };
    const input = estimateInputOf(sent);
    expect(input.materials).toEqual(good);
    expect(input.options?.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    expect(estimateInputOf(DEFAULT_ESTIMATE_INPUT)).not.toHaveProperty('options');
  });

  it('the schema takes one to three named options and names each bad field', () => {
    const schema = estimateInputSchema();
    expect(schema.safeParse(threeOptions).success).toBe(true);
    const four = {
      ...threeOptions,
      options: [...threeOptions.options!, { name: 'Gold', materials: good }],
    };
    const tooMany = schema.safeParse(four);
    expect(tooMany.error?.issues[0]).toMatchObject({
      path: ['options'],
      message: 'At most 3 options',
    });
    const blank = schema.safeParse({
      ...threeOptions,
      options: [
        { name: ' ', materials: good },
        { name: 'Better', materials: [] },
      ],
    });
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['options.0.name', 'Option name is required'],
      ['options.1.materials', 'Add at least one material line'],
    ]);
  });
});
