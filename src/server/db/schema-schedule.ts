import type { Generated } from 'kysely';
import type { AuthoredColumns } from './schema';

// The schedule's tables (migrations 020, 021), apart from schema.ts to keep that file short.

/** Crews (migration 020): archived, never deleted. */
export interface CrewsTable {
  id: string;
  name: string;
  colour: string;
  kind: 'crew' | 'subcontractor';
  phone: string;
  lead_user_id: string | null;
  archived_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CrewMembersTable {
  /** `${crew_id}:${user_id}`. */
  id: string;
  crew_id: string;
  user_id: string;
}

/**
 * Events on projects (migration 020). Delivery and production: start_date..end_date (dates,
 * end included), null instants; inspection and other: starts_at..ends_at (UTC), null dates.
 */
export interface ScheduleEventsTable extends AuthoredColumns {
  id: string;
  project_id: string;
  kind: 'inspection' | 'delivery' | 'production' | 'other';
  title: string;
  crew_id: string | null;
  assignee_id: string | null;
  start_date: string | null;
  end_date: string | null;
  starts_at: string | null;
  ends_at: string | null;
  notes: string;
  started_at: string | null;
  finished_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the time zone and working days ("1,2,3,4,5,6", ISO weekdays). */
export interface ScheduleSettingsTable {
  id: number;
  time_zone: string;
  working_days: string;
  version: Generated<number>;
  updated_at: string;
  updated_by: string | null;
}

/** A rain delay's moves (JSON), kept so one undo puts them back. */
export interface RainDelaysTable {
  id: string;
  date: string;
  /** JSON array of the crews chosen, or null for all. */
  crew_ids: string | null;
  moves_json: string;
  created_at: string;
  created_by: string | null;
  undone_at: string | null;
}

/** Each user's private calendar feed (migration 021): only the token's hash is kept. */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** A production event's own checklist, copied from the default when first read (migration 021). */
export interface EventChecklistItemsTable {
  id: string;
  event_id: string;
  position: number;
  label: string;
  done_at: string | null;
  done_by_id: string | null;
  done_by_name: string | null;
}
