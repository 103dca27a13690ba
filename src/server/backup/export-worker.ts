// The entry of a backup-writing worker thread (see export-in-worker.ts): opens its own
// connection to the database, reads every backed-up table in one transaction (one consistent
// moment: a photo never names a project made after the projects were read) and turns the rows
// into backup.json's bytes. On SQLite, reading 100,000 projects and stringifying them would
// otherwise hold the API's event loop for seconds.
import { parentPort, workerData } from 'node:worker_threads';
import { exportAll } from './export';
import type { DbOptions } from '../db/connection';
import { openDatabase } from '../db/connection';
import type { PhotoFile } from './photo-files';
import { referencedPhotoFiles } from './photo-files';

export interface ExportedBackup {
  json: Uint8Array;
  exportedAt: string;
  files: PhotoFile[];
  /** Rows per table, for the owner's list ("212 projects, 1,040 photos"). */
  counts: Record<string, number>;
}

const port = parentPort;
if (!port) throw new Error('export-worker runs only as a worker thread');

const handle = openDatabase(workerData as DbOptions);
try {
  const begin =
    handle.kind === 'postgres'
      ? handle.db.transaction().setIsolationLevel('repeatable read')
      : handle.db.transaction();
  const doc = await begin.execute((trx) => exportAll(trx));
  const json = new TextEncoder().encode(JSON.stringify(doc));
  const out: ExportedBackup = {
    json,
    exportedAt: doc.exportedAt,
    files: referencedPhotoFiles(doc.tables),
    counts: Object.fromEntries(Object.entries(doc.tables).map(([t, rows]) => [t, rows.length])),
  };
  port.postMessage(out, [json.buffer as ArrayBuffer]);
} finally {
  await handle.db.destroy();
}
