import type { DbOptions } from '../db/connection';
import { startWorker } from '../worker-entry';
import type { ExportedBackup } from './export-worker';

/** Every backed-up row as backup.json's bytes, read and written in a worker thread. */
export function exportInWorker(options: DbOptions): Promise<ExportedBackup> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(
      'backup-export-worker',
      new URL('./export-worker.ts', import.meta.url),
      { workerData: options },
    );
    let result: ExportedBackup | undefined;
    worker.once('message', (m: ExportedBackup) => {
      result = m;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The backup writer stopped (exit code ${code})`));
    });
  });
}
