import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, userOf } from '../auth/access';
import { dashboardFor } from '../auth/money';
import type { ActivityRepository } from '../db/activity-repository';
import type { ProjectsRepository } from '../db/projects-repository';

/** How many entries of the activity log the dashboard shows. */
const ACTIVITY_SHOWN = 5;
/** How many recently changed projects stand in for an empty log. */
const CHANGED_SHOWN = 3;

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
    // The projects changed last stand in for the log only while it has nothing this role may
    // see (a company just started, or projects that came in before the log): asked only then,
    // rather than on every visit for a list nobody is shown.
    const recentActivity = log.length > 0 ? [] : await projects.recentlyChanged(CHANGED_SHOWN);
    return dashboardFor(role, { ...summary, activity: log, recentActivity });
  });
};
