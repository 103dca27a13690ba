import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, OFFICE, userOf } from '../auth/access';
import { projectFor } from '../auth/money';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectPatchSchema,
} from '../../domain/project/project';
import type { ProjectPatch } from '../../domain/project/project';
import type { ActivityRepository } from '../db/activity-repository';
import type { PhotosRepository } from '../db/photos-repository';
import type { PipelineRepository } from '../db/pipeline-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { projectChecks } from './project-checks';
import { InvalidCursorError } from '../db/project-list-query';
import { projectPhotosPrefix, proposalPhotosPrefix } from '../photos/keys';
import type { PhotoStorage } from '../photos/storage';
import { idempotent } from '../idempotency';
import { conflict, parseOr400, problem, ProblemError } from '../problem';
import { projectNotFound } from '../services/projects';

const notFound = projectNotFound;

/** Crew moves a project's stage and nothing else (no money, no customer details). */
const STAGE_KEYS = new Set(['status', 'stageId', 'lostReason', 'version']);
function crewMayApply(patch: ProjectPatch): boolean {
  return Object.keys(patch).every((k) => STAGE_KEYS.has(k));
}

export const projectRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  activity: ActivityRepository;
  photos: PhotosRepository;
  photoStorage: PhotoStorage;
  pipeline: PipelineRepository;
}> = async (app, { projects, activity, photos, photoStorage, pipeline }) => {
  const checks = projectChecks(pipeline);

  /**
   * Removes every file of a deleted project: its photos and its proposals' copies of them. The
   * storage is listed by folder rather than trusting the rows, so a file whose row never made it
   * (a crash mid-upload) goes too.
   */
  async function removeProjectFiles(projectId: string, proposalIds: string[]): Promise<void> {
    const prefixes = [projectPhotosPrefix(projectId), ...proposalIds.map(proposalPhotosPrefix)];
    for (const prefix of prefixes) {
      const keys = await photoStorage.list(prefix);
      if (keys.length > 0) await photoStorage.remove(keys);
    }
  }

  app.get('/api/projects', ANY_ROLE, async (req) => {
    const query = parseOr400(projectListQuerySchema(), req.query, 'query');
    const { role } = userOf(req);
    try {
      const page = await projects.list(query);
      return { ...page, items: page.items.map((p) => projectFor(role, p)) };
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

  app.post('/api/projects', idempotent(OFFICE), async (req, reply) => {
    const input = parseOr400(projectCreateSchema(), req.body, 'project');
    const user = userOf(req);
    await checks.references(input);
    const stages = await pipeline.stages();
    const stage = checks.targetStage(stages, input, undefined, user.role) ?? stages[0];
    let created;
    try {
      created = await projects.create(input, user.id, new Date(), stage);
    } catch (e) {
      // A device's own id (a project made offline) that is already taken: the same create sent
      // again without its idempotency key, or a clash. Either way the stored project stands.
      // Asked after the insert failed, so two such creates at once cannot both pass a check.
      if (input.id !== undefined && (await projects.get(input.id))) {
        throw new ProblemError(
          problem(409, `A project with id ${input.id} already exists`, {
            errors: [{ path: 'id', message: 'A project with this id already exists' }],
          }),
        );
      }
      throw e;
    }
    await activity.record(user, {
      kind: 'project.created',
      subject: created.name,
      projectId: created.id,
    });
    return reply.code(201).header('location', `/api/projects/${created.id}`).send(created);
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id', ANY_ROLE, async (req) => {
    const found = await projects.get(req.params.id);
    if (!found) throw notFound(req.params.id);
    return projectFor(userOf(req).role, found);
  });

  app.patch<{ Params: { id: string } }>('/api/projects/:id', ANY_ROLE, async (req) => {
    const patch = parseOr400(projectPatchSchema(), req.body, 'project');
    const user = userOf(req);
    if (user.role === 'crew' && !crewMayApply(patch)) {
      throw new ProblemError(problem(403, 'Your role (crew) may move a project’s stage only.'));
    }
    const before = await projects.get(req.params.id);
    if (!before) throw notFound(req.params.id);
    await checks.references(patch);
    const stages = await pipeline.stages();
    const to = checks.targetStage(stages, patch, before, user.role);
    const move = to && {
      from: stages.find((s) => s.id === before.stageId),
      to,
      reason: patch.lostReason?.trim() || null,
      by: user,
    };
    const result = await projects.update(req.params.id, patch, user.id, move);
    if (result.kind === 'not-found') throw notFound(req.params.id);
    if (result.kind === 'conflict') {
      throw conflict(
        'This project was changed by someone else since you opened it.',
        projectFor(user.role, result.current),
      );
    }
    const p = result.project;
    const otherFields = Object.keys(patch).some((k) => !STAGE_KEYS.has(k));
    if (move) {
      await activity.record(user, {
        kind: 'project.stage-changed',
        detail: { t: 'stage', project: p.name, stage: move.to.name },
        projectId: p.id,
      });
    }
    if (otherFields || !move) {
      await activity.record(user, { kind: 'project.updated', subject: p.name, projectId: p.id });
    }
    return projectFor(user.role, p);
  });

  app.delete<{ Params: { id: string } }>('/api/projects/:id', OFFICE, async (req, reply) => {
    const found = await projects.get(req.params.id);
    // Read before the delete, which cascades to the proposals' rows.
    const proposalIds = found ? await photos.proposalIdsOfProject(found.id) : [];
    if (!found || !(await projects.remove(req.params.id))) throw notFound(req.params.id);
    // Files go after the rows: should the storage fail, the project is still deleted and the
    // leftover files are only wasted space, logged with the project's id.
    try {
      await removeProjectFiles(found.id, proposalIds);
    } catch (e) {
      req.log.error({ err: e, projectId: found.id }, 'could not remove a deleted project’s photos');
    }
    await activity.forgetProject(found.id);
    await activity.record(userOf(req), { kind: 'project.deleted', subject: found.name });
    return reply.code(204).send();
  });
};
