import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import {
  leadSourceSchema,
  pipelineQuerySchema,
  stageCreateSchema,
  stageMoveSchema,
  stageRenameSchema,
} from '../../domain/pipeline/pipeline-schemas';
import type { Repositories } from '../db/repositories';
import { parseOr400 } from '../problem';
import {
  addLeadSource,
  addStage,
  moveStage,
  removeLeadSource,
  removeStage,
  renameLeadSource,
  renameStage,
} from '../services/pipeline';
import { existingProject } from '../services/projects';

type Id = { Params: { id: string } };

/** The board, its stages and lead sources (Settings -> Pipeline), and a project's history. */
export const pipelineRoutes: FastifyPluginAsync<
  Pick<Repositories, 'pipeline' | 'projects' | 'activity'>
> = async (app, repos) => {
  const { pipeline, projects } = repos;
  app.get('/api/pipeline', ANY_ROLE, async (req) => {
    const query = parseOr400(pipelineQuerySchema(), req.query, 'query');
    // Crew sees the board without money: no column sums, no card values.
    return pipeline.board(query, userOf(req).role !== 'crew');
  });

  app.get<Id>('/api/projects/:id/stage-moves', ANY_ROLE, async (req) => {
    await existingProject(projects, req.params.id);
    return { items: await pipeline.moves(req.params.id) };
  });

  app.get('/api/salespeople', OFFICE, async () => ({ items: await pipeline.salespeople() }));

  app.get('/api/stages', ANY_ROLE, async () => ({ items: await pipeline.stages() }));

  app.post('/api/stages', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(stageCreateSchema(), req.body, 'stage');
    return reply.code(201).send(await addStage(repos, userOf(req), input));
  });

  app.patch<Id>('/api/stages/:id', OWNER_ONLY, async (req) => {
    const { name } = parseOr400(stageRenameSchema(), req.body, 'stage');
    return renameStage(repos, userOf(req), req.params.id, name);
  });

  app.post<Id>('/api/stages/:id/move', OWNER_ONLY, async (req) => {
    const { direction } = parseOr400(stageMoveSchema(), req.body, 'move');
    return { items: await moveStage(repos, userOf(req), req.params.id, direction) };
  });

  app.delete<Id>('/api/stages/:id', OWNER_ONLY, async (req, reply) => {
    await removeStage(repos, userOf(req), req.params.id);
    return reply.code(204).send();
  });

  app.get('/api/lead-sources', ANY_ROLE, async () => ({ items: await pipeline.leadSources() }));

  app.post('/api/lead-sources', OWNER_ONLY, async (req, reply) => {
    const { name } = parseOr400(leadSourceSchema(), req.body, 'lead source');
    return reply.code(201).send(await addLeadSource(repos, userOf(req), name));
  });

  app.patch<Id>('/api/lead-sources/:id', OWNER_ONLY, async (req) => {
    const { name } = parseOr400(leadSourceSchema(), req.body, 'lead source');
    return renameLeadSource(repos, userOf(req), req.params.id, name);
  });

  app.delete<Id>('/api/lead-sources/:id', OWNER_ONLY, async (req, reply) => {
    await removeLeadSource(repos, userOf(req), req.params.id);
    return reply.code(204).send();
  });
};
