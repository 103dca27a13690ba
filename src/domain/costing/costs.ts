import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';

// A job's actual costs as the office enters them from supplier invoices, crew time and
// receipts. Labor is priced three ways because roofing companies pay three ways: a crew by
// the day, a worker by the hour, or a subcontractor a fixed amount.

export const COST_CATEGORIES = ['material', 'labor', 'other'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  material: 'Materials',
  labor: 'Labor',
  other: 'Other',
};

export const LABOR_METHODS = ['crew-days', 'hours', 'subcontractor'] as const;
export type LaborMethod = (typeof LABOR_METHODS)[number];

export const LABOR_METHOD_LABELS: Record<LaborMethod, string> = {
  'crew-days': 'Crew days x day rate',
  hours: 'Hours x rate',
  subcontractor: 'Subcontractor amount',
};

/** Delivered and returned units of one takeoff item (e.g. 66 bundles delivered, 3 returned). */
export interface DeliveredQuantity {
  materialId: string;
  delivered: number;
  returned: number;
}

export interface JobCost {
  id: string;
  projectId: string;
  category: CostCategory;
  description: string;
  supplier: string;
  supplierInvoiceNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  amountCents: Cents;
  /** Labor only: how the amount was reached. */
  laborMethod: LaborMethod | null;
  crewId: string | null;
  /** Crew days (crew-days) or hours (hours). */
  units: number | null;
  /** The day rate or hourly rate the units were priced at. */
  rateCents: Cents | null;
  quantities: DeliveredQuantity[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a labor line costs: units x rate, or the amount typed for a subcontractor or others. */
export function costAmountCents(c: {
  category: CostCategory;
  laborMethod?: LaborMethod | null | undefined;
  units?: number | null | undefined;
  rateCents?: number | null | undefined;
  amountCents?: number | null | undefined;
}): Cents {
  if (c.category === 'labor' && c.laborMethod && c.laborMethod !== 'subcontractor') {
    return roundHalfUp((c.units ?? 0) * (c.rateCents ?? 0));
  }
  return c.amountCents ?? 0;
}

/** Units used of a takeoff item: delivered less returned, never below zero. */
export const usedQuantity = (q: Pick<DeliveredQuantity, 'delivered' | 'returned'>): number =>
  Math.max(0, q.delivered - q.returned);

/** Crew time a crew member logs on their job: never a rate or an amount. */
export interface CrewTimeLog {
  id: string;
  projectId: string;
  userId: string | null;
  userName: string;
  date: string;
  days: number;
  hours: number;
  note: string;
  createdAt: string;
}

/** A crew working day, for turning logged hours into crew days. */
export const HOURS_PER_CREW_DAY = 8;

/**
 * The crew days a job took: the days priced on its crew-day labor lines, or when the office
 * priced none that way, what the crew logged (hours counted as 8 to a day).
 */
export function jobCrewDays(
  costs: readonly Pick<JobCost, 'category' | 'laborMethod' | 'units'>[],
  logs: readonly Pick<CrewTimeLog, 'days' | 'hours'>[],
): number {
  const priced = costs
    .filter((c) => c.category === 'labor' && c.laborMethod === 'crew-days')
    .reduce((sum, c) => sum + (c.units ?? 0), 0);
  if (priced > 0) return priced;
  return logs.reduce((sum, l) => sum + l.days + l.hours / HOURS_PER_CREW_DAY, 0);
}
