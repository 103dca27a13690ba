import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DbHandle } from './connection';
import { migrateTo } from './migrate';
import { backupRunsRepository } from './backup-runs-repository';
import { dbTargets, openTestDatabase } from '../testing/test-app';

/** Backups checked before migration 034 kept an English sentence; it becomes counts. */
describe.each(dbTargets())('migration 034 (backup check counts) on %s', (target) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  afterEach(async () => {
    await handle.db.destroy();
    await cleanup();
  });

  it("reads the counts out of a good backup's message and leaves a failure's reason", async () => {
    ({ database: handle, cleanup } = await openTestDatabase(target));
    const db = handle.db;
    await migrateTo(db, '033-company-language');
    const rows = [
      ['a', '2026-11-01', 'ok', 'Checked: 1,204 projects, 1 estimate, 3 photo files'],
      ['b', '2026-11-02', 'ok', 'Checked: 1 project, 0 estimates, 1 photo file'],
      ['c', '2026-11-03', 'failed', 'ENOSPC: no space left on device'],
    ] as const;
    for (const [id, day, status, message] of rows) {
      await sql`insert into backup_runs (id, slot, trigger, status, started_at, finished_at,
                message) values (${id}, ${id}, 'manual', ${status}, ${`${day}T02:00:00Z`},
                ${`${day}T02:01:00Z`}, ${message})`.execute(db);
    }
    await migrateTo(db);
    const runs = await backupRunsRepository(db).list(10);
    expect(runs.map((r) => [r.id, r.checked, r.message])).toEqual([
      ['c', null, 'ENOSPC: no space left on device'],
      ['b', { projects: 1, estimates: 0, photoFiles: 1 }, null],
      ['a', { projects: 1204, estimates: 1, photoFiles: 3 }, null],
    ]);
  });
});
