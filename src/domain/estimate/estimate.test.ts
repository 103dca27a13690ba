import { describe, it, expect } from 'vitest';
import {
  DEFAULT_ESTIMATE_INPUT,
  NO_ADJUSTMENTS,
  canRemoveMaterialLine,
  computeEstimate,
  newCostLine,
  newMaterialLine,
  type EstimateInput,
} from './estimate';
import { DEFAULT_MATERIALS, type MaterialPrice } from '../price-list/price-list-entry';
import { formatSqFt, formatSquares, formatUsd } from '../format/format';

function withInput(patch: Partial<EstimateInput>): EstimateInput {
  return { ...DEFAULT_ESTIMATE_INPUT, ...patch };
}

describe('DEFAULT_ESTIMATE_INPUT', () => {
  it('is the estimator initial state', () => {
    expect(DEFAULT_ESTIMATE_INPUT).toEqual({
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: [{ materialId: 'asphalt-standard', quantity: 2000 }],
      costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    });
    expect(NO_ADJUSTMENTS).toEqual({ wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_ESTIMATE_INPUT)).toBe(true);
    expect(Object.isFrozen(DEFAULT_ESTIMATE_INPUT.materials)).toBe(true);
    expect(Object.isFrozen(DEFAULT_ESTIMATE_INPUT.costs)).toBe(true);
    expect(Object.isFrozen(DEFAULT_ESTIMATE_INPUT.adjustments)).toBe(true);
  });
});

describe('computeEstimate: the default estimate', () => {
  it('defaults: 2,236.07 sq ft, $3,500 + $5,590 + $1,500 = $10,590', () => {
    const t = computeEstimate(DEFAULT_ESTIMATE_INPUT, DEFAULT_MATERIALS);
    expect(t.multiplier).toBeCloseTo(Math.sqrt(180) / 12, 12);
    expect(t.actualAreaSqFt).toBeCloseTo(2236.068, 3);
    expect(formatSqFt(t.actualAreaSqFt, 2)).toBe('2,236.07 sq ft');
    expect(formatSquares(t.actualAreaSquares)).toBe('22.36');
    expect(t.materialsCents).toBe(350000);
    expect(t.wasteCents).toBe(0);
    // 2236.0679775 sq ft x 250 cents = 559016.99 cents, half up to the cent.
    expect(t.laborCents).toBe(559017);
    expect(t.additionalCents).toBe(150000);
    expect(t.subtotalCents).toBe(1059017);
    expect(t.overheadProfitCents).toBe(0);
    expect(t.taxCents).toBe(0);
    expect(t.totalCents).toBe(1059017);
    expect(formatUsd(t.materialsCents)).toBe('$3,500');
    expect(formatUsd(t.laborCents)).toBe('$5,590');
    expect(formatUsd(t.additionalCents)).toBe('$1,500');
    expect(formatUsd(t.totalCents)).toBe('$10,590');
    expect(t.materialLines).toEqual([
      {
        materialId: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        unit: 'sq ft',
        quantity: 2000,
        wasteQuantity: 0,
        unitPriceCents: 175,
        lineTotalCents: 350000,
      },
    ]);
  });

  it('pitch 12: 2,828.43 sq ft, labor $7,071, total $12,071', () => {
    const t = computeEstimate(withInput({ pitch: 12 }), DEFAULT_MATERIALS);
    expect(formatSqFt(t.actualAreaSqFt, 2)).toBe('2,828.43 sq ft');
    // 2828.4271247 x 250 = 707106.78 cents.
    expect(t.laborCents).toBe(707107);
    expect(formatUsd(t.laborCents)).toBe('$7,071');
    expect(t.totalCents).toBe(350000 + 707107 + 150000);
    expect(formatUsd(t.totalCents)).toBe('$12,071');
  });

  it('pitch 0 is the plan area', () => {
    const t = computeEstimate(withInput({ pitch: 0 }), DEFAULT_MATERIALS);
    expect(t.actualAreaSqFt).toBe(2000);
    expect(t.laborCents).toBe(500000);
  });
});

describe('computeEstimate: rounding', () => {
  it('rounds each line half up to the cent', () => {
    const t = computeEstimate(
      withInput({
        roofAreaSqFt: 0,
        materials: [
          { materialId: 'asphalt-standard', quantity: 0.5 }, // 87.5 -> 88
          { materialId: 'underlayment', quantity: 0.1 }, // 4.5 -> 5
        ],
        costs: [],
      }),
      DEFAULT_MATERIALS,
    );
    expect(t.materialLines.map((l) => l.lineTotalCents)).toEqual([88, 5]);
    expect(t.materialsCents).toBe(93);
  });

  it('rounds labor half up to the cent', () => {
    const t = computeEstimate(
      withInput({ roofAreaSqFt: 3, pitch: 0, laborRateCents: 0.5, materials: [], costs: [] }),
      DEFAULT_MATERIALS,
    );
    expect(t.laborCents).toBe(2); // 1.5 cents
  });

  it('then rounds the total half up to the dollar for display', () => {
    const t = computeEstimate(
      withInput({
        roofAreaSqFt: 0,
        materials: [{ materialId: 'asphalt-standard', quantity: 0 }],
        costs: [{ description: 'Permit', amountCents: 1050 }],
      }),
      DEFAULT_MATERIALS,
    );
    expect(t.totalCents).toBe(1050);
    expect(formatUsd(t.totalCents)).toBe('$11');
  });
});

