import type { SessionUser } from '../../domain/account/account';
import { canEstimate } from '../../domain/account/account';
import { addDaysIso } from '../../domain/format/dates';
import type { JobTimes, MyJob, MyJobs } from '../../domain/schedule/crew-day';
import type { Project } from '../../domain/project/project';
import type { ScheduleEvent } from '../../domain/schedule/schedule';
import { dayStartInstant, todayIn, zonedParts } from '../../domain/schedule/time-zone';
import type { Repositories } from '../db/repositories';
import type { EventVisibility } from '../db/schedule-repository';
import { problem, ProblemError } from '../problem';
import { workOrdersOf } from './work-order';

// The crew's day: My jobs (the caller's crews' events with everything needed on the roof), the
// checklist ticks and Job started / Job finished. Who may write: the office, and the members of
// the event's crew (or the person an inspection is with).

type CrewDayRepos = Pick<
  Repositories,
  'crewDay' | 'crews' | 'schedule' | 'projects' | 'settings' | 'estimates' | 'outlines' | 'photos'
>;

/** The events the user works on: their crews' and those assigned to them. */
export async function visibilityOf(
  repos: Pick<Repositories, 'crews'>,
  user: SessionUser,
): Promise<Exclude<EventVisibility, 'all'>> {
  return { crewIds: await repos.crews.crewIdsOf(user.id), userId: user.id };
}

/** The events of `days` days from `from` (company time) that `visible` lets through. */
export async function eventsOfDays(
  repos: Pick<Repositories, 'schedule'>,
  timeZone: string,
  from: string,
  days: number,
  visible: EventVisibility,
): Promise<{ to: string; events: ScheduleEvent[] }> {
  const to = addDaysIso(from, days - 1);
  const events = await repos.schedule.events(
    {
      from,
      to,
      fromInstant: dayStartInstant(from, timeZone),
      toInstant: dayStartInstant(addDaysIso(to, 1), timeZone),
    },
    visible,
  );
  return { to, events };
}

/** A project's material delivery day: the next one from today, else the last one. */
async function deliveryDateOf(
  repos: Pick<Repositories, 'schedule'>,
  projectId: string,
  today: string,
): Promise<string | null> {
  const deliveries = (await repos.schedule.eventsOfProject(projectId)).filter(
    (e) => e.kind === 'delivery' && e.startDate,
  );
  const next = deliveries.find((e) => (e.endDate ?? e.startDate!) >= today) ?? deliveries.at(-1);
  return next?.startDate ?? null;
}

export async function myJobs(
  repos: CrewDayRepos,
  user: SessionUser,
  days: number,
  now = new Date(),
): Promise<MyJobs> {
  const { timeZone } = await repos.schedule.settings();
  const from = todayIn(timeZone, now);
  const { to, events } = await eventsOfDays(
    repos,
    timeZone,
    from,
    days,
    await visibilityOf(repos, user),
  );
  const projectIds = [...new Set(events.map((e) => e.projectId))];
  const production = events.filter((e) => e.kind === 'production').map((e) => e.id);
  const [crews, projects, deliveries, orders, { jobChecklist }] = await Promise.all([
    repos.crews.list(),
    Promise.all(projectIds.map((id) => repos.projects.get(id))),
    Promise.all(projectIds.map((id) => deliveryDateOf(repos, id, from))),
    workOrdersOf(repos, projectIds),
    repos.settings.get(),
  ]);
  const checklists = await repos.crewDay.checklists(production, jobChecklist);
  const crewOf = new Map(crews.map((c) => [c.id, c]));
  const projectOf = new Map<string, Project>();
  const deliveryOf = new Map<string, string | null>();
  projectIds.forEach((id, i) => {
    if (projects[i]) projectOf.set(id, projects[i]);
    deliveryOf.set(id, deliveries[i] ?? null);
  });

  const items: MyJob[] = events.flatMap((e) => {
    const project = projectOf.get(e.projectId);
    const order = orders.get(e.projectId);
    if (!project || !order) return [];
    const crew = e.crewId ? crewOf.get(e.crewId) : undefined;
    const firstDay = e.startDate ?? zonedParts(e.startsAt!, timeZone).date;
    const lastDay = e.endDate ?? zonedParts(e.endsAt ?? e.startsAt!, timeZone).date;
    return [
      {
        eventId: e.id,
        kind: e.kind,
        title: e.title,
        firstDay,
        lastDay,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        crew: crew ? { id: crew.id, name: crew.name, color: crew.colour } : null,
        notes: e.notes,
        startedAt: e.startedAt,
        finishedAt: e.finishedAt,
        project: {
          id: project.id,
          name: project.name,
          customerName: project.customerName,
          customerPhone: project.customerPhone,
          address: project.address,
          deliveryDate: deliveryOf.get(e.projectId) ?? null,
        },
        checklist: checklists.get(e.id) ?? [],
        workOrder: order,
      },
    ];
  });
  return { from, to, timeZone, items };
}

/** The event, if the user may record work on it: 404 unknown, 403 not theirs. */
async function workableEvent(
  repos: Pick<Repositories, 'crews' | 'schedule'>,
  user: SessionUser,
  eventId: string,
): Promise<ScheduleEvent> {
  const event = await repos.schedule.event(eventId);
  if (!event) throw new ProblemError(problem(404, `No event with id ${eventId}`));
  if (canEstimate(user.role) || event.assigneeId === user.id) return event;
  if (event.crewId && (await repos.crews.crewIdsOf(user.id)).includes(event.crewId)) return event;
  throw new ProblemError(
    problem(403, 'Only the crew booked on this job (or the office) may record its work.'),
  );
}

export async function recordProgress(
  repos: Pick<Repositories, 'crews' | 'schedule' | 'crewDay'>,
  user: SessionUser,
  eventId: string,
  step: 'started' | 'finished',
  at: string | undefined,
): Promise<JobTimes> {
  await workableEvent(repos, user, eventId);
  const when = new Date(at ?? Date.now()).toISOString();
  const r = await repos.crewDay.progress(eventId, step, when, { id: user.id, name: user.name });
  if (r.kind === 'not-found') throw new ProblemError(problem(404, `No event with id ${eventId}`));
  return { eventId, startedAt: r.startedAt, finishedAt: r.finishedAt, movedTo: r.movedTo };
}

export async function tickChecklistItem(
  repos: Pick<Repositories, 'crews' | 'schedule' | 'crewDay'>,
  user: SessionUser,
  eventId: string,
  itemId: string,
  done: boolean,
) {
  await workableEvent(repos, user, eventId);
  const item = await repos.crewDay.tick(eventId, itemId, done, { id: user.id, name: user.name });
  if (!item) {
    throw new ProblemError(problem(404, `Event ${eventId} has no checklist item ${itemId}`));
  }
  return item;
}
