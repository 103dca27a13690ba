import { describe, expect, it } from 'vitest';
import type { OptionTotals } from './estimate';
import type { LineMaterial } from './line-quantity';
import {
  estimateQuantityFlags,
  quantityConcern,
  quantityFlags,
  quantityOnMaterialChange,
} from './line-quantity';
import type { RoofMeasurements } from '../takeoff/takeoff';
import { NO_LENGTHS } from '../takeoff/takeoff';

// 2,000 sq ft of plan at 6:12 is 2,236.07 sq ft of roof.
const roof: RoofMeasurements = { ...NO_LENGTHS, roofAreaSqFt: 2000, pitch: 6 };

const shingles: LineMaterial = {
  id: 'architectural-shingles',
  name: 'Architectural shingles',
  unit: 'bundle',
  priceCents: 4200,
  measuredAlong: 'sloped-area',
  coveragePerUnit: 100 / 3,
  wasteApplies: true,
};
const metal: LineMaterial = {
  id: 'metal',
  name: 'Metal Roofing',
  unit: 'sq ft',
  priceCents: 825,
  measuredAlong: 'none',
  coveragePerUnit: 1,
  wasteApplies: false,
};
const flashing: LineMaterial = { ...metal, id: 'flashing', name: 'Flashing', unit: 'linear ft' };
const dripEdge: LineMaterial = {
  id: 'drip-edge',
  name: 'Drip edge (10 ft)',
  unit: 'piece',
  priceCents: 900,
  measuredAlong: 'eaves-rakes',
  coveragePerUnit: 10,
  wasteApplies: false,
};

describe('quantityOnMaterialChange', () => {
  it('keeps the quantity when the new material is sold in the same unit', () => {
    expect(quantityOnMaterialChange('sq ft', metal, roof, 10)).toEqual({ kind: 'kept' });
  });

  it('recomputes from the measurements with the new material’s takeoff rule and the waste', () => {
    // 2,236.07 x 1.10 / 33.33 = 73.8: 74 bundles.
    expect(quantityOnMaterialChange('sq ft', shingles, roof, 10)).toEqual({
      kind: 'takeoff',
      quantity: 74,
      along: 'sloped-area',
      wastePercent: 10,
    });
    // Drip edge along 120 ft of eaves and 80 ft of rakes: 20 pieces.
    const measured = { ...roof, eavesFt: 120, rakesFt: 80 };
    expect(quantityOnMaterialChange('sq ft', dripEdge, measured, 10)).toMatchObject({
      kind: 'takeoff',
      quantity: 20,
    });
  });

  it('takes the actual roof area for a sq ft material without a rule', () => {
    expect(quantityOnMaterialChange('bundle', metal, roof, 10)).toEqual({
      kind: 'roof-area',
      quantity: 2236.07,
    });
  });

  it('clears it when nothing measured gives it: no rule, or a rule along lengths not measured', () => {
    expect(quantityOnMaterialChange('bundle', flashing, roof, 10)).toEqual({ kind: 'cleared' });
    expect(quantityOnMaterialChange('sq ft', dripEdge, roof, 10)).toEqual({ kind: 'cleared' });
    expect(quantityOnMaterialChange('bundle', metal, null, 10)).toEqual({ kind: 'cleared' });
    expect(quantityOnMaterialChange('bundle', metal, { ...roof, roofAreaSqFt: 0 }, 10)).toEqual({
      kind: 'cleared',
    });
  });
});

describe('quantityConcern', () => {
  it('flags a sq ft line under 10% of the actual roof area, not one at 10% or more', () => {
    expect(quantityConcern({ name: 'Metal', unit: 'sq ft', quantity: 94 }, roof, 0)).toEqual({
      kind: 'under-area',
      quantity: 94,
      areaSqFt: expect.closeTo(2236.07, 2) as number,
    });
    expect(quantityConcern({ name: 'Metal', unit: 'sq ft', quantity: 224 }, roof, 0)).toBeNull();
  });

  it('flags a bundle line over 5 x the bundles the area needs, with the waste', () => {
    // 10% waste: 74 bundles needed, so up to 370 passes.
    const line = (quantity: number) => ({ name: 'Shingles', unit: 'bundle' as const, quantity });
    expect(quantityConcern(line(370), roof, 10)).toBeNull();
    expect(quantityConcern(line(371), roof, 10)).toEqual({
      kind: 'over-bundles',
      quantity: 371,
      needed: 74,
    });
    // Without waste 68 are needed: 341 is too many.
    expect(quantityConcern(line(341), roof, 0)).toMatchObject({ needed: 68 });
    // A bundle that covers more (the material's own rule) needs fewer.
    const rule = { measuredAlong: 'sloped-area' as const, coveragePerUnit: 100 };
    expect(quantityConcern({ ...line(130), rule }, roof, 0)).toMatchObject({ needed: 23 });
  });

  it('leaves other units alone, and flags nothing before the roof has an area', () => {
    expect(
      quantityConcern({ name: 'Flashing', unit: 'linear ft', quantity: 1 }, roof, 0),
    ).toBeNull();
    expect(quantityConcern({ name: 'Boots', unit: 'each', quantity: 9999 }, roof, 0)).toBeNull();
    const flat = { roofAreaSqFt: 0, pitch: 6 };
    expect(quantityConcern({ name: 'Metal', unit: 'sq ft', quantity: 1 }, flat, 0)).toBeNull();
  });

  it('lists every flagged line of every option', () => {
    const flags = quantityFlags(
      [
        { name: 'Good', lines: [{ name: 'Shingles', unit: 'bundle', quantity: 74 }] },
        {
          name: 'Better',
          lines: [
            { name: 'Underlayment', unit: 'sq ft', quantity: 2236 },
            { name: 'Metal', unit: 'sq ft', quantity: 94 },
          ],
        },
      ],
      roof,
      10,
    );
    expect(flags).toEqual([
      {
        option: 1,
        optionName: 'Better',
        line: 1,
        name: 'Metal',
        concern: expect.objectContaining({ kind: 'under-area', quantity: 94 }) as unknown,
      },
    ]);
  });
});

describe('estimateQuantityFlags', () => {
  it('checks each option’s priced lines, with the price list’s bundle coverage', () => {
    const line = (
      materialId: string,
      name: string,
      unit: 'bundle' | 'sq ft',
      quantity: number,
    ) => ({
      materialId,
      name,
      unit,
      quantity,
      wasteQuantity: 0,
      unitPriceCents: 100,
      lineTotalCents: quantity * 100,
    });
    const totals = (materialLines: ReturnType<typeof line>[]) =>
      ({ materialLines }) as unknown as OptionTotals['totals'];
    const flags = estimateQuantityFlags(
      {
        input: {
          roofAreaSqFt: 2000,
          pitch: 6,
          adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
        },
        options: [
          { name: 'Good', totals: totals([line('big-bundle', 'Big bundle', 'bundle', 130)]) },
          { name: 'Better', totals: totals([line('metal', 'Metal Roofing', 'sq ft', 94)]) },
        ],
      },
      [{ id: 'big-bundle', measuredAlong: 'sloped-area', coveragePerUnit: 100 }],
    );
    expect(flags.map((f) => [f.optionName, f.name])).toEqual([
      ['Good', 'Big bundle'],
      ['Better', 'Metal Roofing'],
    ]);
  });
});
