import { sql } from 'kysely';
import type {
  DashboardSummary,
  Project,
  ProjectCreate,
  ProjectPatch,
} from '../../domain/project/project';
import { compiledOnce } from './compiled-once';
import { projectList } from './project-list-query';
import type { Db } from './connection';
import type { NewStage } from './project-rows';
import { columnsOf, derivedStatus, rowOf, toProject } from './project-rows';
import type { Stage } from '../../domain/pipeline/pipeline';
import { LOST_STAGE_ID } from '../../domain/pipeline/pipeline';
import type { DuplicateFields } from '../../domain/project/csv/duplicates';
import type { MovedBy } from './pipeline-repository';
import { recordStageMove } from './pipeline-repository';

/** A change of stage that comes with an update: where to, from where, and why (Lost). */
export interface StageChange {
  from: Stage | undefined;
  to: Stage;
  reason: string | null;
  by: MovedBy;
}

export type UpdateResult =
  | { kind: 'updated'; project: Project }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: Project };

/** 20 columns a row: 200 rows stay well under SQLite's and PostgreSQL's bound parameters. */
const INSERT_BATCH = 200;

async function duplicateFieldsIn(db: Db): Promise<DuplicateFields[]> {
  const rows = await db
    .selectFrom('projects')
    .select(['name', 'customer_email', 'customer_phone', 'address'])
    .execute();
  return rows.map((r) => ({
    name: r.name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    address: r.address,
  }));
}

