import { rememberTemplates } from '../../domain/common/messages';
import { startWorker } from '../worker-entry';
import type { BackupValidation } from './validate';
import { checkBackupText } from './validate';
import type { BackupWorkerMessage } from './read-worker';

/**
 * Below this size a backup is parsed on the event loop: it takes a few milliseconds, less than
 * starting a worker thread.
 */
export const READ_INLINE_MAX_BYTES = 1024 * 1024;

/**
 * Parses and checks a backup's bytes. A large one goes to a worker thread (JSON.parse of a
 * 46 MB backup alone takes about half a second), whose checked rows come back message by
 * message, so the event loop is free between each small batch. The bytes are handed over, not
 * copied.
 */
export async function readBackup(bytes: Buffer): Promise<BackupValidation> {
  if (bytes.byteLength <= READ_INLINE_MAX_BYTES) return checkBackupText(bytes.toString('utf8'));
  return readInWorker(bytes);
}

function readInWorker(bytes: Buffer): Promise<BackupValidation> {
  // Only a buffer that owns its whole memory can be transferred.
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : Uint8Array.prototype.slice.call(bytes);
  const data = new Uint8Array(owned.buffer, 0, owned.byteLength);
  return new Promise((resolve, reject) => {
    const worker = startWorker('backup-worker', new URL('./read-worker.ts', import.meta.url), {
      workerData: data,
      transferList: [data.buffer as ArrayBuffer],
    });
    const tables: Record<string, Record<string, unknown>[]> = {};
    let settled = false;
    const finish = (result: BackupValidation) => {
      settled = true;
      resolve(result);
      void worker.terminate();
    };
    worker.on('message', (m: BackupWorkerMessage) => {
      if (m.kind === 'rows') (tables[m.table] ??= []).push(...m.rows);
      else if (m.kind === 'invalid') {
        rememberTemplates(m.templates);
        finish({ ok: false, errors: m.errors });
      } else finish({ ok: true, doc: { tables } });
    });
    worker.on('error', (e) => {
      if (!settled) reject(e);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The backup reader stopped (exit code ${code})`));
    });
  });
}
