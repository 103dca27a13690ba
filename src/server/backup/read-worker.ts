// The entry of a backup-reading worker thread (see read-backup.ts): parses and checks one
// backup, then hands its rows back in small messages, so a 50 MB restore never holds the API's
// event loop for the length of a JSON.parse or a validation pass.
import { parentPort, workerData } from 'node:worker_threads';
import type { FieldError } from '../../domain/common/field-errors';
import { knownTemplates } from '../../domain/common/messages';
import { checkBackupText } from './validate';

export type BackupWorkerMessage =
  | { kind: 'rows'; table: string; rows: Record<string, unknown>[] }
  | { kind: 'done' }
  // With the templates the messages were filled in from, so the main thread can translate them.
  | { kind: 'invalid'; errors: FieldError[]; templates: string[] };

/** Rows per message: each is a few hundred kilobytes for the main thread to take in. */
const ROWS_PER_MESSAGE = 1_000;

const port = parentPort;
if (!port) throw new Error('backup-worker runs only as a worker thread');

const send = (m: BackupWorkerMessage) => port.postMessage(m);

async function read(bytes: Uint8Array) {
  const checked = await checkBackupText(new TextDecoder().decode(bytes));
  if (!checked.ok) {
    send({ kind: 'invalid', errors: checked.errors, templates: knownTemplates() });
    return;
  }
  for (const [table, rows] of Object.entries(checked.doc.tables)) {
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
      send({ kind: 'rows', table, rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
    }
  }
  send({ kind: 'done' });
}

void read(workerData as Uint8Array);
