import { describe, expect, it } from 'vitest';
import {
  MAX_COST_LINE_CENTS,
  MAX_ESTIMATE_TOTAL_CENTS,
  MAX_LABOR_RATE_CENTS,
  MAX_LINES,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
} from './bounds';
import { computeEstimate } from '../estimate/estimate';
import type { EstimateInput } from '../estimate/estimate';
import { estimateInputSchema } from '../estimate/estimate-schema';
import type { MaterialPrice } from '../price-list/price-list-entry';
import { priceEstimate, TOTAL_TOO_LARGE } from '../estimate/pricing';
import { projectSchema } from '../project/project';

const priciest: MaterialPrice = {
  id: 'm',
  name: 'M',
  unit: 'sq ft',
  priceCents: MAX_PRICE_CENTS,
  archived: false,
};

/** Every input at its bound: the largest total the input schema lets through. */
const maximal: EstimateInput = {
  roofAreaSqFt: MAX_QUANTITY,
  pitch: 12,
  laborRateCents: MAX_LABOR_RATE_CENTS,
  materials: Array.from({ length: MAX_LINES }, () => ({ materialId: 'm', quantity: MAX_QUANTITY })),
  costs: Array.from({ length: MAX_LINES }, () => ({
    description: '',
    amountCents: MAX_COST_LINE_CENTS,
  })),
  adjustments: { wastePercent: 100, overheadProfitPercent: 100, taxPercent: 100 },
};

describe('bounds agree across layers', () => {
  it('the maximal estimate input is valid, and its total is far above what a project can hold', () => {
    expect(estimateInputSchema().safeParse(maximal).success).toBe(true);
    const worst = computeEstimate(maximal, [priciest]).totalCents;
    // 200 lines x $1,000,000 x 10,000,000, doubled by waste, then overhead, then tax.
    expect(worst).toBeGreaterThan(1e18);
    // Still a finite float, far from where comparing it with the bound could go wrong.
    expect(Number.isFinite(worst)).toBe(true);
  });

  it('pricing refuses a total above the bound, so no saved total exceeds it', () => {
    expect(priceEstimate({ input: maximal, priceList: [priciest] })).toEqual({
      ok: false,
      errors: [{ path: 'totalCents', message: TOTAL_TOO_LARGE }],
    });
    expect(TOTAL_TOO_LARGE).toBe('The total must be at most $1,000,000,000');
  });

  it('a total exactly at the bound is priced, and fits a project', () => {
    const atBound: EstimateInput = {
      roofAreaSqFt: 0,
      pitch: 0,
      laborRateCents: 0,
      materials: [{ materialId: 'm', quantity: 0 }],
      costs: [{ description: 'All of it', amountCents: MAX_ESTIMATE_TOTAL_CENTS }],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    };
    const priced = priceEstimate({ input: atBound, priceList: [priciest] });
    expect(priced.ok && priced.totals.totalCents).toBe(MAX_ESTIMATE_TOTAL_CENTS);
    expect(
      projectSchema().shape.estimatedCostCents.safeParse(MAX_ESTIMATE_TOTAL_CENTS).success,
    ).toBe(true);
    expect(Number.isSafeInteger(MAX_ESTIMATE_TOTAL_CENTS * 2)).toBe(true);
    const over = priceEstimate({
      input: { ...atBound, costs: [...atBound.costs, { description: '', amountCents: 1 }] },
      priceList: [priciest],
    });
    expect(over.ok).toBe(false);
  });
});
