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

// One row (id 1): the company profile printed on proposals and the default labor rate.
export interface SettingsTable {
  id: number;
  company_name: string;
  company_phone: string;
  company_email: string;
  company_license_number: string;
  company_address: string;
  default_labor_rate_cents: number;
  version: Generated<number>;
  updated_at: string;
}

// The price list. Never deleted, only archived (0/1 in both databases), so saved estimates
// that refer to a material keep resolving.
export interface MaterialsTable {
  id: string;
  name: string;
  unit: 'sq ft' | 'linear ft';
  price_cents: number;
  archived: number;
  position: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

// Geocoder answers (JSON text), keyed by kind and normalised query (migration 004).
export interface GeocodeCacheTable {
  kind: 'search' | 'reverse';
  query_key: string;
  response: string;
  created_at: string;
}

// All roof outlines of one project as JSON text, saved together under one version.
export interface RoofOutlinesTable {
  project_id: string;
  outlines: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Kept by triggers (migration 005): the dashboard's counts and value by status. */
export interface ProjectTotalsTable {
  status: 'pending' | 'in-progress' | 'completed';
  project_count: number;
  value_cents: number;
}

export interface Database {
  project_totals: ProjectTotalsTable;
  geocode_cache: GeocodeCacheTable;
  roof_outlines: RoofOutlinesTable;
  projects: ProjectsTable;
  settings: SettingsTable;
  materials: MaterialsTable;
  estimates: EstimatesTable;
}

// Saved estimates. The JSON columns hold EstimateInput and EstimateTotals as text.
export interface EstimatesTable {
  id: string;
  number: number;
  project_id: string;
  input_json: string;
  totals_json: string;
  total_cents: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}
