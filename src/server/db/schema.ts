import type { Language } from '../../domain/language/language';
import type { ColumnType, Generated } from 'kysely';
import type { MaterialUnit } from '../../domain/price-list/price-list-entry';
import type { MeasuredAlong } from '../../domain/takeoff/takeoff';
import type {
  CommissionPlansTable,
  CostingSettingsTable,
  CrewDayRatesTable,
  CrewTimeLogsTable,
  JobCostsTable,
} from './schema-costing';
import type {
  InvoiceSettingsTable,
  InvoiceCountersTable,
  InvoicesTable,
  InvoiceLinesTable,
  PaymentsTable,
  CheckoutSessionsTable,
  StripeEventsTable,
  ReminderSettingsTable,
  InvoiceRemindersTable,
} from './schema-invoicing';
import type {
  CrewsTable,
  CrewMembersTable,
  ScheduleEventsTable,
  ScheduleSettingsTable,
  RainDelaysTable,
  CalendarFeedsTable,
  EventChecklistItemsTable,
} from './schema-schedule';
// Kept importable from here, where every other table type lives.
export type {
  InvoiceSettingsTable,
  InvoiceCountersTable,
  InvoicesTable,
  InvoiceLinesTable,
  PaymentsTable,
  CheckoutSessionsTable,
  StripeEventsTable,
  ReminderSettingsTable,
  InvoiceRemindersTable,
} from './schema-invoicing';
export type {
  CrewsTable,
  CrewMembersTable,
  ScheduleEventsTable,
  ScheduleSettingsTable,
  RainDelaysTable,
  CalendarFeedsTable,
  EventChecklistItemsTable,
} from './schema-schedule';

