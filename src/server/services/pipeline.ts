import type { SessionUser } from '../../domain/account/account';
import type { LeadSource, Stage, StageGroup } from '../../domain/pipeline/pipeline';
import { MAX_LEAD_SOURCES, MAX_STAGES } from '../../domain/pipeline/pipeline';
import type { RemoveResult } from '../db/pipeline-repository';
import type { Repositories } from '../db/repositories';
import { problem, ProblemError } from '../problem';

// The rules of the pipeline's stages and lead sources (Settings -> Pipeline), apart from HTTP:
// how many there may be, which may go, and that every change is in the activity log. The
// route parses the request and calls these.

type PipelineRepos = Pick<Repositories, 'pipeline' | 'activity'>;

/** The 404 of a stage or lead source that does not exist (or no longer does). */
export const pipelineNotFound = (what: 'stage' | 'lead source', id: string): ProblemError =>
  new ProblemError(problem(404, `No ${what} with id ${id}`));

/** Nothing when removed; a 409 with the count of projects still using it, or why it stays. */
function removedOr(result: RemoveResult, what: 'stage' | 'lead source', id: string): void {
  if (result.kind === 'not-found') throw pipelineNotFound(what, id);
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

const logSettings = (
  repos: PipelineRepos,
  user: SessionUser,
  list: 'stage' | 'source',
  change: 'added' | 'renamed' | 'removed' | 'reordered',
  name = '',
) =>
  repos.activity.record(user, {
    kind: 'settings.updated',
    detail: { t: 'pipeline', list, change, name },
  });

export async function addStage(
  repos: PipelineRepos,
  user: SessionUser,
  input: { name: string; status: StageGroup },
): Promise<Stage> {
  const stage = await repos.pipeline.createStage(input.name, input.status, MAX_STAGES);
  if (!stage) {
    throw new ProblemError(problem(409, `A pipeline has at most ${MAX_STAGES} stages.`));
  }
  await logSettings(repos, user, 'stage', 'added', stage.name);
  return stage;
}

export async function renameStage(
  repos: PipelineRepos,
  user: SessionUser,
  id: string,
  name: string,
): Promise<Stage> {
  const stage = await repos.pipeline.renameStage(id, name);
  if (!stage) throw pipelineNotFound('stage', id);
  await logSettings(repos, user, 'stage', 'renamed', stage.name);
  return stage;
}

/** Moves a stage one place along the board; answers every stage in their new order. */
export async function moveStage(
  repos: PipelineRepos,
  user: SessionUser,
  id: string,
  direction: 'up' | 'down',
): Promise<Stage[]> {
  const stages = await repos.pipeline.moveStage(id, direction);
  if (!stages) throw pipelineNotFound('stage', id);
  await logSettings(repos, user, 'stage', 'reordered');
  return stages;
}

/** Removes a stage no project is in (and not the last of its status). */
export async function removeStage(
  repos: PipelineRepos,
  user: SessionUser,
  id: string,
): Promise<void> {
  const name = (await repos.pipeline.stages()).find((s) => s.id === id)?.name;
  removedOr(await repos.pipeline.removeStage(id), 'stage', id);
  await logSettings(repos, user, 'stage', 'removed', name ?? '');
}

export async function addLeadSource(
  repos: PipelineRepos,
  user: SessionUser,
  name: string,
): Promise<LeadSource> {
  const source = await repos.pipeline.createLeadSource(name, MAX_LEAD_SOURCES);
  if (!source) {
    throw new ProblemError(problem(409, `There are at most ${MAX_LEAD_SOURCES} lead sources.`));
  }
  await logSettings(repos, user, 'source', 'added', source.name);
  return source;
}

export async function renameLeadSource(
  repos: PipelineRepos,
  user: SessionUser,
  id: string,
  name: string,
): Promise<LeadSource> {
  const source = await repos.pipeline.renameLeadSource(id, name);
  if (!source) throw pipelineNotFound('lead source', id);
  await logSettings(repos, user, 'source', 'renamed', source.name);
  return source;
}

/** Removes a lead source no project names. */
export async function removeLeadSource(
  repos: PipelineRepos,
  user: SessionUser,
  id: string,
): Promise<void> {
  const name = (await repos.pipeline.leadSources()).find((s) => s.id === id)?.name;
  removedOr(await repos.pipeline.removeLeadSource(id), 'lead source', id);
  await logSettings(repos, user, 'source', 'removed', name ?? '');
}
