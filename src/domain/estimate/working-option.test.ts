import { describe, expect, it } from 'vitest';
import { computeOptions, DEFAULT_ESTIMATE_INPUT } from './estimate';
import { DEFAULT_MATERIALS } from '../price-list/price-list-entry';
import { costOptionOf, costOptionText, workingOptionOf } from './working-option';

const options = computeOptions(
  {
    ...DEFAULT_ESTIMATE_INPUT,
    options: [
      { name: 'Good', materials: [{ materialId: 'asphalt-standard', quantity: 2000 }] },
      { name: 'Better', materials: [{ materialId: 'asphalt-premium', quantity: 2000 }] },
      { name: 'Best', materials: [{ materialId: 'metal', quantity: 2000 }] },
    ],
  },
  DEFAULT_MATERIALS,
);
const [good, better, best] = options as [
  (typeof options)[0],
  (typeof options)[0],
  (typeof options)[0],
];

describe('workingOptionOf', () => {
  it('is the first option when nobody chose and no customer accepted', () => {
    expect(workingOptionOf(options, null, null)).toMatchObject({
      index: 0,
      name: 'Good',
      basis: 'first',
      totals: good.totals,
      optionCount: 3,
    });
  });

  it("is the office's choice until a customer accepts one", () => {
    expect(workingOptionOf(options, null, 1)).toMatchObject({
      index: 1,
      name: 'Better',
      basis: 'chosen',
      totals: better.totals,
    });
  });

  it('falls back to the first when the chosen option was removed since', () => {
    expect(workingOptionOf(options.slice(0, 2), null, 2)).toMatchObject({
      index: 0,
      basis: 'first',
    });
  });

  it("is the customer's accepted option over the office's choice, with the estimate's lines", () => {
    const accepted = { index: 2, name: 'Best', totals: good.totals };
    expect(workingOptionOf(options, accepted, 1)).toMatchObject({
      index: 2,
      name: 'Best',
      basis: 'accepted',
      totals: best.totals,
    });
  });

  it('keeps the accepted option as the proposal froze it when the estimate no longer has it', () => {
    const accepted = { index: 2, name: 'Metal', totals: best.totals };
    expect(workingOptionOf(options, accepted, null)).toEqual({
      index: null,
      name: 'Metal',
      basis: 'accepted',
      totals: best.totals,
      optionCount: 3,
    });
  });
});

describe('costOptionText', () => {
  it('says which option a price is, and that the customer accepted it', () => {
    expect(costOptionText(costOptionOf(workingOptionOf(options, null, 1)))).toBe('Better');
    const accepted = { index: 2, name: 'Best', totals: best.totals };
    expect(costOptionText(costOptionOf(workingOptionOf(options, accepted, null)))).toBe(
      'Best, accepted by the customer',
    );
  });

  it('says nothing for a one-option estimate nobody accepted, and "accepted" once one is', () => {
    const one = [good];
    expect(costOptionText(costOptionOf(workingOptionOf(one, null, null)))).toBe('');
    const accepted = { index: 0, name: 'Good', totals: good.totals };
    expect(costOptionText(costOptionOf(workingOptionOf(one, accepted, null)))).toBe(
      'accepted by the customer',
    );
  });
});
