import type { Transaction, Updateable } from 'kysely';
import { searchTerms } from '../../domain/project/search';
import { matchingProjects } from './search-repository';
import type { PipelineQuery } from '../../domain/pipeline/pipeline-schemas';
import { sql } from 'kysely';
import type {
  LeadSource,
  Person,
  PipelineBoard,
  Stage,
  StageGroup,
  StageMove,
} from '../../domain/pipeline/pipeline';
import { LOST_STAGE_ID, orderStages } from '../../domain/pipeline/pipeline';
import { newId } from '../../domain/common/ids';
import { lockForWrites, type Db, type Tx } from './connection';
import type { MovedBy, RecordedMove } from './pipeline-rows';
import {
  LEAD_SOURCE_COLUMNS,
  STAGE_COLUMNS,
  stageMoveRow,
  toCard,
  toLeadSource,
  toStage,
  toStageMove,
} from './pipeline-rows';
import type { Database, ProjectsTable } from './schema';

// Who moved a project is named where the moves are mapped; the repositories that move a
// project import it from here.
export type { MovedBy } from './pipeline-rows';

/** A column shows at most this many cards (its newest moves); its count and sum are of all. */
export const BOARD_CARDS_PER_COLUMN = 500;

export type RemoveResult =
  | { kind: 'removed' }
  | { kind: 'not-found' }
  | { kind: 'in-use'; count: number }
  | { kind: 'kept'; reason: string };

/** Writes one line of a project's stage history, in the caller's transaction. */
export async function recordStageMove(
  trx: Transaction<Database> | Db,
  move: RecordedMove,
): Promise<void> {
  await trx.insertInto('stage_moves').values(stageMoveRow(move)).execute();
}

/**
 * Moves a project where Ridgeline knows it belongs (a proposal sent, a proposal accepted):
 * `pick` answers the stage from the project's current one, or nothing to leave it there.
 * `also`: other columns the same event changes, saved in the same update (one new version).
 */
