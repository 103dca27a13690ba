import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';

// A salesperson's commission, earned as the customer pays: on a job collected in part, the
// same part of the commission is earned. A plan is a percent of revenue, or of gross profit
// (what commission disputes are usually about: the rep wants revenue, the owner profit).

export const COMMISSION_BASES = ['revenue', 'gross-profit'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  revenue: 'Percent of revenue',
  'gross-profit': 'Percent of gross profit',
};

/** Percent in hundredths (550 is 5.5%): integers in both databases, exact to a basis point. */
export const MAX_COMMISSION_BASIS_POINTS = 10_000;

export interface CommissionPlan {
  userId: string;
  basis: CommissionBasis;
  basisPoints: number;
  updatedAt: string;
}

/**
 * Commission earned on one job so far: the plan's percent of its revenue or gross profit,
 * times the share of what the customer was billed that has been collected (at most all of
 * it). Payments carry the sales tax with them, so the share is of the billed total, tax
 * included; a job billed nothing yet counts its payments against its revenue. A job at a loss
 * earns nothing on a profit plan.
 */
export function commissionEarned(
  plan: Pick<CommissionPlan, 'basis' | 'basisPoints'>,
  job: { revenueCents: Cents; profitCents: Cents; collectedCents: Cents; billedCents?: Cents },
): Cents {
  if (job.revenueCents <= 0) return 0;
  const base = plan.basis === 'revenue' ? job.revenueCents : Math.max(0, job.profitCents);
  const owed = job.billedCents && job.billedCents > 0 ? job.billedCents : job.revenueCents;
  const share = Math.min(1, Math.max(0, job.collectedCents) / owed);
  return roundHalfUp((base * plan.basisPoints * share) / 10_000);
}
