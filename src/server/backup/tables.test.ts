import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { dbTargets, startTestApp } from '../testing/test-app';
import { BACKUP_TABLES, NOT_BACKED_UP } from './tables';

// A table a migration adds is either carried by the backup or left out with a reason: a new
// feature's data can never silently miss the backup.

/** Kysely's own bookkeeping of which migrations ran. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

describe.each(dbTargets())('the backup covers every table (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  async function tablesOf(): Promise<string[]> {
    const query =
      t.database.kind === 'postgres'
        ? sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`
        : sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`;
    const { rows } = await query.execute(t.database.db);
    const names = rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
    // On SQLite the search index is several FTS5 tables (project_search, project_search_head,
    // their _data, _idx... shadow tables): all of it counts as the one table named in the list.
    return [
      ...new Set(
        names.map((name) => (name.startsWith('project_search') ? 'project_search' : name)),
      ),
    ];
  }

  it('names every table of the migrated database in BACKUP_TABLES or NOT_BACKED_UP', async () => {
    const carried = new Set<string>(BACKUP_TABLES.map((b) => b.name));
    const excluded = new Set(Object.keys(NOT_BACKED_UP));
    const tables = await tablesOf();
    expect(tables.length).toBeGreaterThan(10);
    const unaccounted = tables.filter((name) => !carried.has(name) && !excluded.has(name));
    expect(unaccounted, 'add each to BACKUP_TABLES, or to NOT_BACKED_UP with a reason').toEqual([]);
    // And each list names real tables only, never one table twice.
    expect([...carried, ...excluded].filter((name) => !tables.includes(name))).toEqual([]);
    expect([...carried].filter((name) => excluded.has(name))).toEqual([]);
  });

  it('gives a reason for every table it leaves out', () => {
    for (const reason of Object.values(NOT_BACKED_UP)) expect(reason.length).toBeGreaterThan(10);
  });
});
