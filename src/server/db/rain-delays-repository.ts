import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../domain/common/ids';
import type { EventMove } from '../../domain/schedule/rain-delay';
import type { Db } from './connection';
import type { Database, RainDelaysTable } from './schema';

/** A stored rain delay: what it moved, for its undo. */
export interface RainDelayRecord {
  id: string;
  date: string;
  crewIds: string[] | null;
  moves: EventMove[];
  createdAt: string;
  undoneAt: string | null;
}

function toRecord(r: Selectable<RainDelaysTable>): RainDelayRecord {
  return {
    id: r.id,
    date: r.date,
    crewIds: r.crew_ids ? (JSON.parse(r.crew_ids) as string[]) : null,
    moves: JSON.parse(r.moves_json) as EventMove[],
    createdAt: r.created_at,
    undoneAt: r.undone_at,
  };
}

async function readRainDelay(db: Db, id: string): Promise<RainDelayRecord | undefined> {
  const r = await db.selectFrom('rain_delays').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toRecord(r) : undefined;
}

/** Rain delays (migration 020): the moves they made, saved with them so one undo puts them back. */
export function rainDelaysRepository(db: Db) {
  return {
    /**
     * Moves events to new dates in one transaction, each only if it still has the dates the
     * move was worked out from; then records the rain delay. False (nothing saved) when any
     * event changed meanwhile.
     */
    async applyRainDelay(
      delay: { date: string; crewIds: readonly string[] | null; by: string | null },
      moves: readonly EventMove[],
      now = new Date(),
    ): Promise<RainDelayRecord | undefined> {
      const iso = now.toISOString();
      const id = newId(now.getTime());
      try {
        await db.transaction().execute(async (trx) => {
          for (const m of moves) await moveDates(trx, m.eventId, m.from, m.to, delay.by, iso);
          await trx
            .insertInto('rain_delays')
            .values({
              id,
              date: delay.date,
              crew_ids: delay.crewIds ? JSON.stringify(delay.crewIds) : null,
              moves_json: JSON.stringify(moves),
              created_at: iso,
              created_by: delay.by,
              undone_at: null,
            })
            .execute();
        });
      } catch (e) {
        if (e instanceof ChangedMeanwhile) return undefined;
        throw e;
      }
      return readRainDelay(db, id);
    },

    rainDelay: (id: string) => readRainDelay(db, id),

    /** The latest rain delays, newest first, undone ones too (the schedule lists them). */
    async recent(limit: number): Promise<RainDelayRecord[]> {
      const rows = await db
        .selectFrom('rain_delays')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    /**
     * Puts every event of a rain delay back, in one transaction, if none was moved since
     * (events deleted since are skipped). 'changed' when one was; 'undone' when it already was.
     */
    async undoRainDelay(
      id: string,
      by: string | null,
      now = new Date(),
    ): Promise<'ok' | 'not-found' | 'undone' | 'changed'> {
      const iso = now.toISOString();
      const delay = await readRainDelay(db, id);
      if (!delay) return 'not-found';
      if (delay.undoneAt) return 'undone';
      try {
        await db.transaction().execute(async (trx) => {
          const marked = await trx
            .updateTable('rain_delays')
            .set({ undone_at: iso })
            .where('id', '=', id)
            .where('undone_at', 'is', null)
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) === 0) throw new ChangedMeanwhile();
          for (const m of delay.moves) {
            const exists = await trx
              .selectFrom('schedule_events')
              .select('id')
              .where('id', '=', m.eventId)
              .executeTakeFirst();
            if (exists) await moveDates(trx, m.eventId, m.to, m.from, by, iso);
          }
        });
      } catch (e) {
        if (e instanceof ChangedMeanwhile) return 'changed';
        throw e;
      }
      return 'ok';
    },
  };
}

class ChangedMeanwhile extends Error {}

async function moveDates(
  trx: Transaction<Database>,
  eventId: string,
  from: { startDate: string; endDate: string },
  to: { startDate: string; endDate: string },
  by: string | null,
  at: string,
): Promise<void> {
  const r = await trx
    .updateTable('schedule_events')
    .set({
      start_date: to.startDate,
      end_date: to.endDate,
      updated_at: at,
      updated_by: by,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', eventId)
    .where('start_date', '=', from.startDate)
    .where('end_date', '=', from.endDate)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new ChangedMeanwhile();
}

export type RainDelaysRepository = ReturnType<typeof rainDelaysRepository>;
