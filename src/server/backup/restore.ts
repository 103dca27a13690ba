// Loading a backup into a server with no projects yet: the one way a backup goes in, whether it
// arrives as JSON or as a zip archive (POST /api/import) or is one the server made itself
// (POST /api/backups/:id/restore). All or nothing: nothing is stored unless all of it is.
import type { FastifyBaseLogger } from 'fastify';
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

export interface Restored {
  /** Rows stored, per table. */
  imported: Record<string, number>;
  /** Photo files restored from the archive (absent for a JSON backup). */
  files?: number;
}

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
}) {
  const { db, storage, log } = deps;
  const zipLimit = deps.zipLimitBytes ?? IMPORT_ZIP_LIMIT_BYTES;
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

  return {
    zipLimit,

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

    async importJson(bytes: Buffer): Promise<Restored> {
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
    async importZip(file: string): Promise<Restored> {
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
  };
}

export type RestoreService = ReturnType<typeof restoreService>;
