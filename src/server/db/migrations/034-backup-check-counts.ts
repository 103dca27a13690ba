import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What the check of a good backup found, as numbers: the page words them in the reader's
 * language ("Verificada: 3 proyectos, …"), where the server's English sentence could not be.
 * Backups checked before kept that sentence in `message`; its counts are read back out of it.
 */
const CHECKED = /^Checked: ([\d,]+) projects?, ([\d,]+) estimates?, ([\d,]+) photo files?$/;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['checked_projects', 'checked_estimates', 'checked_photo_files']) {
    await db.schema.alterTable('backup_runs').addColumn(column, 'integer').execute();
  }
  const { rows } = await sql<{
    id: string;
    message: string | null;
  }>`select id, message from backup_runs where status = 'ok'`.execute(db);
  for (const row of rows) {
    const m = CHECKED.exec(row.message ?? '');
    if (!m) continue;
    const [projects, estimates, photoFiles] = m.slice(1).map((n) => Number(n.replaceAll(',', '')));
    await sql`update backup_runs set checked_projects = ${projects},
              checked_estimates = ${estimates}, checked_photo_files = ${photoFiles},
              message = null where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['checked_projects', 'checked_estimates', 'checked_photo_files']) {
    await db.schema.alterTable('backup_runs').dropColumn(column).execute();
  }
}
