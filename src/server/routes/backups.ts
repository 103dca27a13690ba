import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { OWNER_ONLY } from '../auth/access';
import type { BackupStatus } from '../../domain/backup/backups';
import type { BackupService } from '../backup/backup-service';
import type { RestoreService } from '../backup/restore';
import { parseOr400 } from '../problem';

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The backups the server makes (Settings -> Backups): the list with each one's check, "Back up
 * now", the download of a backup's zip, and its restore into a server with no projects yet. The
 * owner's only: a backup is every record and photo.
 */
export const backupsRoutes: FastifyPluginAsync<{
  backups: BackupService;
  restore: RestoreService;
}> = async (app, { backups, restore }) => {
  app.get('/api/backups', OWNER_ONLY, async (_req, reply): Promise<BackupStatus> => {
    reply.header('cache-control', 'no-store');
    return {
      ...(await backups.status()),
      canRestore: await restore.isEmpty(),
      restoreMaxBytes: restore.zipLimit,
    };
  });

  // Answers once the backup is recorded; it is made in the background and shows in the list.
  app.post('/api/backups', OWNER_ONLY, async (_req, reply) => {
    const backup = await backups.runNow();
    return reply.code(202).send({ backup });
  });

  app.get('/api/backups/:id/download', OWNER_ONLY, async (req, reply) => {
    const { id } = parseOr400(idParams, req.params, 'backup');
    const file = await backups.keptFile(id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.byteSize))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  // Into a server with no projects yet, all or nothing, as POST /api/import. The backup's team
  // replaces this server's, so the owner who asked is signed out by it (the answer says so).
  app.post('/api/backups/:id/restore', OWNER_ONLY, async (req, reply) => {
    const { id } = parseOr400(idParams, req.params, 'backup');
    const release = restore.claim();
    try {
      await restore.refuseIfNotEmpty();
      const file = await backups.keptFile(id);
      // Restoring thousands of photos can take minutes with nothing sent either way.
      req.raw.socket.setTimeout(0);
      reply.header('connection', 'close');
      return await reply.code(201).send(await restore.importKeptZip(file.body, file.byteSize));
    } finally {
      release();
    }
  });
};
