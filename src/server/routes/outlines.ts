import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, userOf } from '../auth/access';
import type { ActivityRepository } from '../db/activity-repository';
import type { RoofOutlinesSaved } from '../../domain/geo/geo';
import { outlinesCentre } from '../../domain/geo/geo';
import { roofOutlinesPutSchema } from '../../domain/geo/geo-schemas';
import type { ProjectsRepository } from '../db/projects-repository';
import type { RoofOutlinesRepository } from '../db/roof-outlines-repository';
import { conflict, parseOr400 } from '../problem';
import { existingProject } from '../services/projects';

/**
 * The largest outlines PUT the bounds allow: 50 outlines of 200 corners and 400 lines (a
 * generated roof's), about 4.9 MB of JSON, with room to spare.
 */
export const OUTLINES_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The roof outlines measured on the map, saved with a project. */
export const outlineRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  outlines: RoofOutlinesRepository;
  activity: ActivityRepository;
}> = async (app, { projects, outlines, activity }) => {
  const requireProject = (id: string) => existingProject(projects, id);

  app.get<{ Params: { id: string } }>('/api/projects/:id/outlines', ANY_ROLE, async (req) => {
    await requireProject(req.params.id);
    return outlines.get(req.params.id);
  });

  const putOptions = { ...ANY_ROLE, bodyLimit: OUTLINES_BODY_LIMIT_BYTES };
  app.put<{ Params: { id: string } }>('/api/projects/:id/outlines', putOptions, async (req) => {
    const input = parseOr400(roofOutlinesPutSchema(), req.body, 'outlines');
    const project = await requireProject(req.params.id);
    const user = userOf(req);
    const result = await outlines.save(req.params.id, input.outlines, input.version, user.id);
    if (result.kind === 'conflict') {
      throw conflict(
        "This project's roof outlines were changed since you opened them.",
        result.current,
      );
    }
    await activity.record(user, {
      kind: 'outlines.saved',
      subject: project.name,
      projectId: project.id,
    });
    const saved: RoofOutlinesSaved = result.outlines;
    // A project made from an address the map could not find has no place; the roof just drawn
    // on it is the best one there is (the map then opens there, and directions go there).
    const centre = outlinesCentre(input.outlines);
    if (centre && (project.latitude === null || project.longitude === null)) {
      const located = await projects.locateIfUnplaced(project.id, centre, user.id);
      if (located) saved.projectLocated = centre;
    }
    return saved;
  });
};
