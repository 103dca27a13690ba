import type { Migration, MigrationProvider } from 'kysely';
import { isPostgres, type Db } from './connection';
import { Migrator, sql } from 'kysely';
import * as m001 from './migrations/001-projects';
import * as m002 from './migrations/002-settings';
import * as m003 from './migrations/003-estimates';
import * as m004 from './migrations/004-map';
import * as m005 from './migrations/005-project-totals';
import * as m006 from './migrations/006-accounts';
import * as m007 from './migrations/007-takeoff';
import * as m008 from './migrations/008-proposals';
import * as m009 from './migrations/009-photos';
import * as m010 from './migrations/010-idempotency';
import * as m011 from './migrations/011-order-option';
import * as m016 from './migrations/016-sign-in-attempts';
import * as m017 from './migrations/017-backup-runs';
import * as m018 from './migrations/018-stages';
import * as m019 from './migrations/019-project-search';
import * as m020 from './migrations/020-schedule';
import * as m021 from './migrations/021-crew-day';
import * as m022 from './migrations/022-invoices';
import * as m023 from './migrations/023-costing';
import * as m024 from './migrations/024-payments-online';
import * as m025 from './migrations/025-accepted-revenue';
import * as m028 from './migrations/028-report-periods';
import * as m029 from './migrations/029-estimated-tax';
import * as m030 from './migrations/030-languages';
import * as m031 from './migrations/031-customer-language';
import * as m032 from './migrations/032-decision-language';
import * as m033 from './migrations/033-company-language';
import * as m034 from './migrations/034-backup-check-counts';
import * as m035 from './migrations/035-activity-detail';

// Migrations are imported, not read from disk, so the bundled server carries them with it.
const migrations: Record<string, Migration> = {
  '001-projects': m001,
  '002-settings': m002,
  '003-estimates': m003,
  '004-map': m004,
  '005-project-totals': m005,
  '006-accounts': m006,
  '007-takeoff': m007,
  '008-proposals': m008,
  '009-photos': m009,
  '010-idempotency': m010,
  '011-order-option': m011,
  '016-sign-in-attempts': m016,
  '017-backup-runs': m017,
  '018-stages': m018,
  '019-project-search': m019,
  '020-schedule': m020,
  '021-crew-day': m021,
  '022-invoices': m022,
  '023-costing': m023,
  '024-payments-online': m024,
  '025-accepted-revenue': m025,
  '028-report-periods': m028,
  '029-estimated-tax': m029,
  '030-languages': m030,
  '031-customer-language': m031,
  '032-decision-language': m032,
  '033-company-language': m033,
  '034-backup-check-counts': m034,
  '035-activity-detail': m035,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  await migrateTo(db);
}

/** Migrates to `name` (or the latest): tests bring a database to an old state with it. */
export async function migrateTo(db: Db, name?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error, results } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
 * with two schemas on one server (tests, or two Ridgelines side by side) it would find the
 * other's lock table and fail. The schema is the one the connection's search_path picks.
 */
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db)) return {};
  const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  const schema = r.rows[0]?.s;
  return schema ? { migrationTableSchema: schema } : {};
}
