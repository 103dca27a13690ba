import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { OWNER_ONLY } from '../auth/access';
import type { BackupService } from '../backup/backup-service';
import { parseOr400, problem, ProblemError } from '../problem';

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The backups the server makes (Settings -> Backups): the list with each one's check, "Back up
 * now", and the download of a backup's zip. The owner's only: a backup is every record and photo.
 */
export const backupsRoutes: FastifyPluginAsync<{ backups: BackupService }> = async (
  app,
  { backups },
) => {
  app.get('/api/backups', OWNER_ONLY, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return backups.status();
  });

  // Answers once the backup is recorded; it is made in the background and shows in the list.
  app.post('/api/backups', OWNER_ONLY, async (_req, reply) => {
    const backup = await backups.runNow();
    return reply.code(202).send({ backup });
  });

  app.get('/api/backups/:id/download', OWNER_ONLY, async (req, reply) => {
    const { id } = parseOr400(idParams, req.params, 'backup');
    const run = await backups.get(id);
    if (!run || run.status !== 'ok' || !run.fileName) {
      throw new ProblemError(problem(404, `No finished backup with id ${id}`));
    }
    const file = await backups.open(run.fileName);
    if (!file) {
      throw new ProblemError(
        problem(404, `The file of backup ${id} is no longer where backups are kept`),
      );
    }
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.byteSize))
      .header('content-disposition', `attachment; filename="${run.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
