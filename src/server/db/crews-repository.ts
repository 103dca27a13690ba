import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../domain/common/ids';
import type { Crew } from '../../domain/schedule/schedule';
import type { CrewCreate, CrewPatch } from '../../domain/schedule/schedule-schemas';
import { lockForWrites, type Db, type Tx } from './connection';
import type { CrewsTable, Database } from './schema';

export type CrewUpdateResult =
  { kind: 'updated'; crew: Crew } | { kind: 'not-found' } | { kind: 'conflict'; current: Crew };

function toCrew(r: Selectable<CrewsTable>, memberIds: string[]): Crew {
  return {
    id: r.id,
    name: r.name,
    colour: r.colour,
    kind: r.kind,
    phone: r.phone,
    leadUserId: r.lead_user_id,
    memberIds,
    archivedAt: r.archived_at,
    version: Number(r.version),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

async function readCrews(db: Tx, ids?: readonly string[]): Promise<Crew[]> {
  if (ids && ids.length === 0) return [];
  let q = db.selectFrom('crews').selectAll().orderBy('name').orderBy('id');
  if (ids) q = q.where('id', 'in', ids);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const members = await db
    .selectFrom('crew_members')
    .select(['crew_id', 'user_id'])
    .where(
      'crew_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('user_id')
    .execute();
  const byCrew = new Map<string, string[]>();
  for (const m of members) byCrew.set(m.crew_id, [...(byCrew.get(m.crew_id) ?? []), m.user_id]);
  return rows.map((r) => toCrew(r, byCrew.get(r.id) ?? []));
}

async function setMembers(trx: Transaction<Database>, crewId: string, userIds: readonly string[]) {
  await trx.deleteFrom('crew_members').where('crew_id', '=', crewId).execute();
  if (userIds.length > 0) {
    await trx
      .insertInto('crew_members')
      .values(userIds.map((user_id) => ({ id: `${crewId}:${user_id}`, crew_id: crewId, user_id })))
      .execute();
  }
}

/** Crews and their members (migration 020). */
export function crewsRepository(db: Db) {
  return {
    /** Every crew, archived ones too (past events name them), by name. */
    list: (): Promise<Crew[]> => readCrews(db),

    async get(id: string): Promise<Crew | undefined> {
      return (await readCrews(db, [id]))[0];
    },

    /** The crews a user is a member of (archived ones included: their past events). */
    async crewIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('crew_members')
        .select('crew_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((r) => r.crew_id);
    },

    /**
     * Undefined when there are `max` crews already: counted in the transaction that inserts,
     * other writers held off, so crews added at once do not pass the bound together.
     */
    async create(input: CrewCreate, max: number, now = new Date()): Promise<Crew | undefined> {
      const iso = now.toISOString();
      const id = newId(now.getTime());
      const made = await db.transaction().execute(async (trx) => {
        await lockForWrites(trx, 'crews');
        const all = await trx
          .selectFrom('crews')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(all.n) >= max) return false;
        await trx
          .insertInto('crews')
          .values({
            id,
            name: input.name,
            colour: input.colour,
            kind: input.kind,
            phone: input.phone,
            lead_user_id: input.leadUserId,
            archived_at: null,
            created_at: iso,
            updated_at: iso,
          })
          .execute();
        await setMembers(trx, id, input.memberIds);
        return true;
      });
      return made ? (await readCrews(db, [id]))[0]! : undefined;
    },

    /** Applies the patch only if the stored version is the one the client read. */
    async update(id: string, patch: CrewPatch, now = new Date()): Promise<CrewUpdateResult> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx): Promise<CrewUpdateResult> => {
        const current = (await readCrews(trx, [id]))[0];
        if (!current) return { kind: 'not-found' };
        const set: Partial<Selectable<CrewsTable>> = {};
        if (patch.name !== undefined) set.name = patch.name;
        if (patch.colour !== undefined) set.colour = patch.colour;
        if (patch.kind !== undefined) set.kind = patch.kind;
        if (patch.phone !== undefined) set.phone = patch.phone;
        if (patch.leadUserId !== undefined) set.lead_user_id = patch.leadUserId;
        if (patch.archived !== undefined) {
          set.archived_at = patch.archived ? (current.archivedAt ?? iso) : null;
        }
        // A subcontractor has no accounts: turning a crew into one lets its members go.
        const members = patch.kind === 'subcontractor' ? [] : patch.memberIds;
        if (patch.kind === 'subcontractor') set.lead_user_id = null;
        const r = await trx
          .updateTable('crews')
          .set({ ...set, updated_at: iso, version: sql<number>`version + 1` })
          .where('id', '=', id)
          .where('version', '=', patch.version)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return { kind: 'conflict', current };
        if (members !== undefined) await setMembers(trx, id, members);
        return { kind: 'updated', crew: (await readCrews(trx, [id]))[0]! };
      });
    },
  };
}

export type CrewsRepository = ReturnType<typeof crewsRepository>;
