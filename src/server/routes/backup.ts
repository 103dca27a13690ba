import type { FastifyPluginAsync } from 'fastify';
import { OWNER_ONLY } from '../auth/access';
import type { Db } from '../db/connection';
import { exportAll, firstTableWithData, importAll, ImportRowsError } from '../db/backup';
import { readBackup } from '../db/backup-reader';
import { badRequest, problem, ProblemError } from '../problem';

/**
 * A backup is far larger than any other request body: 100,000 projects export as about 44 MB
 * (bench/projects-scale.ts), so the limit leaves room for that plus estimates.
 */
export const IMPORT_BODY_LIMIT_BYTES = 100 * 1024 * 1024;

const notEmpty = (table: string) =>
  new ProblemError(
    problem(
      409,
      `This database already holds data (${table}). A backup can only be loaded into an empty database.`,
    ),
  );

export const backupRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // The import reads its body as bytes: a worker thread parses them (see readBackup), not the
  // event loop. This parser applies to this plugin's routes only.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get('/api/export', OWNER_ONLY, async (_req, reply) => {
    const doc = await exportAll(db);
    const day = doc.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="ridgeline-backup-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(doc);
  });

  // One import at a time on this server: a second would read another large body only to be
  // refused once the first has filled the database.
  let importing = false;

  app.post(
    '/api/import',
    {
      ...OWNER_ONLY,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      // Runs before the body is read: a refusal costs nothing, however large the body.
      onRequest: async (_req, reply) => {
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
      },
    },
    async (req, reply) => {
      // Only a JSON body arrives as bytes (the parser above); any other type is not a backup.
      if (!Buffer.isBuffer(req.body)) {
        throw new ProblemError(
          problem(415, 'Send the backup as JSON (content-type: application/json).'),
        );
      }
      const checked = await readBackup(req.body);
      if (!checked.ok) throw badRequest('backup', checked.errors);
      try {
        const result = await importAll(db, checked.doc);
        if (result.kind === 'not-empty') throw notEmpty(result.table);
        return reply.code(201).send({ imported: result.counts });
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
    },
  );
};
