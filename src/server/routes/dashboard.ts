import type { FastifyPluginAsync } from 'fastify';
import type { ProjectsRepository } from '../db/projects-repository';

export const dashboardRoutes: FastifyPluginAsync<{ projects: ProjectsRepository }> = async (
  app,
  { projects },
) => {
  app.get('/api/dashboard', async () => projects.dashboard());
};
