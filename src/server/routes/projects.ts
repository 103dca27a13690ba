import type { FastifyPluginAsync } from 'fastify';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectPatchSchema,
} from '../../domain/project';
import type { ProjectsRepository } from '../db/projects-repository';
import { InvalidCursorError } from '../db/projects-repository';
import { conflict, parseOr400, problem, ProblemError } from '../problem';

const notFound = (id: string) => new ProblemError(problem(404, `No project with id ${id}`));

export const projectRoutes: FastifyPluginAsync<{ projects: ProjectsRepository }> = async (
  app,
  { projects },
) => {
  app.get('/api/projects', async (req) => {
    const query = parseOr400(projectListQuerySchema(), req.query, 'query');
    try {
      return await projects.list(query);
    } catch (e) {
      if (e instanceof InvalidCursorError) {
        throw new ProblemError(
          problem(400, 'Invalid query: cursor is not valid', {
            errors: [{ path: 'cursor', message: 'Cursor is not valid' }],
          }),
        );
      }
      throw e;
    }
  });

  app.post('/api/projects', async (req, reply) => {
    const input = parseOr400(projectCreateSchema(), req.body, 'project');
    const created = await projects.create(input);
    return reply.code(201).header('location', `/api/projects/${created.id}`).send(created);
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id', async (req) => {
    const found = await projects.get(req.params.id);
    if (!found) throw notFound(req.params.id);
    return found;
  });

  app.patch<{ Params: { id: string } }>('/api/projects/:id', async (req) => {
    const patch = parseOr400(projectPatchSchema(), req.body, 'project');
    const result = await projects.update(req.params.id, patch);
    if (result.kind === 'not-found') throw notFound(req.params.id);
    if (result.kind === 'conflict') {
      throw conflict(
        'This project was changed by someone else since you opened it.',
        result.current,
      );
    }
    return result.project;
  });

  app.delete<{ Params: { id: string } }>('/api/projects/:id', async (req, reply) => {
    if (!(await projects.remove(req.params.id))) throw notFound(req.params.id);
    return reply.code(204).send();
  });
};
