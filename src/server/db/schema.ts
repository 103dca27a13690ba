import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC text and dates are YYYY-MM-DD text in both SQLite and
// PostgreSQL, so one query code sorts and compares them the same way everywhere.
export interface ProjectsTable {
  id: string;
  name: string;
  address: string;
  status: 'pending' | 'in-progress' | 'completed';
  date: string;
  roof_area_sq_ft: number;
  pitch: number;
  estimated_cost_cents: number;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  notes: string;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface Database {
  projects: ProjectsTable;
}
