import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { BackupCheck } from '../../domain/backup/backups';
import { readBackup } from './read-backup';
import type { DbOptions } from '../db/connection';
import type { PhotoStorage } from '../photos/storage';
import { ProblemError } from '../problem';
import { backupZipStream, checkArchiveFiles, openBackupZip } from './backup-zip';
import type { BackupStore } from './backup-store';
import { exportInWorker } from './export-in-worker';
import { zipLimitsFor } from './limits';
import { filesMissingFromStorage, referencedPhotoFiles } from './photo-files';

/** A backup that could not be made or did not pass its check: the message says why. */
export class BackupFailed extends Error {}

export interface MadeBackup {
  fileName: string;
  sizeBytes: number;
  /** What the check counted in the archive it reopened. */
  checked: BackupCheck;
}

/** `ridgeline-backup-2026-11-26T02-00-00Z-1a2b3c4d.zip`: sorts by time, unique by the id. */
export function backupFileName(at: Date, id: string): string {
  const time = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `ridgeline-backup-${time}Z-${id.replaceAll('-', '').slice(-8)}.zip`;
}

/**
 * Makes one backup: the same zip as GET /api/export?format=zip (backup.json and every photo
 * file), written to a temp file, then checked as an import would check it (the archive reopened,
 * backup.json validated with the import's own rules, every file it names present), and only
 * then kept under its name. A backup that fails anywhere leaves no file behind.
 */
export async function makeBackup(input: {
  id: string;
  at: Date;
  database: DbOptions;
  photos: PhotoStorage;
  store: BackupStore;
}): Promise<MadeBackup> {
  const { id, at, photos, store } = input;
  const exported = await exportInWorker(input.database);
  const missing = await filesMissingFromStorage(exported.files, photos);
  if (missing.length > 0) {
    throw new BackupFailed(
      `${missing.length} photo ${missing.length === 1 ? 'file is' : 'files are'} missing from the photo storage (${missing[0]!.message}); delete those photos or put their files back`,
    );
  }
  const temp = store.tempPath(id);
  try {
    const json = Buffer.from(
      exported.json.buffer,
      exported.json.byteOffset,
      exported.json.byteLength,
    );
    await pipeline(
      backupZipStream(json, exported.files, photos, new Date(exported.exportedAt)),
      fs.createWriteStream(temp),
    );
    const checked = await checkBackupFile(temp);
    const { size } = await fs.promises.stat(temp);
    const fileName = backupFileName(at, id);
    await store.keep(temp, fileName);
    return { fileName, sizeBytes: size, checked };
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/** Reopens a written archive and checks it whole, as POST /api/import would; throws BackupFailed. */
export async function checkBackupFile(file: string): Promise<BackupCheck> {
  try {
    const archive = await openBackupZip(file, zipLimitsFor());
    try {
      const checked = await readBackup(await archive.readJson());
      if (!checked.ok) {
        const first = checked.errors[0];
        throw new BackupFailed(
          `backup.json does not pass the import's check: ${first ? `${first.path}: ${first.message}` : 'invalid'}`,
        );
      }
      const files = referencedPhotoFiles(checked.doc.tables);
      checkArchiveFiles(archive, files);
      const count = (table: string) => checked.doc.tables[table]?.length ?? 0;
      return {
        projects: count('projects'),
        estimates: count('estimates'),
        photoFiles: files.length,
      };
    } finally {
      archive.close();
    }
  } catch (e) {
    if (e instanceof ProblemError)
      throw new BackupFailed(`The archive does not pass the import's check: ${e.message}`);
    throw e;
  }
}
