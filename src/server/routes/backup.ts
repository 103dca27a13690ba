import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connection';
import { backupDocumentSchema, exportAll, importAll, ImportRowsError } from '../db/backup';
import { parseOr400, problem, ProblemError } from '../problem';

/**
 * A backup is far larger than any other request body: 100,000 projects export as about 44 MB
 * (bench/projects-scale.ts), so the limit leaves room for that plus estimates.
 */
export const IMPORT_BODY_LIMIT_BYTES = 100 * 1024 * 1024;

export const backupRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/export', async (_req, reply) => {
    const doc = await exportAll(db);
    const day = doc.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="ridgeline-backup-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(doc);
  });

  app.post('/api/import', { bodyLimit: IMPORT_BODY_LIMIT_BYTES }, async (req, reply) => {
    const doc = parseOr400(backupDocumentSchema, req.body, 'backup');
    try {
      const result = await importAll(db, doc);
      if (result.kind === 'not-empty') {
        throw new ProblemError(
          problem(
            409,
            `This database already holds data (${result.table}). A backup can only be loaded into an empty database.`,
          ),
        );
      }
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
  });
};
