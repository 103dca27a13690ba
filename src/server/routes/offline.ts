import type { FastifyPluginAsync } from 'fastify';
import type { Role } from '../../domain/account/account';
import type { OfflineProject, OfflineProjects } from '../../domain/project/offline-projects';
import { offlineProjectsQuerySchema } from '../../domain/project/offline-projects';
import { ANY_ROLE, OFFICE, userOf } from '../auth/access';
import { projectFor } from '../auth/money';
import type { EstimatesRepository } from '../db/estimates-repository';
import type { PhotosRepository } from '../db/photos-repository';
import { photoOf } from '../db/photos-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { ProposalsRepository } from '../db/proposals-repository';
import type { RoofOutlinesRepository } from '../db/roof-outlines-repository';
import type { Repositories } from '../db/repositories';
import { eventsOfProjects } from '../services/schedule-events';
import { parseOr400 } from '../problem';

/**
 * Whether the caller's role may call a route with that rule. The estimates and proposals lists
 * are OFFICE routes (estimates.ts, proposals.ts): a role they refuse gets neither here.
 */
const allows = (rule: { config: { access: readonly Role[] } }, role: Role) =>
  rule.config.access.includes(role);

/**
 * Everything a phone keeps to open the most recently changed projects with no signal. Each part
 * is what the project's own route answers this caller, from the same repository functions and
 * the same money rule, so an answer kept from here and one kept from the page itself are alike.
 * One query per table whatever the number of projects.
 */
export const offlineRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  estimates: EstimatesRepository;
  outlines: RoofOutlinesRepository;
  photos: PhotosRepository;
  proposals: ProposalsRepository;
  /** A project's schedule (crews: who sees which event) and its crew's time. */
  repos: Pick<Repositories, 'schedule' | 'crews' | 'costing'>;
}> = async (app, { projects, estimates, outlines, photos, proposals, repos }) => {
  app.get('/api/offline/projects', ANY_ROLE, async (req): Promise<OfflineProjects> => {
    const { limit } = parseOr400(offlineProjectsQuerySchema(), req.query, 'query');
    const user = userOf(req);
    const { role } = user;
    const office = allows(OFFICE, role);
    const recent = await projects.recentlyChanged(limit);
    const ids = recent.map((p) => p.id);
    const [outlinesOf, photosOf, eventsOf, timeOf, estimatesOf, proposalsOf] = await Promise.all([
      outlines.getMany(ids),
      photos.listForProjects(ids),
      eventsOfProjects(repos, ids, user),
      repos.costing.timeOfProjects(ids),
      office ? estimates.listForProjects(ids) : undefined,
      office ? proposals.listForProjects(ids) : undefined,
    ]);
    return {
      projects: recent.map((p): OfflineProject => {
        const entry: OfflineProject = {
          project: projectFor(role, p),
          outlines: outlinesOf.get(p.id)!,
          photos: (photosOf.get(p.id) ?? []).map(photoOf),
          events: { items: eventsOf.get(p.id) ?? [] },
          crewTime: { items: timeOf.get(p.id) ?? [] },
        };
        if (estimatesOf) entry.estimates = estimatesOf.get(p.id) ?? [];
        if (proposalsOf) entry.proposals = proposalsOf.get(p.id) ?? [];
        return entry;
      }),
    };
  });
};
