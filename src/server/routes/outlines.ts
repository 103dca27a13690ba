import type { FastifyPluginAsync } from 'fastify';
import { roofOutlinesPutSchema } from '../../domain/geo';
import type { ProjectsRepository } from '../db/projects-repository';
import type { RoofOutlinesRepository } from '../db/roof-outlines-repository';
import { conflict, parseOr400, problem, ProblemError } from '../problem';

/** The roof outlines measured on the map, saved with a project. */
export const outlineRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  outlines: RoofOutlinesRepository;
}> = async (app, { projects, outlines }) => {
  const requireProject = async (id: string) => {
    if (!(await projects.get(id))) {
      throw new ProblemError(problem(404, `No project with id ${id}`));
    }
  };

  app.get<{ Params: { id: string } }>('/api/projects/:id/outlines', async (req) => {
    await requireProject(req.params.id);
    return outlines.get(req.params.id);
  });

  app.put<{ Params: { id: string } }>('/api/projects/:id/outlines', async (req) => {
    const input = parseOr400(roofOutlinesPutSchema(), req.body, 'outlines');
    await requireProject(req.params.id);
    const result = await outlines.save(req.params.id, input.outlines, input.version);
    if (result.kind === 'conflict') {
      throw conflict(
        "This project's roof outlines were changed since you opened them.",
        result.current,
      );
    }
    return result.outlines;
  });
};