export function projectsRepository(db: Db) {
  const projects = projectList(db);
  // Asked on every visit to the dashboard, and by every phone keeping projects: compiled once.
  const totals = compiledOnce(db, db.selectFrom('project_totals').selectAll());
  const lastChanged = compiledOnce(
    db,
    db
      .selectFrom('projects')
      .selectAll()
      .select(derivedStatus)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
  return {
    list: projects.page,

    async get(id: string): Promise<Project | undefined> {
      const row = await db
        .selectFrom('projects')
        .selectAll()
        .select(derivedStatus)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toProject(row) : undefined;
    },

    /**
     * The most recently changed projects first: what a phone keeps for use offline, and what
     * the dashboard shows while the activity log is empty.
     */
    async recentlyChanged(limit: number): Promise<Project[]> {
      return (await lastChanged(limit)).map(toProject);
    },

    /** `stage`: the one the caller found for the create (the default stage when not given). */
    async create(
      input: ProjectCreate,
      by: string | null,
      now = new Date(),
      stage?: NewStage,
    ): Promise<Project> {
      const row = await db
        .insertInto('projects')
        .values(rowOf(input, by, now, now.getTime(), stage))
        .returningAll()
        .returning(derivedStatus)
        .executeTakeFirstOrThrow();
      return toProject(row);
    },

    /** What identifies each stored project as a customer's (the import's duplicate check). */
    duplicateFields: () => duplicateFieldsIn(db),

    /**
     * Creates many projects in one transaction, or none: `choose` is given what identifies
     * each stored project (read inside the transaction) and answers the inputs to create, so
     * a duplicate check and the inserts see the same projects. Inserted a few hundred rows per
     * statement, with a turn of the event loop between, so other requests are not held up.
     */
    async createMany(
      choose: (existing: DuplicateFields[]) => ProjectCreate[],
      by: string | null,
      now = new Date(),
      stageFor: (input: ProjectCreate) => NewStage = () => undefined,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const inputs = choose(await duplicateFieldsIn(trx));
        // Ids are time first: a millisecond apart per row, ending now, keeps the file's order
        // among projects of the same date (one clock reading would leave it to chance).
        for (let at = 0; at < inputs.length; at += INSERT_BATCH) {
          const rows = inputs
            .slice(at, at + INSERT_BATCH)
            .map((input, i) =>
              rowOf(input, by, now, now.getTime() - inputs.length + at + i, stageFor(input)),
            );
          await trx.insertInto('projects').values(rows).execute();
          await new Promise((resolve) => setImmediate(resolve));
        }
        return inputs.length;
      });
    },

    /**
     * Applies the patch only if the stored version is the one the client read; a stage change
     * is recorded in the project's history in the same transaction.
     */
    async update(
      id: string,
      patch: ProjectPatch,
      by: string | null,
      move?: StageChange,
    ): Promise<UpdateResult> {
      const { version, status: _status, stageId: _stage, lostReason, ...fields } = patch;
      const iso = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('projects')
          .set({
            ...columnsOf(fields),
            // A cost typed over an estimate's is no option of it any more; the same cost sent
            // back unchanged (the whole form is sent) keeps saying which option it is.
            ...(fields.estimatedCostCents === undefined
              ? {}
              : {
                  estimated_cost_option: sql<
                    string | null
                  >`case when estimated_cost_cents = ${fields.estimatedCostCents} then estimated_cost_option else null end`,
                  estimated_cost_accepted: sql<number>`case when estimated_cost_cents = ${fields.estimatedCostCents} then estimated_cost_accepted else 0 end`,
                  estimated_tax_cents: sql<number>`case when estimated_cost_cents = ${fields.estimatedCostCents} then estimated_tax_cents else 0 end`,
                }),
            ...(move
              ? {
                  stage_id: move.to.id,
                  stage_changed_at: iso,
                  lost_reason: move.to.status === 'lost' ? move.reason : null,
                }
              : // A lost project's reason can be corrected without moving it.
                lostReason !== undefined
                ? {
                    lost_reason: sql<
                      string | null
                    >`case when stage_id = ${LOST_STAGE_ID} then ${lostReason} else lost_reason end`,
                  }
                : {}),
            updated_at: iso,
            updated_by: by,
            version: sql<number>`version + 1`,
          })
          .where('id', '=', id)
          .where('version', '=', version)
          .returningAll()
          .returning(derivedStatus)
          .executeTakeFirst();
        if (updated && move) {
          await recordStageMove(trx, { projectId: id, ...move, at: iso });
        }
        return updated;
      });
      if (row) return { kind: 'updated', project: toProject(row) };
      const current = await this.get(id);
      return current ? { kind: 'conflict', current } : { kind: 'not-found' };
    },

    /**
     * Gives a project with no coordinates these, as a new version; a project that has some
     * (set meanwhile by someone else) keeps them, and undefined comes back.
     */
    async locateIfUnplaced(
      id: string,
      at: { lat: number; lng: number },
      by: string | null,
    ): Promise<Project | undefined> {
      const row = await db
        .updateTable('projects')
        .set({
          latitude: at.lat,
          longitude: at.lng,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('latitude', 'is', null), eb('longitude', 'is', null)]))
        .returningAll()
        .returning(derivedStatus)
        .executeTakeFirst();
      return row && toProject(row);
    },

    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Counts and value by status, kept by triggers (migration 005): never a scan of projects. */
    async dashboard(
      recentLimit = 6,
    ): Promise<Omit<DashboardSummary, 'activity' | 'recentActivity'>> {
      // Asked together: one wait for the two reads rather than two in a row.
      const [byStatus, recent] = await Promise.all([totals(), projects.newest(recentLimit)]);
      const counts = { pending: 0, 'in-progress': 0, completed: 0, lost: 0 };
      let totalValueCents = 0;
      for (const r of byStatus) {
        counts[r.status] = Number(r.project_count);
        totalValueCents += Number(r.value_cents);
      }
      return {
        // Every project, lost ones too (the spec's Total Estimates); Total Value sums them all.
        totalProjects: counts.pending + counts['in-progress'] + counts.completed + counts.lost,
        pending: counts.pending,
        inProgress: counts['in-progress'],
        completed: counts.completed,
        totalValueCents,
        recentProjects: recent,
      };
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
