import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import { MAX_LEAD_SOURCES, MAX_STAGES } from '../../domain/pipeline';
import {
  leadSourceSchema,
  pipelineQuerySchema,
  stageCreateSchema,
  stageMoveSchema,
  stageRenameSchema,
} from '../../domain/pipeline-schemas';
import type { ActivityRepository } from '../db/activity-repository';
import type { PipelineRepository, RemoveResult } from '../db/pipeline-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { parseOr400, problem, ProblemError } from '../problem';

type Id = { Params: { id: string } };

const notFound = (what: string, id: string) =>
  new ProblemError(problem(404, `No ${what} with id ${id}`));

/** 204 when removed; 409 with the count of projects still using it, or why it stays. */
function removedOr(result: RemoveResult, what: string, id: string): void {
  if (result.kind === 'not-found') throw notFound(what, id);
  if (result.kind === 'in-use') {
    const n = result.count;
    throw new ProblemError(
      problem(
        409,
        `${n} ${n === 1 ? 'project is' : 'projects are'} in this ${what}. Move them first.`,
        { count: n },
      ),
    );
  }
  if (result.kind === 'kept') throw new ProblemError(problem(409, result.reason));
}

/** The board, its stages and lead sources (Settings -> Pipeline), and a project's history. */
export const pipelineRoutes: FastifyPluginAsync<{
  pipeline: PipelineRepository;
  projects: ProjectsRepository;
  activity: ActivityRepository;
}> = async (app, { pipeline, projects, activity }) => {
  const logSettings = (req: Parameters<typeof userOf>[0], subject: string) =>
    activity.record(userOf(req), { kind: 'settings.updated', subject });

  app.get('/api/pipeline', ANY_ROLE, async (req) => {
    const query = parseOr400(pipelineQuerySchema(), req.query, 'query');
    // Crew sees the board without money: no column sums, no card values.
    return pipeline.board(query, userOf(req).role !== 'crew');
  });

  app.get<Id>('/api/projects/:id/stage-moves', ANY_ROLE, async (req) => {
    if (!(await projects.get(req.params.id))) throw notFound('project', req.params.id);
    return { items: await pipeline.moves(req.params.id) };
  });

  app.get('/api/salespeople', OFFICE, async () => ({ items: await pipeline.salespeople() }));

  app.get('/api/stages', ANY_ROLE, async () => ({ items: await pipeline.stages() }));

  app.post('/api/stages', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(stageCreateSchema(), req.body, 'stage');
    if ((await pipeline.stages()).length >= MAX_STAGES) {
      throw new ProblemError(problem(409, `A pipeline has at most ${MAX_STAGES} stages.`));
    }
    const stage = await pipeline.createStage(input.name, input.status);
    await logSettings(req, `pipeline stage ${stage.name} added`);
    return reply.code(201).send(stage);
  });

  app.patch<Id>('/api/stages/:id', OWNER_ONLY, async (req) => {
    const input = parseOr400(stageRenameSchema(), req.body, 'stage');
    const stage = await pipeline.renameStage(req.params.id, input.name);
    if (!stage) throw notFound('stage', req.params.id);
    await logSettings(req, `pipeline stage renamed to ${stage.name}`);
    return stage;
  });

  app.post<Id>('/api/stages/:id/move', OWNER_ONLY, async (req) => {
    const input = parseOr400(stageMoveSchema(), req.body, 'move');
    const stages = await pipeline.moveStage(req.params.id, input.direction);
    if (!stages) throw notFound('stage', req.params.id);
    await logSettings(req, 'pipeline stages reordered');
    return { items: stages };
  });

  app.delete<Id>('/api/stages/:id', OWNER_ONLY, async (req, reply) => {
    const name = (await pipeline.stages()).find((s) => s.id === req.params.id)?.name;
    removedOr(await pipeline.removeStage(req.params.id), 'stage', req.params.id);
    await logSettings(req, `pipeline stage ${name ?? ''} removed`);
    return reply.code(204).send();
  });

  app.get('/api/lead-sources', ANY_ROLE, async () => ({ items: await pipeline.leadSources() }));

  app.post('/api/lead-sources', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(leadSourceSchema(), req.body, 'lead source');
    if ((await pipeline.leadSources()).length >= MAX_LEAD_SOURCES) {
      throw new ProblemError(problem(409, `There are at most ${MAX_LEAD_SOURCES} lead sources.`));
    }
    const source = await pipeline.createLeadSource(input.name);
    await logSettings(req, `lead source ${source.name} added`);
    return reply.code(201).send(source);
  });

  app.patch<Id>('/api/lead-sources/:id', OWNER_ONLY, async (req) => {
    const input = parseOr400(leadSourceSchema(), req.body, 'lead source');
    const source = await pipeline.renameLeadSource(req.params.id, input.name);
    if (!source) throw notFound('lead source', req.params.id);
    await logSettings(req, `lead source renamed to ${source.name}`);
    return source;
  });

  app.delete<Id>('/api/lead-sources/:id', OWNER_ONLY, async (req, reply) => {
    const name = (await pipeline.leadSources()).find((s) => s.id === req.params.id)?.name;
    removedOr(await pipeline.removeLeadSource(req.params.id), 'lead source', req.params.id);
    await logSettings(req, `lead source ${name ?? ''} removed`);
    return reply.code(204).send();
  });
};
