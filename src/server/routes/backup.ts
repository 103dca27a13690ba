import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OWNER_ONLY } from '../auth/access';
import { allowBodyTime } from '../body-timeout';
import { backupZipStream } from '../backup/backup-zip';
import { archiveFilesOf, exportAll } from '../backup/export';
import { IMPORT_BODY_LIMIT_BYTES, IMPORT_ZIP_BODY_TIME_MS } from '../backup/limits';
import type { RestoreService } from '../backup/restore';
import { receiveToFile, UploadedFile } from '../backup/upload-file';
import type { Db } from '../db/connection';
import type { PhotoStorage } from '../photos/storage';
import { parseOr400, problem, ProblemError } from '../problem';

/** The content types of a zip archive (Windows browsers send the second for .zip files). */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

const exportQuerySchema = z.object({
  format: z
    .enum(['json', 'zip'], { error: 'Format must be json or zip' })
    .optional()
    .default('json'),
});

export interface BackupRouteOptions {
  db: Db;
  storage: PhotoStorage;
  /** Loads what is uploaded (and knows the largest archive it takes). */
  restore: RestoreService;
}

export const backupRoutes: FastifyPluginAsync<BackupRouteOptions> = async (app, options) => {
  const { db, storage, restore } = options;
  const { uploadDir, zipLimit } = restore;

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
    const files = await archiveFilesOf(doc, storage);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="ridgeline-backup-${day}.zip"`);
    // HEAD would otherwise read every photo only to throw the archive away.
    if (req.method === 'HEAD') return reply.send();
    const json = Buffer.from(JSON.stringify(doc));
    return reply.send(backupZipStream(json, files, storage, new Date(doc.exportedAt)));
  });

  app.post(
    '/api/import',
    {
      ...OWNER_ONLY,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      // Runs before the body is read: a refusal costs nothing, however large the body.
      onRequest: async (req, reply) => {
        reply.raw.once('close', restore.claim());
        await restore.refuseIfNotEmpty();
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
          return await reply.code(201).send(await restore.importZip(req.body.file));
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
      return reply.code(201).send(await restore.importJson(req.body));
    },
  );
};
