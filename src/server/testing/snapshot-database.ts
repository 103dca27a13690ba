import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/connection';

/**
 * Every row of every table (not only those a backup holds), so any write a refused request
 * made shows up, whichever feature's table it touched.
 */
export async function snapshotDatabase(db: Db): Promise<string> {
  let tables = await db.introspection.getTables();
  if (isPostgres(db)) {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    tables = tables.filter((t) => t.schema === r.rows[0]?.s);
  }
  const parts: string[] = [];
  for (const t of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    // Using a session slides its expiry (at most once a minute): that is reading, not a write
    // a refused request made.
    if (t.name === 'sessions') continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(db);
    parts.push(
      `${t.name}:${rows.rows
        .map(({ last_active_at: _seen, ...row }) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}