export async function autoMoveStage(
  trx: Transaction<Database>,
  projectId: string,
  pick: (stages: readonly Stage[], currentId: string) => Stage | undefined,
  by: MovedBy,
  at: string,
  also: Updateable<ProjectsTable> = {},
): Promise<Stage | undefined> {
  const stages = await readStages(trx);
  const project = await trx
    .selectFrom('projects')
    .select('stage_id')
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return undefined;
  const to = pick(stages, project.stage_id);
  if (!to && Object.keys(also).length === 0) return undefined;
  await trx
    .updateTable('projects')
    .set({
      ...also,
      ...(to ? { stage_id: to.id, stage_changed_at: at, lost_reason: null } : {}),
      updated_at: at,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', projectId)
    .execute();
  if (to) {
    const from = stages.find((s) => s.id === project.stage_id);
    await recordStageMove(trx, { projectId, from, to, by, reason: null, at });
  }
  return to;
}

export async function readStages(db: Tx): Promise<Stage[]> {
  const rows = await db.selectFrom('pipeline_stages').select(STAGE_COLUMNS).execute();
  return orderStages(rows.map(toStage));
}

export function pipelineRepository(db: Db) {
  /**
   * The position after the group's last, or undefined when the table holds `max` rows: read
   * inside the transaction that inserts, with other writers held off, so stages or sources
   * added at once neither pass the bound together nor share a place.
   */
  const nextPosition = async (
    trx: Transaction<Database>,
    table: 'pipeline_stages' | 'lead_sources',
    max: number,
    group?: StageGroup,
  ) => {
    await lockForWrites(trx, table);
    const all = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(all.n) >= max) return undefined;
    let q = trx.selectFrom(table).select((eb) => eb.fn.max('position').as('p'));
    if (group && table === 'pipeline_stages') q = q.where('status', '=', group as never);
    const r = await q.executeTakeFirst();
    return r?.p === null || r?.p === undefined ? 0 : Number(r.p) + 1;
  };

  return {
    stages: () => readStages(db),

    /** Undefined when the pipeline has `max` stages already. */
    createStage(
      name: string,
      group: StageGroup,
      max: number,
      now = new Date(),
    ): Promise<Stage | undefined> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const position = await nextPosition(trx, 'pipeline_stages', max, group);
        if (position === undefined) return undefined;
        const stage = { id: newId(now.getTime()), name, status: group, position };
        await trx
          .insertInto('pipeline_stages')
          .values({ ...stage, created_at: iso, updated_at: iso })
          .execute();
        return stage;
      });
    },

    async renameStage(id: string, name: string): Promise<Stage | undefined> {
      await db
        .updateTable('pipeline_stages')
        .set({ name, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return (await readStages(db)).find((s) => s.id === id);
    },

    /** Swaps a stage with its neighbour in its group; at either end it stays. */
    async moveStage(id: string, direction: 'up' | 'down'): Promise<Stage[] | undefined> {
      return db.transaction().execute(async (trx) => {
        const stages = await readStages(trx);
        const stage = stages.find((s) => s.id === id);
        if (!stage) return undefined;
        const group = stages.filter((s) => s.status === stage.status);
        const i = group.indexOf(stage);
        const other = group[direction === 'up' ? i - 1 : i + 1];
        if (other) {
          // Positions renumbered in order first, so two stages with the same one still swap.
          const order = group.map((s) => s.id);
          order[i] = other.id;
          order[group.indexOf(other)] = stage.id;
          for (const [position, sid] of order.entries()) {
            await trx
              .updateTable('pipeline_stages')
              .set({ position, updated_at: new Date().toISOString() })
              .where('id', '=', sid)
              .execute();
          }
        }
        return readStages(trx);
      });
    },

    async removeStage(id: string): Promise<RemoveResult> {
      return db.transaction().execute(async (trx): Promise<RemoveResult> => {
        const stages = await readStages(trx);
        const stage = stages.find((s) => s.id === id);
        if (!stage) return { kind: 'not-found' };
        if (stage.id === LOST_STAGE_ID) return { kind: 'kept', reason: 'Lost always stays.' };
        if (stages.filter((s) => s.status === stage.status).length === 1) {
          return { kind: 'kept', reason: 'Each status keeps at least one stage.' };
        }
        const count = await countWhere(trx, 'stage_id', id);
        if (count > 0) return { kind: 'in-use', count };
        await trx.deleteFrom('pipeline_stages').where('id', '=', id).execute();
        return { kind: 'removed' };
      });
    },

    async leadSources(): Promise<LeadSource[]> {
      const rows = await db
        .selectFrom('lead_sources')
        .select(LEAD_SOURCE_COLUMNS)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toLeadSource);
    },

    /** Undefined when there are `max` lead sources already. */
    createLeadSource(name: string, max: number, now = new Date()): Promise<LeadSource | undefined> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const position = await nextPosition(trx, 'lead_sources', max);
        if (position === undefined) return undefined;
        const source = { id: newId(now.getTime()), name, position };
        await trx
          .insertInto('lead_sources')
          .values({ ...source, created_at: iso, updated_at: iso })
          .execute();
        return source;
      });
    },

    async renameLeadSource(id: string, name: string): Promise<LeadSource | undefined> {
      await db
        .updateTable('lead_sources')
        .set({ name, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return (await this.leadSources()).find((s) => s.id === id);
    },

    async removeLeadSource(id: string): Promise<RemoveResult> {
      return db.transaction().execute(async (trx): Promise<RemoveResult> => {
        const found = await trx
          .selectFrom('lead_sources')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return { kind: 'not-found' };
        const count = await countWhere(trx, 'lead_source_id', id);
        if (count > 0) return { kind: 'in-use', count };
        await trx.deleteFrom('lead_sources').where('id', '=', id).execute();
        return { kind: 'removed' };
      });
    },

    /** The owners and estimators who can be a project's salesperson. */
    async salespeople(): Promise<Person[]> {
      return db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('role', 'in', ['owner', 'estimator'])
        .where('active', '=', 1)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** A project's moves, newest first. */
    async moves(projectId: string): Promise<StageMove[]> {
      const rows = await db
        .selectFrom('stage_moves')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map(toStageMove);
    },

    /**
     * The board in one query: every card with its column's count and sum (window functions),
     * at most BOARD_CARDS_PER_COLUMN cards a column, newest moves first.
     */
    async board(query: PipelineQuery, withMoney: boolean): Promise<PipelineBoard> {
      let inner = db
        .selectFrom('projects as p')
        .leftJoin('users as u', 'u.id', 'p.salesperson_id')
        .select([
          'p.id',
          'p.name',
          'p.customer_name',
          'p.address',
          'p.estimated_cost_cents',
          'p.salesperson_id',
          'u.name as salesperson_name',
          'p.lead_source_id',
          'p.stage_id',
          'p.stage_changed_at',
          'p.version',
          sql<number>`row_number() over (partition by p.stage_id order by p.stage_changed_at desc, p.id desc)`.as(
            'rn',
          ),
          sql<number>`count(*) over (partition by p.stage_id)`.as('n'),
          sql<number>`sum(p.estimated_cost_cents) over (partition by p.stage_id)`.as('v'),
        ]);
      if (query.salespersonId) inner = inner.where('p.salesperson_id', '=', query.salespersonId);
      if (query.leadSourceId) inner = inner.where('p.lead_source_id', '=', query.leadSourceId);
      if (query.q) {
        // The search index's matches; a search with no word in it (only signs) matches nothing.
        const terms = searchTerms(query.q);
        inner = inner.where(
          terms.length > 0 ? await matchingProjects(db, terms, 'p') : sql<boolean>`1 = 0`,
        );
      }
      const [rows, stages, leadSources, salespeople] = await Promise.all([
        db
          .selectFrom(inner.as('b'))
          .selectAll()
          .where('rn', '<=', BOARD_CARDS_PER_COLUMN)
          .orderBy('stage_changed_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        readStages(db),
        this.leadSources(),
        this.salespeople(),
      ]);
      const totals = new Map<string, { count: number; valueCents: number }>();
      for (const r of rows) totals.set(r.stage_id, { count: Number(r.n), valueCents: Number(r.v) });
      return {
        columns: stages.map((s) => {
          const t = totals.get(s.id) ?? { count: 0, valueCents: 0 };
          return withMoney ? { ...s, ...t } : { ...s, count: t.count };
        }),
        cards: rows.map((r) => toCard(r, withMoney)),
        salespeople,
        leadSources,
      };
    },
  };
}

async function countWhere(
  trx: Transaction<Database>,
  column: 'stage_id' | 'lead_source_id',
  id: string,
): Promise<number> {
  const r = await trx
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type PipelineRepository = ReturnType<typeof pipelineRepository>;
