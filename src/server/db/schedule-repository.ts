import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../domain/common/ids';
import type { Stage } from '../../domain/pipeline/pipeline';
import type { IsoWeekday, ScheduleEvent, ScheduleSettings } from '../../domain/schedule/schedule';
import type { ScheduleSettingsPatch } from '../../domain/schedule/schedule-schemas';
import type { Db, Tx } from './connection';
import type { MovedBy } from './pipeline-repository';
import { autoMoveStage } from './pipeline-repository';
import type { ScheduleEventsTable, ScheduleSettingsTable } from './schema';

/** An event's own fields as a write sets them (the kind is fixed at creation). */
export type EventFields = Pick<
  ScheduleEvent,
  'title' | 'crewId' | 'assigneeId' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'notes'
>;

export type EventUpdateResult =
  | { kind: 'updated'; event: ScheduleEvent }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: ScheduleEvent };

/** Who may see which events: all, or those of some crews and those assigned to one person. */
export type EventVisibility = 'all' | { crewIds: readonly string[]; userId: string };

type EventRow = Selectable<ScheduleEventsTable> & {
  project_name: string;
  project_address: string;
  customer_name: string;
};

function toEvent(r: EventRow): ScheduleEvent {
  return {
    id: r.id,
    projectId: r.project_id,
    kind: r.kind,
    title: r.title,
    crewId: r.crew_id,
    assigneeId: r.assignee_id,
    startDate: r.start_date,
    endDate: r.end_date,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    notes: r.notes,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    version: Number(r.version),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    projectName: r.project_name,
    projectAddress: r.project_address,
    customerName: r.customer_name,
  };
}

function toSettings(r: Selectable<ScheduleSettingsTable>): ScheduleSettings {
  return {
    timeZone: r.time_zone,
    workingDays: r.working_days.split(',').filter(Boolean).map(Number) as IsoWeekday[],
    version: Number(r.version),
  };
}

const columnsOf = (f: Partial<EventFields>): Partial<Selectable<ScheduleEventsTable>> => {
  const c: Partial<Selectable<ScheduleEventsTable>> = {};
  if (f.title !== undefined) c.title = f.title;
  if (f.crewId !== undefined) c.crew_id = f.crewId;
  if (f.assigneeId !== undefined) c.assignee_id = f.assigneeId;
  if (f.startDate !== undefined) c.start_date = f.startDate;
  if (f.endDate !== undefined) c.end_date = f.endDate;
  if (f.startsAt !== undefined) c.starts_at = f.startsAt;
  if (f.endsAt !== undefined) c.ends_at = f.endsAt;
  if (f.notes !== undefined) c.notes = f.notes;
  return c;
};

const byWhen = (a: ScheduleEvent, b: ScheduleEvent) =>
  (a.startDate ?? a.startsAt ?? '').localeCompare(b.startDate ?? b.startsAt ?? '') ||
  a.id.localeCompare(b.id);

function eventsQuery(db: Tx) {
  return db
    .selectFrom('schedule_events as e')
    .innerJoin('projects as p', 'p.id', 'e.project_id')
    .selectAll('e')
    .select([
      'p.name as project_name',
      'p.address as project_address',
      'p.customer_name as customer_name',
    ]);
}

