import type { BackupCheck, BackupRun } from '../../domain/backup/backups';
import type { Db } from './connection';
import type { BackupRunsTable } from './schema';

const toRun = (r: BackupRunsTable): BackupRun => ({
  id: r.id,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  fileName: r.file_name,
  sizeBytes: r.size_bytes === null ? null : Number(r.size_bytes),
  checked:
    r.checked_projects === null
      ? null
      : {
          projects: Number(r.checked_projects),
          estimates: Number(r.checked_estimates ?? 0),
          photoFiles: Number(r.checked_photo_files ?? 0),
        },
  message: r.message,
});

/** The log of backups (migration 017). */
export function backupRunsRepository(db: Db) {
  return {
    /**
     * Claims a slot: true if this call inserted the run, false if another server (or an earlier
     * call) already had it. One insert with ON CONFLICT DO NOTHING, so of several servers
     * sharing one PostgreSQL exactly one makes a scheduled backup.
     */
    async claim(run: {
      id: string;
      slot: string;
      trigger: BackupRunsTable['trigger'];
      startedAt: string;
    }): Promise<boolean> {
      const result = await db
        .insertInto('backup_runs')
        .values({
          id: run.id,
          slot: run.slot,
          trigger: run.trigger,
          status: 'running',
          started_at: run.startedAt,
          finished_at: null,
          file_name: null,
          size_bytes: null,
          message: null,
          checked_projects: null,
          checked_estimates: null,
          checked_photo_files: null,
        })
        .onConflict((oc) => oc.column('slot').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async finish(
      id: string,
      outcome: {
        status: 'ok' | 'failed';
        finishedAt: string;
        fileName: string | null;
        sizeBytes: number | null;
        checked: BackupCheck | null;
        message: string | null;
      },
    ): Promise<void> {
      await db
        .updateTable('backup_runs')
        .set({
          status: outcome.status,
          finished_at: outcome.finishedAt,
          file_name: outcome.fileName,
          size_bytes: outcome.sizeBytes,
          message: outcome.message,
          checked_projects: outcome.checked?.projects ?? null,
          checked_estimates: outcome.checked?.estimates ?? null,
          checked_photo_files: outcome.checked?.photoFiles ?? null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Runs still marked running that started before `before`: their server stopped mid-way. */
    async failAbandoned(before: string, finishedAt: string): Promise<void> {
      await db
        .updateTable('backup_runs')
        .set({
          status: 'failed',
          finished_at: finishedAt,
          message: 'The server stopped before this backup was finished',
        })
        .where('status', '=', 'running')
        .where('started_at', '<', before)
        .execute();
    },

    async get(id: string): Promise<BackupRun | undefined> {
      const row = await db
        .selectFrom('backup_runs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRun(row);
    },

    /** Newest first. */
    async list(limit: number): Promise<BackupRun[]> {
      const rows = await db
        .selectFrom('backup_runs')
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRun);
    },

    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('backup_runs').where('id', 'in', ids).execute();
    },
  };
}

export type BackupRunsRepository = ReturnType<typeof backupRunsRepository>;
