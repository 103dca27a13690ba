import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, userOf } from '../auth/access';
import { dashboardFor } from '../auth/money';
import type { ActivityRepository } from '../db/activity-repository';
import type { ProjectsRepository } from '../db/projects-repository';

/** How many entries of the activity log the dashboard shows. */
const ACTIVITY_SHOWN = 5;

export const dashboardRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  activity: ActivityRepository;
}> = async (app, { projects, activity }) => {
  app.get('/api/dashboard', ANY_ROLE, async (req) => {
    const { role } = userOf(req);
    const [summary, log] = await Promise.all([
      projects.dashboard(),
      activity.recent(role, ACTIVITY_SHOWN),
    ]);
    return dashboardFor(role, { ...summary, activity: log });
  });
};
