import type { Transaction } from 'kysely';
import type { Db, Tx } from '../db/connection';
import type { Database } from '../db/schema';
import type { BackupRows, BackupTable } from './tables';
import { BACKUP_TABLES } from './tables';
import { yieldToEventLoop } from './validate';

/** The first backed-up table that holds user data (rows migrations made do not count). */
export async function firstTableWithData(db: Tx): Promise<string | null> {
  for (const t of BACKUP_TABLES) {
    if (t.replace) continue;
    const any = await db
      .selectFrom(t.name)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst();
    if (any) return t.name;
  }
  return null;
}

export type ImportResult =
  { kind: 'imported'; counts: Record<string, number> } | { kind: 'not-empty'; table: string };

export class ImportRowsError extends Error {
  constructor(
    readonly table: string,
    readonly firstRow: number,
  ) {
    super(`Rows of ${table} from ${firstRow} could not be stored`);
  }
}

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const CHUNK_COLUMNS_BUDGET = 30_000;

/**
 * Loads a validated document into a database with no user data, all or nothing: one
 * transaction, so a failure half way leaves the database as it was.
 */
export async function importAll(db: Db, doc: BackupRows): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another server on the same database may have
    // imported since the route's early check.
    const table = await firstTableWithData(trx);
    if (table) return { kind: 'not-empty', table };
    const rowsOf = (t: BackupTable) => doc.tables[t.name] ?? [];
    // Rows that migrations made (settings, the default price list) give way to the backup's;
    // a backup without them (made before those tables existed) keeps the defaults.
    for (const t of [...BACKUP_TABLES].reverse()) {
      if (t.replace && rowsOf(t).length > 0) await trx.deleteFrom(t.name).execute();
    }
    const counts: Record<string, number> = {};
    for (const t of BACKUP_TABLES) {
      const rows = rowsOf(t);
      await insertChunked(trx, t.name, rows);
      counts[t.name] = rows.length;
    }
    return { kind: 'imported', counts };
  });
}

async function insertChunked(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: Record<string, unknown>[],
) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(CHUNK_COLUMNS_BUDGET / columns));
  for (let i = 0; i < rows.length; i += size) {
    try {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
    } catch {
      // A constraint the row schema does not know (a CHECK, a foreign key): the client's data.
      throw new ImportRowsError(table, i);
    }
    // SQLite answers synchronously, so without this a restore of 100,000 projects would hold
    // the event loop for its whole insert; health checks and other requests get turns between
    // chunks (requests that need the database wait for the transaction, as they must).
    await yieldToEventLoop();
  }
}
