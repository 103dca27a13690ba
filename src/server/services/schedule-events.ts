import type { SessionUser } from '../../domain/account/account';
import { addDaysIso } from '../../domain/format/dates';
import { eventDetail } from '../../domain/activity/activity-detail';
import type { ScheduleEvent } from '../../domain/schedule/schedule';
import type { EventCreate, EventPatch, EventsQuery } from '../../domain/schedule/schedule-schemas';
import { eventProblems, normaliseWhen } from '../../domain/schedule/schedule-schemas';
import { stageOnScheduled } from '../../domain/schedule/schedule-stages';
import { dayStartInstant } from '../../domain/schedule/time-zone';
import type { Repositories } from '../db/repositories';
import type { EventFields, EventVisibility } from '../db/schedule-repository';
import { badRequest, conflict, problem, ProblemError } from '../problem';
import { existingProject } from './projects';

// Events on projects: who sees which, booking (production moves the project to Scheduled),
// moving with the version read, and removing.

type Deps = Pick<Repositories, 'schedule' | 'crews' | 'users' | 'projects' | 'activity'>;

export const noEvent = (id: string) => new ProblemError(problem(404, `No event with id ${id}`));

/** Crew see their crews' events and the ones they are assigned to; the office sees all. */
export async function visibilityOf(
  deps: Pick<Deps, 'crews'>,
  user: SessionUser,
): Promise<EventVisibility> {
  if (user.role !== 'crew') return 'all';
  return { crewIds: await deps.crews.crewIdsOf(user.id), userId: user.id };
}

export function maySee(e: ScheduleEvent, v: EventVisibility): boolean {
  return (
    v === 'all' || (e.crewId !== null && v.crewIds.includes(e.crewId)) || e.assigneeId === v.userId
  );
}

/** The caller's events from `from` to `to` (dates in the company's zone, both included). */
export async function eventsBetween(
  deps: Pick<Deps, 'schedule' | 'crews'>,
  query: EventsQuery,
  user: SessionUser,
): Promise<ScheduleEvent[]> {
  const { timeZone } = await deps.schedule.settings();
  return deps.schedule.events(
    {
      from: query.from,
      to: query.to,
      fromInstant: dayStartInstant(query.from, timeZone),
      toInstant: dayStartInstant(addDaysIso(query.to, 1), timeZone),
    },
    await visibilityOf(deps, user),
  );
}

export async function eventsOfProject(
  deps: Pick<Deps, 'schedule' | 'crews' | 'projects'>,
  projectId: string,
  user: SessionUser,
): Promise<ScheduleEvent[]> {
  await existingProject(deps.projects, projectId);
  return (await eventsOfProjects(deps, [projectId], user)).get(projectId) ?? [];
}

/** `eventsOfProject` of each of the projects (they exist), in two queries at most. */
export async function eventsOfProjects(
  deps: Pick<Deps, 'schedule' | 'crews'>,
  projectIds: readonly string[],
  user: SessionUser,
): Promise<Map<string, ScheduleEvent[]>> {
  const [v, byProject] = await Promise.all([
    visibilityOf(deps, user),
    deps.schedule.eventsOfProjects(projectIds),
  ]);
  return new Map([...byProject].map(([id, events]) => [id, events.filter((e) => maySee(e, v))]));
}

/** The crew exists and is not archived; the assignee is an active account. */
async function checkPeople(
  deps: Pick<Deps, 'crews' | 'users'>,
  fields: Partial<EventFields>,
  before?: ScheduleEvent,
): Promise<void> {
  if (fields.crewId && fields.crewId !== before?.crewId) {
    const crew = await deps.crews.get(fields.crewId);
    if (!crew || crew.archivedAt) {
      throw badRequest('event', [{ path: 'crewId', message: 'No such crew (or it is archived)' }]);
    }
  }
  if (fields.assigneeId && fields.assigneeId !== before?.assigneeId) {
    const u = await deps.users.byId(fields.assigneeId);
    if (!u || !u.active) {
      throw badRequest('event', [{ path: 'assigneeId', message: 'No such active team member' }]);
    }
  }
}

export async function bookEvent(
  deps: Deps,
  projectId: string,
  input: EventCreate,
  by: SessionUser,
): Promise<ScheduleEvent> {
  await existingProject(deps.projects, projectId);
  const { kind, ...fields } = input;
  await checkPeople(deps, fields);
  const { event } = await deps.schedule.createEvent(
    projectId,
    kind,
    fields,
    by,
    kind === 'production' ? stageOnScheduled : undefined,
  );
  const { timeZone } = await deps.schedule.settings();
  await deps.activity.record(by, {
    kind: 'event.booked',
    detail: eventDetail(event, timeZone),
    projectId,
  });
  return event;
}

/** A change made from the version the client read: 409 with the event as stored otherwise. */
export async function changeEvent(
  deps: Deps,
  id: string,
  patch: EventPatch,
  by: SessionUser,
): Promise<ScheduleEvent> {
  const before = await deps.schedule.event(id);
  if (!before) throw noEvent(id);
  const { version, ...changes } = patch;
  const merged = normaliseWhen({ ...before, ...changes });
  const problems = eventProblems(merged);
  if (problems.length > 0) throw badRequest('event', problems);
  await checkPeople(deps, changes, before);
  const fields: Partial<EventFields> = {
    ...changes,
    startDate: merged.startDate,
    endDate: merged.endDate,
    startsAt: merged.startsAt,
    endsAt: merged.endsAt,
  };
  const r = await deps.schedule.updateEvent(id, fields, version, by.id);
  if (r.kind === 'not-found') throw noEvent(id);
  if (r.kind === 'conflict') throw conflict('The event was changed by someone else', r.current);
  const { timeZone } = await deps.schedule.settings();
  const moved =
    before.startDate !== r.event.startDate ||
    before.endDate !== r.event.endDate ||
    before.startsAt !== r.event.startsAt ||
    before.endsAt !== r.event.endsAt ||
    before.crewId !== r.event.crewId;
  if (moved) {
    await deps.activity.record(by, {
      kind: 'event.moved',
      detail: eventDetail(r.event, timeZone),
      projectId: r.event.projectId,
    });
  }
  return r.event;
}

export async function removeEvent(deps: Deps, id: string, by: SessionUser): Promise<void> {
  const before = await deps.schedule.event(id);
  if (!before || !(await deps.schedule.deleteEvent(id))) throw noEvent(id);
  const { timeZone } = await deps.schedule.settings();
  await deps.activity.record(by, {
    kind: 'event.removed',
    detail: eventDetail(before, timeZone),
    projectId: before.projectId,
  });
}