/** Events and the schedule's settings (migration 020); rain delays are in rain-delays-repository. */
export function scheduleRepository(db: Db) {
  const getEvent = async (trx: Tx, id: string) => {
    const r = await eventsQuery(trx).where('e.id', '=', id).executeTakeFirst();
    return r ? toEvent(r) : undefined;
  };

  return {
    async settings(): Promise<ScheduleSettings> {
      const row = await db
        .selectFrom('schedule_settings')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return toSettings(row);
    },

    async updateSettings(
      patch: ScheduleSettingsPatch,
      by: string | null,
    ): Promise<{ kind: 'updated' | 'conflict'; settings: ScheduleSettings }> {
      const row = await db
        .updateTable('schedule_settings')
        .set({
          ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
          ...(patch.workingDays !== undefined ? { working_days: patch.workingDays.join(',') } : {}),
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', 1)
        .where('version', '=', patch.version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: 'updated', settings: toSettings(row) };
      return { kind: 'conflict', settings: await this.settings() };
    },

    /**
     * The events that touch `from`..`to` (dates, both included): whole-day events by their
     * dates, timed ones by their instants between `fromInstant` and `toInstant` (the start of
     * `from` and the end of `to` in the company's zone, which the caller works out).
     */
    async events(
      range: { from: string; to: string; fromInstant: string; toInstant: string },
      visible: EventVisibility = 'all',
    ): Promise<ScheduleEvent[]> {
      let q = eventsQuery(db).where((eb) =>
        eb.or([
          eb.and([eb('e.start_date', '<=', range.to), eb('e.end_date', '>=', range.from)]),
          eb.and([
            eb('e.starts_at', '<', range.toInstant),
            eb('e.ends_at', '>=', range.fromInstant),
          ]),
        ]),
      );
      if (visible !== 'all') {
        q = q.where((eb) =>
          eb.or([
            eb('e.crew_id', 'in', visible.crewIds.length ? [...visible.crewIds] : ['']),
            eb('e.assignee_id', '=', visible.userId),
          ]),
        );
      }
      return (await q.execute()).map(toEvent).sort(byWhen);
    },

    /** A project's events, in order. */
    async eventsOfProject(projectId: string): Promise<ScheduleEvent[]> {
      return (await this.eventsOfProjects([projectId])).get(projectId) ?? [];
    },

    /** `eventsOfProject` of each of the projects, in one query: project id to its events. */
    async eventsOfProjects(projectIds: readonly string[]): Promise<Map<string, ScheduleEvent[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as ScheduleEvent[]]));
      if (projectIds.length === 0) return byProject;
      const rows = await eventsQuery(db).where('e.project_id', 'in', projectIds).execute();
      for (const event of rows.map(toEvent).sort(byWhen))
        byProject.get(event.projectId)?.push(event);
      return byProject;
    },

    event: (id: string) => getEvent(db, id),

    /** Production events with a crew that end on or after `date` (a rain delay's candidates). */
    async productionFrom(date: string, crewIds?: readonly string[]): Promise<ScheduleEvent[]> {
      let q = eventsQuery(db)
        .where('e.kind', '=', 'production')
        .where('e.crew_id', 'is not', null)
        .where('e.end_date', '>=', date);
      if (crewIds) q = q.where('e.crew_id', 'in', crewIds.length ? crewIds : ['']);
      return (await q.execute()).map(toEvent).sort(byWhen);
    },

    /**
     * Books an event; `moveStage` (for production) picks the project's new stage from its
     * current one, saved with the event in one transaction with its history line.
     */
    async createEvent(
      projectId: string,
      kind: ScheduleEvent['kind'],
      fields: EventFields,
      by: MovedBy,
      moveStage?: (stages: readonly Stage[], currentId: string) => Stage | undefined,
      now = new Date(),
    ): Promise<{ event: ScheduleEvent; movedTo: Stage | undefined }> {
      const iso = now.toISOString();
      const id = newId(now.getTime());
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('schedule_events')
          .values({
            id,
            project_id: projectId,
            kind,
            title: fields.title,
            crew_id: fields.crewId,
            assignee_id: fields.assigneeId,
            start_date: fields.startDate,
            end_date: fields.endDate,
            starts_at: fields.startsAt,
            ends_at: fields.endsAt,
            notes: fields.notes,
            started_at: null,
            finished_at: null,
            created_at: iso,
            updated_at: iso,
            created_by: by.id,
            updated_by: by.id,
          })
          .execute();
        const movedTo = moveStage
          ? await autoMoveStage(trx, projectId, moveStage, by, iso)
          : undefined;
        return { event: (await getEvent(trx, id))!, movedTo };
      });
    },

    /** Applies the change only if the stored version is the one the client read. */
    async updateEvent(
      id: string,
      fields: Partial<EventFields>,
      version: number,
      by: string | null,
      now = new Date(),
    ): Promise<EventUpdateResult> {
      const r = await db
        .updateTable('schedule_events')
        .set({
          ...columnsOf(fields),
          updated_at: now.toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      const current = await getEvent(db, id);
      if (!current) return { kind: 'not-found' };
      if (Number(r.numUpdatedRows) === 0) return { kind: 'conflict', current };
      return { kind: 'updated', event: current };
    },

    /** Sets when the crew started or finished (null clears it), whatever the version. */
    async setProgress(
      id: string,
      progress: { startedAt?: string | null; finishedAt?: string | null },
      by: string | null,
      now = new Date(),
    ): Promise<ScheduleEvent | undefined> {
      await db
        .updateTable('schedule_events')
        .set({
          ...(progress.startedAt !== undefined ? { started_at: progress.startedAt } : {}),
          ...(progress.finishedAt !== undefined ? { finished_at: progress.finishedAt } : {}),
          updated_at: now.toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .execute();
      return getEvent(db, id);
    },

    async deleteEvent(id: string): Promise<boolean> {
      const r = await db.deleteFrom('schedule_events').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
