import type { SessionUser } from '../../domain/account/account';
import type { Crew } from '../../domain/schedule/schedule';
import { MAX_CREWS } from '../../domain/schedule/schedule';
import type { CrewCreate, CrewPatch } from '../../domain/schedule/schedule-schemas';
import type { Repositories } from '../db/repositories';
import { badRequest, conflict, problem, ProblemError } from '../problem';

// Crews (owner): members are active crew or estimator accounts, the lead one of them; a
// subcontractor has none. Archived, never deleted.

type Deps = Pick<Repositories, 'crews' | 'users' | 'activity'>;

async function checkMembers(users: Deps['users'], ids: readonly string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const u = await users.byId(id);
    if (!u || !u.active || (u.role !== 'crew' && u.role !== 'estimator')) {
      throw badRequest('crew', [
        { path: `memberIds.${i}`, message: 'Members are active crew or estimator accounts' },
      ]);
    }
  }
}

export async function createCrew(deps: Deps, input: CrewCreate, by: SessionUser): Promise<Crew> {
  await checkMembers(deps.users, input.memberIds);
  const crew = await deps.crews.create(input, MAX_CREWS);
  if (!crew) throw new ProblemError(problem(409, `There are at most ${MAX_CREWS} crews.`));
  await deps.activity.record(by, {
    kind: 'crew.changed',
    detail: { t: 'crew', crew: crew.name, change: 'added' },
  });
  return crew;
}

export async function updateCrew(
  deps: Deps,
  id: string,
  patch: CrewPatch,
  by: SessionUser,
): Promise<Crew> {
  const before = await deps.crews.get(id);
  if (!before) throw new ProblemError(problem(404, `No crew with id ${id}`));
  const kind = patch.kind ?? before.kind;
  const memberIds = patch.memberIds ?? (kind === 'subcontractor' ? [] : before.memberIds);
  const leadUserId = patch.leadUserId !== undefined ? patch.leadUserId : before.leadUserId;
  if (kind === 'subcontractor' && (patch.phone ?? before.phone) === '') {
    throw badRequest('crew', [{ path: 'phone', message: 'A subcontractor needs a phone' }]);
  }
  if (kind === 'crew' && leadUserId && !memberIds.includes(leadUserId)) {
    throw badRequest('crew', [
      { path: 'leadUserId', message: 'The crew lead must be one of its members' },
    ]);
  }
  if (patch.memberIds) await checkMembers(deps.users, patch.memberIds);
  const r = await deps.crews.update(id, patch);
  if (r.kind === 'not-found') throw new ProblemError(problem(404, `No crew with id ${id}`));
  if (r.kind === 'conflict') throw conflict('The crew was changed by someone else', r.current);
  const what =
    patch.archived === true ? 'archived' : patch.archived === false ? 'brought back' : 'changed';
  await deps.activity.record(by, {
    kind: 'crew.changed',
    detail: { t: 'crew', crew: r.crew.name, change: what },
  });
  return r.crew;
}
