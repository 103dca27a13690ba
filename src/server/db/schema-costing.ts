import type { Generated } from 'kysely';
import type { CommissionBasis } from '../../domain/costing/commission';
import type { CostCategory, LaborMethod } from '../../domain/costing/costs';

// The job costing tables (migration 023), apart from schema.ts to keep that file short.

export interface JobCostsTable {
  id: string;
  project_id: string;
  category: CostCategory;
  description: string;
  supplier: string;
  supplier_invoice_number: string;
  date: string;
  amount_cents: number;
  labor_method: LaborMethod | null;
  crew_id: string | null;
  units: number | null;
  rate_cents: number | null;
  /** DeliveredQuantity[] as JSON text. */
  quantities_json: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  version: Generated<number>;
}

/** Days or hours a crew member logged on a job: never a rate or an amount. */
export interface CrewTimeLogsTable {
  id: string;
  project_id: string;
  user_id: string | null;
  user_name: string;
  date: string;
  days: number;
  hours: number;
  note: string;
  created_at: string;
}

export interface CommissionPlansTable {
  user_id: string;
  basis: CommissionBasis;
  basis_points: number;
  updated_at: string;
}

/** A crew's day rate, keyed by the schedule's crew id. */
export interface CrewDayRatesTable {
  crew_id: string;
  day_rate_cents: number;
  updated_at: string;
}

export interface CostingSettingsTable {
  id: number;
  estimators_see_profit: number;
  updated_at: string;
}
