import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OWNER_ONLY } from '../auth/access';
import { allowBodyTime } from '../body-timeout';
import {
  backupZipStream,
  checkArchiveFiles,
  openBackupZip,
  restoreArchiveFiles,
} from '../backup/backup-zip';
import type { PhotoFile } from '../backup/photo-files';
import { missingFileErrors, referencedPhotoFiles, storedPhotoKeys } from '../backup/photo-files';
import { receiveToFile, UploadedFile } from '../backup/upload-file';
import type { Db } from '../db/connection';
import type { BackupRows } from '../db/backup';
import { exportAll, firstTableWithData, importAll, ImportRowsError } from '../db/backup';
import { readBackup } from '../db/backup-reader';
import type { PhotoStorage } from '../photos/storage';
import { badRequest, parseOr400, problem, ProblemError } from '../problem';
import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_ZIP_BODY_TIME_MS,
  IMPORT_ZIP_LIMIT_BYTES,
  zipLimitsFor,
} from '../backup/limits';

/** The content types of a zip archive (Windows browsers send the second for .zip files). */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

const exportQuerySchema = z.object({
  format: z
    .enum(['json', 'zip'], { error: 'Format must be json or zip' })
    .optional()
    .default('json'),
});

const notEmpty = (table: string) =>
  new ProblemError(
    problem(
      409,
      `This database already holds data (${table}). A backup can only be loaded into an empty database.`,
    ),
  );

export interface BackupRouteOptions {
  db: Db;
  storage: PhotoStorage;
  /** Where uploaded archives wait while they are checked (the system's temp folder by default). */
  uploadDir?: string;
  /** Largest archive upload (IMPORT_ZIP_LIMIT_BYTES by default; tests make it small). */
  zipLimitBytes?: number;
}

export const backupRoutes: FastifyPluginAsync<BackupRouteOptions> = async (app, options) => {
  const { db, storage } = options;
  const uploadDir = options.uploadDir ?? path.join(os.tmpdir(), 'ridgeline-imports');
  const zipLimit = options.zipLimitBytes ?? IMPORT_ZIP_LIMIT_BYTES;

  // The import reads its body as bytes: a worker thread parses them (see readBackup), not the
  // event loop. These parsers apply to this plugin's routes only.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );
  // An archive goes to a temp file as it arrives; onResponse removes it whatever happened. When
  // the connection closes first (the client left, or the body took too long and was answered
  // 408), the body stream may never end: the closed socket ends the upload instead.
  app.addContentTypeParser(ZIP_TYPES, async (req: FastifyRequest, payload: IncomingMessage) => {
    const socket = req.raw.socket;
    const closed = new AbortController();
    const abort = () => closed.abort();
    socket.once('close', abort);
    try {
      return await receiveToFile(
        payload,
        req.headers['content-length'],
        zipLimit,
        uploadDir,
        closed.signal,
      );
    } finally {
      socket.off('close', abort);
    }
  });

  app.get('/api/export', OWNER_ONLY, async (req, reply) => {
    const { format } = parseOr400(exportQuerySchema, req.query, 'export');
    const doc = await exportAll(db);
    const day = doc.exportedAt.slice(0, 10);
    reply.header('cache-control', 'no-store');
    if (format === 'json') {
      return reply
        .header('content-disposition', `attachment; filename="ridgeline-backup-${day}.json"`)
        .send(doc);
    }
    const files = referencedPhotoFiles(doc.tables);
    // Every file is checked to be there before the first byte is sent: once the download has
    // begun, a missing file can only break it off.
    const stored = await storedPhotoKeys(storage);
    const missing = missingFileErrors(
      files,
      (key) => stored.has(key),
      (f) => `The file ${f.key} is missing from the photo storage`,
    );
    if (missing.length > 0) {
      throw new ProblemError(
        problem(
          409,
          `${missing.length === 1 ? 'A photo file is' : 'Photo files are'} missing from the photo storage (${missing[0]!.path}), so an archive could not be restored. Delete those photos or put their files back, then export again (the JSON export still works).`,
          { errors: missing },
        ),
      );
    }
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="ridgeline-backup-${day}.zip"`);
    // HEAD would otherwise read every photo only to throw the archive away.
    if (req.method === 'HEAD') return reply.send();
    const json = Buffer.from(JSON.stringify(doc));
    return reply.send(backupZipStream(json, files, storage, new Date(doc.exportedAt)));
  });

  // One import at a time on this server: a second would read another large body only to be
  // refused once the first has filled the database.
  let importing = false;

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

  async function importJson(bytes: Buffer) {
    const checked = await readBackup(bytes);
    if (!checked.ok) throw badRequest('backup', checked.errors);
    // Rows of photos without their files would show broken images: the files must already be
    // in the storage (copied there by hand), or come in the zip archive.
    const files = referencedPhotoFiles(checked.doc.tables);
    if (files.length > 0) {
      const stored = await storedPhotoKeys(storage);
      const missing = missingFileErrors(
        files,
        (key) => stored.has(key),
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
    }
    return { imported: await importRows(checked.doc) };
  }

  /**
   * All or nothing: the archive and its data are checked whole, the files are written to the
   * storage, then the rows go in one transaction; if the rows fail, the files written are
   * removed again. Files no record refers to any more (left when a database was emptied by hand)
   * are removed only once the import has succeeded.
   */
  async function importZip(upload: UploadedFile) {
    const archive = await openBackupZip(upload.file, zipLimitsFor(zipLimit));
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
      await storage.remove(stale).catch((e: unknown) => app.log.warn(e, 'stale photo files'));
      return { imported: counts, files: files.length };
    } finally {
      archive.close();
    }
  }

  app.post(
    '/api/import',
    {
      ...OWNER_ONLY,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      // Runs before the body is read: a refusal costs nothing, however large the body.
      onRequest: async (req, reply) => {
        if (importing) {
          throw new ProblemError(
            problem(409, 'Another backup is being imported. Try again when it has finished.'),
          );
        }
        importing = true;
        reply.raw.once('close', () => {
          importing = false;
        });
        const table = await firstTableWithData(db);
        if (table) throw notEmpty(table);
        // Route hooks run after the access guard: only the signed-in owner gets this long.
        if (ZIP_TYPES.includes(req.headers['content-type']?.split(';')[0]?.trim() ?? '')) {
          allowBodyTime(req, IMPORT_ZIP_BODY_TIME_MS);
        }
      },
      onResponse: async (req) => {
        if (req.body instanceof UploadedFile) await req.body.remove();
      },
    },
    async (req, reply) => {
      if (req.body instanceof UploadedFile) {
        // Restoring thousands of photos can take minutes with nothing sent either way: the
        // connection's idle timeout must not end it. The answer then closes the connection.
        req.raw.socket.setTimeout(0);
        reply.header('connection', 'close');
        try {
          return await reply.code(201).send(await importZip(req.body));
        } finally {
          await req.body.remove();
        }
      }
      // Only a JSON body arrives as bytes (the parser above); any other type is not a backup.
      if (!Buffer.isBuffer(req.body)) {
        throw new ProblemError(
          problem(
            415,
            'Send the backup as JSON (content-type: application/json) or as its zip archive (content-type: application/zip).',
          ),
        );
      }
      return reply.code(201).send(await importJson(req.body));
    },
  );
};
