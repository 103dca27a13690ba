import type { Db } from '../db/connection';
import type { BackupDocument } from './tables';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BACKUP_TABLES } from './tables';

/** Every backed-up row of every table as one JSON-ready document. */
export async function exportAll(db: Db, now = new Date()): Promise<BackupDocument> {
  const tables: BackupDocument['tables'] = {};
  for (const t of BACKUP_TABLES) {
    // The table list is typed, its columns are not: the rows are copied as they are stored.
    const rows = (await db
      .selectFrom(t.name)
      .selectAll()
      .orderBy(t.orderBy as never)
      .execute()) as Record<string, unknown>[];
    tables[t.name] = rows.map(normalizeRow);
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    tables,
  };
}

// PostgreSQL's bigint arrives as a number (see connection.ts), but a driver could hand back a
// bigint or a Buffer; a backup is JSON, so make every value a JSON value here.
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
