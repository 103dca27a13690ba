import type { Db } from '../db/connection';
import type { PhotoStorage } from '../photos/storage';
import { problem, ProblemError } from '../problem';
import type { PhotoFile } from './photo-files';
import { filesMissingFromStorage, referencedPhotoFiles } from './photo-files';
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

/**
 * The photo files an archive of `doc` carries, each checked to be in storage before the first
 * byte is sent: once a download has begun, a missing file can only break it off. A 409 names
 * the missing ones (an archive without them could not be restored).
 */
export async function archiveFilesOf(
  doc: BackupDocument,
  storage: PhotoStorage,
): Promise<PhotoFile[]> {
  const files = referencedPhotoFiles(doc.tables);
  const missing = await filesMissingFromStorage(files, storage);
  if (missing.length > 0) {
    throw new ProblemError(
      problem(
        409,
        `${missing.length === 1 ? 'A photo file is' : 'Photo files are'} missing from the photo storage (${missing[0]!.path}), so an archive could not be restored. Delete those photos or put their files back, then export again (the JSON export still works).`,
        { errors: missing },
      ),
    );
  }
  return files;
}
