import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';
import type { EstimateTotals } from '../estimate/estimate';
import type { CostCategory, JobCost } from './costs';
import { COST_CATEGORIES } from './costs';

// A job's profit: what it brought in less what it cost, projected from the estimate (its
// price snapshot holds the materials at the company's cost and the labor) against the costs
// actually entered. Margin is profit over revenue, not over cost (that would be markup).

export type CostsByCategory = Record<CostCategory, Cents>;

/** The estimate's costs: materials with their waste at cost, labor, and its other lines. */
export function projectedCostsOf(
  totals: Pick<EstimateTotals, 'materialsCents' | 'wasteCents' | 'laborCents' | 'additionalCents'>,
): CostsByCategory {
  return {
    material: totals.materialsCents + totals.wasteCents,
    labor: totals.laborCents,
    other: totals.additionalCents,
  };
}

/** Revenue of an estimate option: its total before sales tax (tax is the state's, not ours). */
export const revenueBeforeTax = (totals: Pick<EstimateTotals, 'totalCents' | 'taxCents'>): Cents =>
  totals.totalCents - totals.taxCents;

/** A job's invoices that are not void, as the revenue rule needs them. */
export interface JobInvoices {
  count: number;
  /** The payment schedule's parts: cut from the contract's total, tax included. */
  scheduleCents: Cents;
  /** Change orders before their own tax. */
  changeOrderBeforeTaxCents: Cents;
}

/** The contract a payment schedule was cut from: its total and the part of it before tax. */
export interface Contract {
  totalCents: Cents;
  beforeTaxCents: Cents;
}

/**
 * What a job's invoices bill before tax. A schedule part carries no tax line of its own (the
 * contract total it splits already holds the tax), so the parts count at the contract's
 * before-tax share; without a known contract they count as billed. Change orders count before
 * their tax.
 */
export function invoicedBeforeTax(invoices: JobInvoices, contract: Contract | null): Cents {
  const schedule =
    contract && contract.totalCents > 0
      ? roundHalfUp((invoices.scheduleCents * contract.beforeTaxCents) / contract.totalCents)
      : invoices.scheduleCents;
  return schedule + invoices.changeOrderBeforeTaxCents;
}

/**
 * A job's revenue: what its invoices bill before tax once it has any, else what it was sold at
 * before tax (the accepted option's total less its tax).
 */
export function jobRevenueCents(
  soldBeforeTaxCents: Cents,
  invoices: JobInvoices,
  contract: Contract | null,
): Cents {
  return invoices.count > 0 ? invoicedBeforeTax(invoices, contract) : soldBeforeTaxCents;
}

/** What a project says a job sells at: its estimated cost and the sales tax inside it. */
export interface JobPrice {
  /** The estimate's working option total, tax included (or a typed figure). */
  estimatedCostCents: Cents;
  /** The tax inside it; 0 for a typed cost. */
  estimatedTaxCents: Cents;
}

/**
 * A job's revenue, the one definition the profit page and the reports share: sold at the
 * project's estimated cost before tax (the accepted option once a customer accepted one, else
 * the working option of its estimate, else the typed cost), and at what its invoices bill before
 * tax once it has any. The payment schedule is cut from that estimated cost, tax included.
 */
export function revenueOfJob(
  price: JobPrice,
  invoices: JobInvoices,
): { soldCents: Cents; actualCents: Cents } {
  const contract = {
    totalCents: price.estimatedCostCents,
    beforeTaxCents: price.estimatedCostCents - price.estimatedTaxCents,
  };
  return {
    soldCents: contract.beforeTaxCents,
    actualCents: jobRevenueCents(contract.beforeTaxCents, invoices, contract),
  };
}

export function actualCostsOf(costs: readonly Pick<JobCost, 'category' | 'amountCents'>[]) {
  const out: CostsByCategory = { material: 0, labor: 0, other: 0 };
  for (const c of costs) out[c.category] += c.amountCents;
  return out;
}

/** Profit over revenue, as a fraction; null without revenue (a margin of nothing is no figure). */
export const marginOf = (profitCents: Cents, revenueCents: Cents): number | null =>
  revenueCents > 0 ? profitCents / revenueCents : null;

export interface ProfitRow {
  category: CostCategory;
  projectedCents: Cents;
  actualCents: Cents;
  /** Actual less projected: positive is over the estimate. */
  varianceCents: Cents;
}

export interface Side {
  revenueCents: Cents;
  costCents: Cents;
  profitCents: Cents;
  margin: number | null;
}

export interface JobProfit {
  rows: ProfitRow[];
  projected: Side;
  actual: Side;
}

const sideOf = (revenueCents: Cents, costs: CostsByCategory): Side => {
  const costCents = costs.material + costs.labor + costs.other;
  const profitCents = revenueCents - costCents;
  return { revenueCents, costCents, profitCents, margin: marginOf(profitCents, revenueCents) };
};

/**
 * Projected against actual. The projected side sells at the estimate's price; the actual side
 * at what was invoiced when there are invoices, else at the same price.
 */
export function jobProfit(input: {
  projected: CostsByCategory;
  projectedRevenueCents: Cents;
  actual: CostsByCategory;
  actualRevenueCents: Cents;
}): JobProfit {
  return {
    rows: COST_CATEGORIES.map((category) => ({
      category,
      projectedCents: input.projected[category],
      actualCents: input.actual[category],
      varianceCents: input.actual[category] - input.projected[category],
    })),
    projected: sideOf(input.projectedRevenueCents, input.projected),
    actual: sideOf(input.actualRevenueCents, input.actual),
  };
}