describe('computeEstimate: adjustments', () => {
  const adjusted = (adjustments: Partial<EstimateInput['adjustments']>) =>
    computeEstimate(
      withInput({ adjustments: { ...NO_ADJUSTMENTS, ...adjustments } }),
      DEFAULT_MATERIALS,
    );

  it('waste adds to the sq ft quantity, priced separately from materials', () => {
    const t = adjusted({ wastePercent: 10 });
    // 10% of 2000 sq ft = 200 sq ft x 175 cents.
    expect(t.materialLines[0]?.wasteQuantity).toBe(200);
    expect(t.wasteCents).toBe(35000);
    expect(t.materialsCents).toBe(350000);
    expect(t.subtotalCents).toBe(350000 + 35000 + 559017 + 150000);
    expect(t.totalCents).toBe(1094017);
  });

  it('waste does not apply to linear goods', () => {
    const t = computeEstimate(
      withInput({
        materials: [
          { materialId: 'flashing', quantity: 100 },
          { materialId: 'underlayment', quantity: 2000 },
        ],
        adjustments: { ...NO_ADJUSTMENTS, wastePercent: 15 },
      }),
      DEFAULT_MATERIALS,
    );
    expect(t.materialLines.map((l) => l.wasteQuantity)).toEqual([0, 300]);
    expect(t.materialsCents).toBe(32500 + 90000);
    expect(t.wasteCents).toBe(300 * 45);
  });

  it('overhead & profit is a share of the subtotal', () => {
    const t = adjusted({ overheadProfitPercent: 10 });
    expect(t.overheadProfitCents).toBe(105902); // 105901.7
    expect(t.totalCents).toBe(1059017 + 105902);
  });

  it('tax applies to materials only', () => {
    const t = adjusted({ taxPercent: 8 });
    expect(t.taxCents).toBe(28000); // 8% of 350000
    expect(t.totalCents).toBe(1059017 + 28000);
  });

  it('combined', () => {
    const t = adjusted({ wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8.25 });
    expect(t.wasteCents).toBe(35000);
    expect(t.subtotalCents).toBe(1094017);
    expect(t.overheadProfitCents).toBe(164103); // 15% of 1094017 = 164102.55
    expect(t.taxCents).toBe(31763); // 8.25% of 385000 = 31762.5, half up
    expect(t.totalCents).toBe(1094017 + 164103 + 31763);
    expect(formatUsd(t.totalCents)).toBe('$12,899');
  });
});

describe('computeEstimate: edge cases', () => {
  it('works without cost lines', () => {
    const t = computeEstimate(withInput({ costs: [] }), DEFAULT_MATERIALS);
    expect(t.additionalCents).toBe(0);
    expect(t.totalCents).toBe(350000 + 559017);
  });

  it('sums several cost lines', () => {
    const t = computeEstimate(
      withInput({
        costs: [
          { description: 'Removal of old roofing', amountCents: 150000 },
          { description: 'Dumpster', amountCents: 42550 },
          { description: '', amountCents: 0 },
        ],
      }),
      DEFAULT_MATERIALS,
    );
    expect(t.additionalCents).toBe(192550);
  });

  it('zero quantities and area give zero', () => {
    const t = computeEstimate(
      {
        roofAreaSqFt: 0,
        pitch: 6,
        laborRateCents: 250,
        materials: [
          { materialId: 'asphalt-standard', quantity: 0 },
          { materialId: 'flashing', quantity: 0 },
        ],
        costs: [],
        adjustments: { wastePercent: 10, overheadProfitPercent: 10, taxPercent: 10 },
      },
      DEFAULT_MATERIALS,
    );
    expect(t.actualAreaSqFt).toBe(0);
    expect(t.materialLines.map((l) => l.lineTotalCents)).toEqual([0, 0]);
    expect(t.totalCents).toBe(0);
    expect(formatUsd(t.totalCents)).toBe('$0');
  });

  it('names an unknown material', () => {
    expect(() =>
      computeEstimate(
        withInput({ materials: [{ materialId: 'slate-tiles', quantity: 1 }] }),
        DEFAULT_MATERIALS,
      ),
    ).toThrow(/slate-tiles/);
  });

  it('uses the price list it is given, archived materials included', () => {
    const priceList: MaterialPrice[] = [
      {
        id: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        unit: 'sq ft',
        priceCents: 199,
        archived: true,
      },
    ];
    const t = computeEstimate(DEFAULT_ESTIMATE_INPUT, priceList);
    expect(t.materialsCents).toBe(398000);
  });

  it('does not change its input', () => {
    const input = structuredClone(DEFAULT_ESTIMATE_INPUT);
    computeEstimate(input, DEFAULT_MATERIALS);
    expect(input).toEqual(DEFAULT_ESTIMATE_INPUT);
  });
});

describe('estimator lines', () => {
  it('a new material line is the first material, quantity 0', () => {
    expect(newMaterialLine(DEFAULT_MATERIALS)).toEqual({
      materialId: 'asphalt-standard',
      quantity: 0,
    });
    expect(() => newMaterialLine([])).toThrow();
  });

  it('a new material line skips archived materials', () => {
    const [first, ...rest] = DEFAULT_MATERIALS;
    if (!first) throw new Error('no materials');
    expect(newMaterialLine([{ ...first, archived: true }, ...rest]).materialId).toBe(
      'asphalt-premium',
    );
  });

  it('a new cost line is empty', () => {
    expect(newCostLine()).toEqual({ description: '', amountCents: 0 });
  });

  it('the last material line cannot be removed', () => {
    expect(canRemoveMaterialLine([{ materialId: 'metal', quantity: 1 }])).toBe(false);
    expect(
      canRemoveMaterialLine([
        { materialId: 'metal', quantity: 1 },
        { materialId: 'flashing', quantity: 1 },
      ]),
    ).toBe(true);
  });
});