// Timestamps are ISO-8601 UTC text and dates are YYYY-MM-DD text in both SQLite and
// PostgreSQL, so one query code sorts and compares them the same way everywhere.
export interface ProjectsTable extends AuthoredColumns {
  id: string;
  name: string;
  address: string;
  /** The pipeline stage (migration 018); the project's status is this stage's group. */
  stage_id: string;
  lost_reason: string | null;
  stage_changed_at: string;
  lead_source_id: string | null;
  salesperson_id: string | null;
  date: string;
  roof_area_sq_ft: number;
  pitch: number;
  estimated_cost_cents: number;
  /** The option the estimated cost is (its name); null for one option or a typed cost. */
  estimated_cost_option: string | null;
  /** 1 when the customer accepted that option (0/1 in both databases). */
  estimated_cost_accepted: number;
  /** The sales tax inside the estimated cost (migration 029); 0 for a typed cost. */
  estimated_tax_cents: Generated<number>;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  /** Migration 031: what the homeowner's pages, PDFs and emails are written in. */
  customer_language: ColumnType<Language, Language | undefined, Language>;
  notes: string;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

// One row (id 1): the company profile printed on proposals and the default labor rate.
export interface SettingsTable extends AuthoredColumns {
  id: number;
  company_name: string;
  company_phone: string;
  company_email: string;
  company_license_number: string;
  company_address: string;
  default_labor_rate_cents: number;
  proposal_terms: string;
  proposal_valid_days: number;
  company_logo: string | null;
  /** The default job checklist, a JSON array of labels (migration 021). */
  job_checklist: string;
  /** Migration 033: what the supplier's material order and the roof report are written in. */
  company_language: ColumnType<Language, Language | undefined, Language>;
  version: Generated<number>;
  updated_at: string;
}

// The price list. Never deleted, only archived (0/1 in both databases), so saved estimates
// that refer to a material keep resolving.
export interface MaterialsTable extends AuthoredColumns {
  id: string;
  name: string;
  unit: MaterialUnit;
  measured_along: MeasuredAlong;
  coverage_per_unit: number;
  waste_applies: number;
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
export interface RoofOutlinesTable extends AuthoredColumns {
  project_id: string;
  outlines: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Kept by triggers (migrations 005, 018): the dashboard's counts and value by status. */
export interface ProjectTotalsTable {
  status: 'pending' | 'in-progress' | 'completed' | 'lost';
  project_count: number;
  value_cents: number;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'estimator' | 'crew';
  password_hash: string;
  active: number;
  last_active_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 030; null until the user chooses (their browser's language applies). */
  language: Language | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface UserTokensTable {
  id: string;
  token_hash: string;
  kind: 'invitation' | 'reset';
  user_id: string | null;
  name: string | null;
  email: string | null;
  role: 'owner' | 'estimator' | 'crew' | null;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Recent password checks of one email or client address (migration 016). */
export interface SignInAttemptsTable {
  key: string;
  /** JSON array of epoch milliseconds, oldest first. */
  attempts: string;
  updated_at: string;
}

export interface ActivityTable {
  id: string;
  at: string;
  user_id: string | null;
  user_name: string;
  kind: string;
  project_id: string | null;
  subject: string;
  /** The entry's parts as JSON (ActivityDetail); null for entries told in `subject` alone. */
  detail: string | null;
}

/** Who created and last changed a record (user ids; null for records from before accounts). */
export interface AuthoredColumns {
  created_by: string | null;
  updated_by: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  activity: ActivityTable;
  project_totals: ProjectTotalsTable;
  geocode_cache: GeocodeCacheTable;
  roof_outlines: RoofOutlinesTable;
  projects: ProjectsTable;
  settings: SettingsTable;
  materials: MaterialsTable;
  estimates: EstimatesTable;
  proposals: ProposalsTable;
  photos: PhotosTable;
  // Job costing (migration 023).
  job_costs: JobCostsTable;
  crew_time_logs: CrewTimeLogsTable;
  commission_plans: CommissionPlansTable;
  crew_day_rates: CrewDayRatesTable;
  costing_settings: CostingSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  backup_runs: BackupRunsTable;
  sign_in_attempts: SignInAttemptsTable;
  pipeline_stages: PipelineStagesTable;
  lead_sources: LeadSourcesTable;
  stage_moves: StageMovesTable;
  crews: CrewsTable;
  crew_members: CrewMembersTable;
  schedule_events: ScheduleEventsTable;
  schedule_settings: ScheduleSettingsTable;
  rain_delays: RainDelaysTable;
  calendar_feeds: CalendarFeedsTable;
  event_checklist_items: EventChecklistItemsTable;
  invoice_settings: InvoiceSettingsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
  checkout_sessions: CheckoutSessionsTable;
  stripe_events: StripeEventsTable;
  reminder_settings: ReminderSettingsTable;
  invoice_reminders: InvoiceRemindersTable;
}

/** The pipeline's stages (migration 018); `status` is the group, fixed for the stage's life. */
export interface PipelineStagesTable {
  id: string;
  name: string;
  status: 'pending' | 'in-progress' | 'completed' | 'lost';
  position: number;
  created_at: string;
  updated_at: string;
}

export interface LeadSourcesTable {
  id: string;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Every stage change of a project, with the names as they were then. */
export interface StageMovesTable {
  id: string;
  project_id: string;
  at: string;
  user_id: string | null;
  user_name: string;
  from_stage_id: string | null;
  from_stage_name: string | null;
  to_stage_id: string;
  to_stage_name: string;
  reason: string | null;
}

/** Backups made by the server (migration 017); not itself in a backup: it describes them. */
export interface BackupRunsTable {
  id: string;
  slot: string;
  trigger: 'schedule' | 'manual';
  status: 'running' | 'ok' | 'failed';
  started_at: string;
  finished_at: string | null;
  file_name: string | null;
  size_bytes: number | null;
  message: string | null;
  /** What the check of a good backup counted (migration 034); null otherwise. */
  checked_projects: number | null;
  checked_estimates: number | null;
  checked_photo_files: number | null;
}

// Saved estimates. The JSON columns hold EstimateInput and EstimateTotals as text.
export interface EstimatesTable extends AuthoredColumns {
  id: string;
  number: number;
  project_id: string;
  input_json: string;
  totals_json: string;
  /** Every option's totals (OptionTotals[]); null for a one-option estimate. */
  options_json: string | null;
  /** The option the office chose for the material order (index); null: the first. */
  order_option: number | null;
  total_cents: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface ProposalsTable {
  id: string;
  token_hash: string;
  project_id: string;
  estimate_id: string | null;
  version_number: number;
  snapshot_json: string;
  snapshot_sha256: string;
  customer_name: string;
  state: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'replaced';
  valid_until: string;
  created_at: string;
  created_by: string | null;
  emailed_to: string | null;
  emailed_at: string | null;
  first_viewed_at: string | null;
  last_viewed_at: string | null;
  view_count: Generated<number>;
  decided_at: string | null;
  accepted_option: number | null;
  signer_name: string | null;
  signature_kind: 'drawn' | 'typed' | null;
  signature_png: string | null;
  decline_reason: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  withdrawn_at: string | null;
  withdrawn_by: string | null;
  replaced_by: string | null;
  /** The accepted option's total before tax (migration 025); null unless accepted. */
  accepted_before_tax_cents: number | null;
  /**
   * Migration 032: the language the customer's page was in when they accepted or declined;
   * null while open, and for decisions made before it was recorded.
   */
  decision_language: Language | null;
  version: Generated<number>;
}

export interface PhotosTable extends AuthoredColumns {
  id: string;
  project_id: string;
  tag: 'before' | 'damage' | 'during' | 'after' | 'other';
  caption: string;
  taken_at: string | null;
  latitude: number | null;
  longitude: number | null;
  width: number;
  height: number;
  content_type: string;
  byte_size: number;
  storage_key: string;
  thumb_key: string;
  original_name: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/**
 * The answer to a create sent with an Idempotency-Key (migration 010), per user and key.
 * `status` 0 while the first request is being handled; then its 2xx status and JSON body.
 */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  status: number;
  response_body: string | null;
  location: string | null;
  created_at: string;
}
