import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionEarned } from './commission';
import { costAmountCents, jobCrewDays, usedQuantity } from './costs';
import { costCreateSchema } from './cost-schemas';
import {
  actualCostsOf,
  invoicedBeforeTax,
  jobProfit,
  jobRevenueCents,
  marginOf,
  projectedCostsOf,
  revenueBeforeTax,
} from './profit';

describe('a cost line', () => {
  it('labor by crew days is days x day rate; by hours, hours x rate', () => {
    expect(
      costAmountCents({
        category: 'labor',
        laborMethod: 'crew-days',
        units: 3,
        rateCents: 120_000,
      }),
    ).toBe(360_000);
    expect(
      costAmountCents({ category: 'labor', laborMethod: 'hours', units: 7.5, rateCents: 3_333 }),
    ).toBe(24_998);
    expect(
      costAmountCents({ category: 'labor', laborMethod: 'subcontractor', amountCents: 500_000 }),
    ).toBe(500_000);
    expect(costAmountCents({ category: 'material', amountCents: 123_45 })).toBe(12_345);
  });

  it('uses delivered less returned', () => {
    expect(usedQuantity({ delivered: 66, returned: 3 })).toBe(63);
  });

  it('counts crew days from crew-day lines, else from the crew time logged', () => {
    const logs = [
      { days: 1, hours: 0 },
      { days: 0, hours: 12 },
    ];
    expect(jobCrewDays([], logs)).toBe(2.5);
    expect(jobCrewDays([{ category: 'labor', laborMethod: 'crew-days', units: 3 }], logs)).toBe(3);
  });

  it('asks for what its category needs', () => {
    const r = costCreateSchema().safeParse({
      category: 'labor',
      laborMethod: 'crew-days',
      date: '2026-05-01',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['rateCents', 'units']);
    const q = costCreateSchema().safeParse({
      category: 'material',
      date: '2026-05-01',
      amountCents: 1,
      quantities: [{ materialId: 'architectural-shingles', delivered: 3, returned: 4 }],
    });
    expect(q.error?.issues[0]?.path.join('.')).toBe('quantities.0.returned');
  });
});

describe('job profit', () => {
  it('projected against actual (worked by hand)', () => {
    const projected = projectedCostsOf({
      materialsCents: 380_000,
      wasteCents: 20_000,
      laborCents: 300_000,
      additionalCents: 50_000,
    });
    const actual = actualCostsOf([
      { category: 'material', amountCents: 400_000 },
      { category: 'material', amountCents: 20_000 },
      { category: 'labor', amountCents: 270_000 },
      { category: 'other', amountCents: 60_000 },
    ]);
    const p = jobProfit({
      projected,
      projectedRevenueCents: 1_000_000,
      actual,
      actualRevenueCents: 1_000_000,
    });
    expect(p.rows).toEqual([
      {
        category: 'material',
        projectedCents: 400_000,
        actualCents: 420_000,
        varianceCents: 20_000,
      },
      { category: 'labor', projectedCents: 300_000, actualCents: 270_000, varianceCents: -30_000 },
      { category: 'other', projectedCents: 50_000, actualCents: 60_000, varianceCents: 10_000 },
    ]);
    expect(p.projected).toEqual({
      revenueCents: 1_000_000,
      costCents: 750_000,
      profitCents: 250_000,
      margin: 0.25,
    });
    expect(p.actual).toEqual({
      revenueCents: 1_000_000,
      costCents: 750_000,
      profitCents: 250_000,
      margin: 0.25,
    });
  });

  it('revenue is the total before tax; margin is over revenue, none without revenue', () => {
    expect(revenueBeforeTax({ totalCents: 1_050_000, taxCents: 50_000 })).toBe(1_000_000);
    // 250 profit on 1,000 revenue is 25% margin (it would be 33% markup on 750 cost).
    expect(marginOf(250, 1000)).toBe(0.25);
    expect(marginOf(-10, 0)).toBeNull();
  });

  it('profit is revenue less costs, and the variances add up to the cost difference', () => {
    const c = fc.integer({ min: 0, max: 1e10 });
    const costs = fc.record({ material: c, labor: c, other: c });
    fc.assert(
      fc.property(costs, costs, c, c, (projected, actual, pr, ar) => {
        const p = jobProfit({
          projected,
          projectedRevenueCents: pr,
          actual,
          actualRevenueCents: ar,
        });
        const variance = p.rows.reduce((s, r) => s + r.varianceCents, 0);
        expect(variance).toBe(p.actual.costCents - p.projected.costCents);
        expect(p.actual.profitCents).toBe(ar - p.actual.costCents);
        if (ar > 0) expect(p.actual.margin).toBeCloseTo(p.actual.profitCents / ar, 12);
      }),
    );
  });
});

describe('revenue: invoiced before tax once invoiced, else sold', () => {
  const none = { count: 0, scheduleCents: 0, changeOrderBeforeTaxCents: 0 };
  const contract = { totalCents: 1_080_000, beforeTaxCents: 1_000_000 };

  it('is what the accepted option sold before tax until there are invoices', () => {
    expect(jobRevenueCents(1_000_000, none, contract)).toBe(1_000_000);
  });

  it('counts a schedule at the contract’s before-tax share and change orders before tax', () => {
    // A $10,800 contract ($800 of it tax) billed 30% / 70%: $3,240 + $7,560 = $10,800, so
    // $10,000 before tax; plus a $500 change order (its $40 tax left out): $10,500.
    const invoices = { count: 3, scheduleCents: 1_080_000, changeOrderBeforeTaxCents: 50_000 };
    expect(jobRevenueCents(1_000_000, invoices, contract)).toBe(1_050_000);
    // Only the $3,240 deposit left (the rest voided): $3,240 x 10,000 / 10,800 = $3,000.
    expect(
      invoicedBeforeTax(
        { count: 1, scheduleCents: 324_000, changeOrderBeforeTaxCents: 0 },
        contract,
      ),
    ).toBe(300_000);
    // $1,000.01 of a $10,800 contract: $925.9352 rounds to $925.94.
    expect(
      invoicedBeforeTax(
        { count: 1, scheduleCents: 100_001, changeOrderBeforeTaxCents: 0 },
        contract,
      ),
    ).toBe(92_594);
    // No contract known (a schedule cut from an estimate's total): billed as it is.
    expect(jobRevenueCents(0, { ...invoices, changeOrderBeforeTaxCents: 0 }, null)).toBe(1_080_000);
  });
});

describe('commission', () => {
  const job = { revenueCents: 1_000_000, profitCents: 300_000, collectedCents: 500_000 };

  it('is earned on what was collected (worked by hand)', () => {
    // 10% of $10,000 revenue, half collected: $500.
    expect(commissionEarned({ basis: 'revenue', basisPoints: 1000 }, job)).toBe(50_000);
    // 20% of $3,000 gross profit, half collected: $300.
    expect(commissionEarned({ basis: 'gross-profit', basisPoints: 2000 }, job)).toBe(30_000);
    expect(
      commissionEarned({ basis: 'gross-profit', basisPoints: 2000 }, { ...job, profitCents: -5 }),
    ).toBe(0);
  });

  it('counts payments against what was billed, tax included (worked by hand)', () => {
    // $10,000 before tax billed as $10,800 with its tax; $5,400 paid is half the job, not 54%.
    const billed = { ...job, billedCents: 1_080_000, collectedCents: 540_000 };
    expect(commissionEarned({ basis: 'revenue', basisPoints: 1000 }, billed)).toBe(50_000);
    // Paid in full: the whole 10% of $10,000, the tax never earning commission.
    expect(
      commissionEarned(
        { basis: 'revenue', basisPoints: 1000 },
        { ...billed, collectedCents: 1_080_000 },
      ),
    ).toBe(100_000);
    // $10,000 collected of $10,800: 10% of $10,000 x 10,000 / 10,800 = $925.93, not all $1,000.
    expect(
      commissionEarned(
        { basis: 'revenue', basisPoints: 1000 },
        { ...billed, collectedCents: 1_000_000 },
      ),
    ).toBe(92_593);
  });

  it('grows with collections and never passes the full commission', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('revenue' as const, 'gross-profit' as const),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 2e9 }),
        (basis, basisPoints, revenueCents, profitCents, collectedCents) => {
          const plan = { basis, basisPoints };
          const earned = commissionEarned(plan, { revenueCents, profitCents, collectedCents });
          const full = commissionEarned(plan, {
            revenueCents,
            profitCents,
            collectedCents: revenueCents,
          });
          const less = commissionEarned(plan, {
            revenueCents,
            profitCents,
            collectedCents: Math.floor(collectedCents / 2),
          });
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(full);
          expect(less).toBeLessThanOrEqual(earned);
        },
      ),
    );
  });
});
