import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from './estimate';
import { estimateInputSchema } from './estimate-schema';

const valid = structuredClone(DEFAULT_ESTIMATE_INPUT);

const issuesOf = (input: unknown) => {
  const r = estimateInputSchema().safeParse(input);
  return (r.error?.issues ?? []).map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
};

describe('estimateInputSchema', () => {
  it('accepts the default estimate unchanged', () => {
    expect(estimateInputSchema().parse(valid)).toEqual(valid);
  });

  it('fills missing adjustments with zeros', () => {
    const { adjustments: _omit, ...rest } = valid;
    expect(estimateInputSchema().parse(rest).adjustments).toEqual({
      wastePercent: 0,
      overheadProfitPercent: 0,
      taxPercent: 0,
    });
  });

  it('accepts the bounds: pitch 0 and 12, no costs, 100% adjustments', () => {
    for (const pitch of [0, 12]) expect(issuesOf({ ...valid, pitch })).toEqual([]);
    expect(issuesOf({ ...valid, costs: [] })).toEqual([]);
    expect(
      issuesOf({
        ...valid,
        adjustments: { wastePercent: 100, overheadProfitPercent: 100, taxPercent: 100 },
      }),
    ).toEqual([]);
  });

  it.each([
    ['pitch above 12', { pitch: 12.5 }, 'pitch', 'Pitch must be between 0 and 12'],
    ['negative pitch', { pitch: -1 }, 'pitch', 'Pitch must be between 0 and 12'],
    ['negative area', { roofAreaSqFt: -1 }, 'roofAreaSqFt', 'Roof area cannot be negative'],
    ['huge area', { roofAreaSqFt: 1e8 }, 'roofAreaSqFt', 'Roof area must be at most 10,000,000'],
    ['area as text', { roofAreaSqFt: '2000' }, 'roofAreaSqFt', 'Roof area must be a number'],
    [
      'fractional labor cents',
      { laborRateCents: 2.5 },
      'laborRateCents',
      'Labor rate must be whole cents',
    ],
    ['no material lines', { materials: [] }, 'materials', 'Add at least one material line'],
    [
      'blank material',
      { materials: [{ materialId: '', quantity: 1 }] },
      'materials.0.materialId',
      'Material is required',
    ],
    [
      'negative quantity',
      { materials: [valid.materials[0], { materialId: 'metal', quantity: -2 }] },
      'materials.1.quantity',
      'Quantity cannot be negative',
    ],
    [
      'long description',
      { costs: [{ description: 'x'.repeat(201), amountCents: 1 }] },
      'costs.0.description',
      'Description must be at most 200 characters',
    ],
    [
      'fractional amount',
      { costs: [{ description: 'Permit', amountCents: 0.5 }] },
      'costs.0.amountCents',
      'Amount must be whole cents',
    ],
    [
      'tax over 100',
      { adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 101 } },
      'adjustments.taxPercent',
      'Sales tax must be between 0 and 100',
    ],
  ])('refuses %s with a message naming the field', (_l, patch, path, message) => {
    expect(issuesOf({ ...valid, ...patch })).toContainEqual({ path, message });
  });

  it('refuses more than 200 lines', () => {
    const materials = Array.from({ length: 201 }, () => ({ materialId: 'metal', quantity: 1 }));
    expect(issuesOf({ ...valid, materials }).map((i) => i.path)).toContain('materials');
  });
});
