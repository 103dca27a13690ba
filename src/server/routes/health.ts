import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../auth/access';
import type { DbHandle } from '../db/connection';

export const healthRoutes: FastifyPluginAsync<{ database: DbHandle }> = async (
  app,
  { database },
) => {
  app.get('/api/health', PUBLIC, async () => {
    // A real round trip, so a load balancer takes an instance whose database is gone out of service.
    await database.ping();
    return { status: 'ok', database: database.kind };
  });
};
