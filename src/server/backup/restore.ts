// Loading a backup into a server with no projects yet: the one way a backup goes in, whether it
// arrives as JSON or as a zip archive (POST /api/import) or is one the server made itself
// (POST /api/backups/:id/restore). All or nothing: nothing is stored unless all of it is.
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { RestoreResult } from '../../domain/backup/backups';
import type { Db } from '../db/connection';
import type { PhotoStorage } from '../photos/storage';
import { badRequest, problem, ProblemError } from '../problem';
import { checkArchiveFiles, openBackupZip, restoreArchiveFiles } from './backup-zip';
import { firstTableWithData, importAll, ImportRowsError } from './import';
import { IMPORT_ZIP_LIMIT_BYTES, zipLimitsFor } from './limits';
import type { PhotoFile } from './photo-files';
import { filesMissingFromStorage, referencedPhotoFiles, storedPhotoKeys } from './photo-files';
import { readBackup } from './read-backup';
import type { BackupRows } from './tables';
import { receiveToFile } from './upload-file';

const notEmpty = (table: string) =>
  new ProblemError(
    problem(
      409,
      `This database already holds data (${table}). A backup can only be loaded into an empty database.`,
    ),
  );

export function restoreService(deps: {
  db: Db;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  /** Largest archive (IMPORT_ZIP_LIMIT_BYTES by default; tests make it small). */
  zipLimitBytes?: number;
  /** Where archives wait while they are checked (the system's temp folder by default). */
  uploadDir?: string;
}) {
  const { db, storage, log } = deps;
  const zipLimit = deps.zipLimitBytes ?? IMPORT_ZIP_LIMIT_BYTES;
  const uploadDir = deps.uploadDir ?? path.join(os.tmpdir(), 'ridgeline-imports');
  // One restore at a time on this server: a second would read another large backup only to be
  // refused once the first has filled the database.
  let restoring = false;

  /** Loads checked rows; a row the database refuses is the client's data, named with a 400. */
  async function importRows(doc: BackupRows) {
    try {
      const result = await importAll(db, doc);
      if (result.kind === 'not-empty') throw notEmpty(result.table);
      return result.counts;
    } catch (e) {
      if (e instanceof ImportRowsError) {
        const path = `tables.${e.table}.${e.firstRow}`;
        const message = `Rows of ${e.table} from row ${e.firstRow} break a rule of the database (e.g. a value out of range)`;
        throw new ProblemError(
          problem(400, `Invalid backup: ${path}: ${message}`, { errors: [{ path, message }] }),
        );
      }
      throw e;
    }
  }

  const service = {
    zipLimit,
    uploadDir,

    /** No user data yet (settings, the price list and the team do not count): a restore may go in. */
    async isEmpty(): Promise<boolean> {
      return (await firstTableWithData(db)) === null;
    },

    /**
     * Takes this server's one restore slot (409 when another restore holds it); the caller frees
     * it with the function answered once its request is over. Synchronous, so two requests at
     * the same moment cannot both get it.
     */
    claim(): () => void {
      if (restoring) {
        throw new ProblemError(
          problem(409, 'Another backup is being imported. Try again when it has finished.'),
        );
      }
      restoring = true;
      return () => {
        restoring = false;
      };
    },

    /** 409 when the database already holds user data (checked again when the rows go in). */
    async refuseIfNotEmpty(): Promise<void> {
      const table = await firstTableWithData(db);
      if (table) throw notEmpty(table);
    },

    async importJson(bytes: Buffer): Promise<RestoreResult> {
      const checked = await readBackup(bytes);
      if (!checked.ok) throw badRequest('backup', checked.errors);
      // Rows of photos without their files would show broken images: the files must already
      // be in the storage (copied there by hand), or come in the zip archive.
      const missing = await filesMissingFromStorage(
        referencedPhotoFiles(checked.doc.tables),
        storage,
        (f) => `The file ${f.key} is not in the photo storage`,
      );
      if (missing.length > 0) {
        throw new ProblemError(
          problem(
            400,
            'This backup has photos whose files are not in the photo storage: import the zip archive (GET /api/export?format=zip) instead.',
            { errors: missing },
          ),
        );
      }
      return { imported: await importRows(checked.doc) };
    },

    /**
     * The archive and its data are checked whole, the files are written to the storage, then
     * the rows go in one transaction; if the rows fail, the files written are removed again.
     * Files no record refers to any more (left when a database was emptied by hand) are removed
     * only once the import has succeeded.
     */
    async importZip(file: string): Promise<RestoreResult> {
      const archive = await openBackupZip(file, zipLimitsFor(zipLimit));
      try {
        const checked = await readBackup(await archive.readJson());
        if (!checked.ok) throw badRequest('backup', checked.errors);
        const files: PhotoFile[] = referencedPhotoFiles(checked.doc.tables);
        checkArchiveFiles(archive, files);
        const before = await storedPhotoKeys(storage);
        const written = await restoreArchiveFiles(archive, files, storage, before);
        let counts: Record<string, number>;
        try {
          counts = await importRows(checked.doc);
        } catch (e) {
          await storage.remove(written);
          throw e;
        }
        const referenced = new Set(files.map((f) => f.key));
        const stale = [...before].filter((key) => !referenced.has(key));
        await storage.remove(stale).catch((e: unknown) => log.warn(e, 'stale photo files'));
        return { imported: counts, files: files.length };
      } finally {
        archive.close();
      }
    },

    /**
     * Restores a backup the server keeps (Settings -> Backups). It is copied to a temp file
     * first, as an upload is: the archive is read at random (its directory is at the end), and
     * an S3 object can only be streamed.
     */
    async importKeptZip(body: Readable, byteSize: number): Promise<RestoreResult> {
      const copy = await receiveToFile(body, String(byteSize), zipLimit, uploadDir).catch(
        (e: unknown) => {
          // Refused before it was read (too large, no room): the file stays open otherwise.
          body.destroy();
          throw e;
        },
      );
      try {
        return await service.importZip(copy.file);
      } finally {
        await copy.remove();
      }
    },
  };
  return service;
}

export type RestoreService = ReturnType<typeof restoreService>;
