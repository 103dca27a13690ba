import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ChecklistItem } from '../../domain/schedule/crew-day';
import { stageOnFinished, stageOnStarted } from '../../domain/schedule/crew-day';
import type { Db } from './connection';
import type { MovedBy } from './pipeline-repository';
import { autoMoveStage } from './pipeline-repository';
import type { EventChecklistItemsTable } from './schema';

// The crew's writes on a scheduled event (migration 021): its checklist, copied from the
// company's default the first time it is read, and when the job started and finished.

type ItemRow = Selectable<EventChecklistItemsTable>;

const toItem = (r: ItemRow): ChecklistItem => ({
  id: r.id,
  label: r.label,
  doneAt: r.done_at,
  doneByName: r.done_by_name,
});

/** An item's id: the event's and its place, so two first reads make the same rows. */
const itemId = (eventId: string, position: number) => `${eventId}-${position}`;

export type ProgressResult =
  | { kind: 'done'; startedAt: string | null; finishedAt: string | null; movedTo: string | null }
  | { kind: 'not-found' };

export function crewDayRepository(db: Db) {
  const readItems = async (eventIds: readonly string[]) => {
    const rows =
      eventIds.length === 0
        ? []
        : await db
            .selectFrom('event_checklist_items')
            .selectAll()
            .where('event_id', 'in', [...eventIds])
            .orderBy('event_id')
            .orderBy('position')
            .execute();
    const byEvent = new Map<string, ChecklistItem[]>(eventIds.map((id) => [id, []]));
    for (const r of rows) byEvent.get(r.event_id)?.push(toItem(r));
    return byEvent;
  };

  return {
    /**
     * The checklists of these events, each made from `defaults` when it has none yet. Two
     * first reads at once insert the same ids; the second's rows are ignored.
     */
    async checklists(
      eventIds: readonly string[],
      defaults: readonly string[],
    ): Promise<Map<string, ChecklistItem[]>> {
      const found = await readItems(eventIds);
      const missing = eventIds.filter((id) => found.get(id)?.length === 0);
      if (missing.length === 0 || defaults.length === 0) return found;
      await db
        .insertInto('event_checklist_items')
        .values(
          missing.flatMap((eventId) =>
            defaults.map((label, position) => ({
              id: itemId(eventId, position),
              event_id: eventId,
              position,
              label,
              done_at: null,
              done_by_id: null,
              done_by_name: null,
            })),
          ),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      return readItems(eventIds);
    },

    /** Ticks or unticks one item; undefined when the event has no such item. */
    async tick(
      eventId: string,
      id: string,
      done: boolean,
      by: MovedBy,
      now = new Date(),
    ): Promise<ChecklistItem | undefined> {
      const row = await db
        .updateTable('event_checklist_items')
        .set(
          done
            ? { done_at: now.toISOString(), done_by_id: by.id, done_by_name: by.name }
            : { done_at: null, done_by_id: null, done_by_name: null },
        )
        .where('event_id', '=', eventId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    /**
     * Records "Job started" or "Job finished" at `at` and moves the project's stage, in one
     * transaction. The first time received stays: a phone sending its kept press twice, or two
     * crew members pressing at once, never moves it. Finishing a job never started also marks
     * it started then.
     */
    async progress(
      eventId: string,
      step: 'started' | 'finished',
      at: string,
      by: MovedBy,
      now = new Date(),
    ): Promise<ProgressResult> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx): Promise<ProgressResult> => {
        // coalesce in the statement itself: two presses at once keep the first time written.
        const updated = await trx
          .updateTable('schedule_events')
          .set({
            started_at: sql<string>`coalesce(started_at, ${at})`,
            ...(step === 'finished'
              ? { finished_at: sql<string>`coalesce(finished_at, ${at})` }
              : {}),
            updated_at: iso,
          })
          .where('id', '=', eventId)
          .returning(['project_id', 'started_at', 'finished_at'])
          .executeTakeFirst();
        if (!updated) return { kind: 'not-found' };
        const { started_at: startedAt, finished_at: finishedAt } = updated;
        const pick = step === 'started' ? stageOnStarted : stageOnFinished;
        const moved = await autoMoveStage(trx, updated.project_id, pick, by, iso);
        return { kind: 'done', startedAt, finishedAt, movedTo: moved?.name ?? null };
      });
    },
  };
}

export type CrewDayRepository = ReturnType<typeof crewDayRepository>;
