import type { z } from 'zod';
import type { Database } from '../db/schema';
import { activityRow, materialsRow, settingsRow, usersRow } from './rows-company';
import { photosRow } from './rows-photos';
import { estimatesRow, projectsRow, roofOutlinesRow } from './rows-projects';
import { proposalsRow } from './rows-proposals';
import {
  invoiceCountersRow,
  invoiceLinesRow,
  invoiceSettingsRow,
  invoicesRow,
  paymentsRow,
} from './rows-invoices';
import { leadSourcesRow, pipelineStagesRow, stageMovesRow } from './rows-pipeline';
import { crewMembersRow, crewsRow, scheduleEventsRow, scheduleSettingsRow } from './rows-schedule';
import {
  commissionPlansRow,
  costingSettingsRow,
  crewDayRatesRow,
  crewTimeLogsRow,
  jobCostsRow,
} from './rows-costing';

/**
 * What a backup holds: every table whose rows a user would miss, in dependency order (a table
 * comes after the tables it refers to), because import inserts in this order and empties in
 * the reverse order.
 *
 * ADDING A TABLE takes one line here: its name, the column to sort the export by (so two
 * exports of the same data are byte-identical), a zod schema of one row as stored (snake_case
 * columns; `rowSchemaFromDomain` maps a domain schema's camelCase keys when they match the
 * columns), and `replace: true` when a migration creates rows in it (settings, the default
 * price list), so import replaces those rows instead of refusing a "non-empty" database.
 *   { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
 * The row schema is as strict as the API's own writes (the domain's input schemas, ids,
 * timestamps and serials from stored-records.ts): an import must never store a record the app
 * could not later open, price, print or save.
 * A table that is not the user's data goes in NOT_BACKED_UP below with the reason instead
 * (tables.test.ts fails for a table in neither list).
 * A backup from before a table existed still imports: a missing table counts as empty.
 */
export const BACKUP_TABLES: readonly BackupTable[] = [
  // The importing owner's own account (and the log of its creation) give way to the backup's.
  { name: 'users', orderBy: 'id', row: usersRow, replace: true },
  { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
  { name: 'materials', orderBy: 'id', row: materialsRow, replace: true },
  // Before projects, which name them (and whose totals' triggers read them).
  { name: 'pipeline_stages', orderBy: 'id', row: pipelineStagesRow, replace: true },
  { name: 'lead_sources', orderBy: 'id', row: leadSourcesRow, replace: true },
  { name: 'projects', orderBy: 'id', row: projectsRow },
  { name: 'photos', orderBy: 'id', row: photosRow },
  { name: 'estimates', orderBy: 'id', row: estimatesRow },
  { name: 'proposals', orderBy: 'id', row: proposalsRow },
  { name: 'roof_outlines', orderBy: 'project_id', row: roofOutlinesRow },
  { name: 'stage_moves', orderBy: 'id', row: stageMovesRow },
  { name: 'schedule_settings', orderBy: 'id', row: scheduleSettingsRow, replace: true },
  { name: 'crews', orderBy: 'id', row: crewsRow },
  { name: 'crew_members', orderBy: 'id', row: crewMembersRow },
  { name: 'schedule_events', orderBy: 'id', row: scheduleEventsRow },
  // Job costing: a job's costs and crew time after its project; plans and rates by id.
  { name: 'job_costs', orderBy: 'id', row: jobCostsRow },
  { name: 'crew_time_logs', orderBy: 'id', row: crewTimeLogsRow },
  { name: 'commission_plans', orderBy: 'user_id', row: commissionPlansRow },
  { name: 'crew_day_rates', orderBy: 'crew_id', row: crewDayRatesRow },
  { name: 'costing_settings', orderBy: 'id', row: costingSettingsRow, replace: true },
  { name: 'invoice_settings', orderBy: 'id', row: invoiceSettingsRow, replace: true },
  { name: 'invoice_counters', orderBy: 'year', row: invoiceCountersRow },
  { name: 'invoices', orderBy: 'id', row: invoicesRow },
  { name: 'invoice_lines', orderBy: 'id', row: invoiceLinesRow },
  // By id (time-ordered): a refund comes after the payment it names.
  { name: 'payments', orderBy: 'id', row: paymentsRow },
  { name: 'activity', orderBy: 'id', row: activityRow, replace: true },
];

/**
 * The tables a backup leaves out on purpose, and why. Every other table of the database must be
 * in BACKUP_TABLES (tables.test.ts checks the migrated database on SQLite and PostgreSQL).
 */
export const NOT_BACKED_UP: Readonly<Partial<Record<keyof Database | 'project_search', string>>> = {
  // Sessions and one-time links are not data: a restore signs everyone out.
  sessions: 'signed-in sessions end with a restore; the team signs in again',
  user_tokens: 'invitation and reset links are for the server that made them',
  sign_in_attempts: 'the sign-in throttle counts attempts on this server only',
  idempotency_keys: 'replays of recent writes, kept a day, meaningless on another server',
  backup_runs: 'the list of backups belongs to the server that keeps their files',
  geocode_cache: 'a cache of address look-ups, rebuilt on use',
  rain_delays: 'the undo of recent rain delays; the moves themselves are in the events',
  project_totals: 'kept by triggers from the projects rows as they are inserted',
  project_search:
    'the search index (on SQLite, its FTS5 tables), kept by triggers as projects are inserted',
};

export interface BackupTable {
  name: keyof Database;
  orderBy: string;
  /** Built on first use, like the domain's schemas. */
  row: () => z.ZodType<Record<string, unknown>>;
  /** Rows that migrations create: import replaces them rather than requiring an empty table. */
  replace?: boolean;
}

export const BACKUP_FORMAT = 'ridgeline-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

export interface BackupRows {
  tables: Record<string, Record<string, unknown>[]>;
}
