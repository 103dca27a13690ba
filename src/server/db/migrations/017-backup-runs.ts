import type { Kysely } from 'kysely';

// The backups the server made by itself or when the owner asked: when, where the zip is, how
// large, and whether the check after writing found it whole. `slot` is what makes a scheduled
// backup happen once: every server sharing the database tries to insert the same slot (the
// scheduled minute) and only the one whose insert succeeds makes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    // 'schedule' or 'manual'
    .addColumn('trigger', 'text', (c) => c.notNull())
    // 'running', 'ok' or 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'bigint')
    // What the check found (counts when whole), or why the backup failed.
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('backup_runs_started')
    .on('backup_runs')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
