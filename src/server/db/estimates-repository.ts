import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { EstimateInput, EstimateTotals, OptionTotals } from '../../domain/estimate/estimate';
import { optionsOf } from '../../domain/estimate/estimate';
import type { AcceptedOption, WorkingOption } from '../../domain/estimate/working-option';
import { costOptionOf, workingOptionOf } from '../../domain/estimate/working-option';
import { snapshotOfRow } from './proposal-record';
import type { Estimate, EstimateSummary } from '../../domain/estimate/estimate-record';
import type { Project } from '../../domain/project/project';
import type { Db } from './connection';
import { newId } from '../../domain/common/ids';
import { derivedStatus, toProject } from './project-rows';
import type { Database, EstimatesTable } from './schema';

type Row = Selectable<EstimatesTable>;

export type EstimateSaveResult =
  { kind: 'saved'; estimate: Estimate; project: Project } | { kind: 'project-not-found' };

export type EstimateUpdateResult =
  | { kind: 'updated'; estimate: Estimate; project: Project }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: Estimate };

function toEstimate(r: Row): Estimate {
  const input = JSON.parse(r.input_json) as EstimateInput;
  const totals = JSON.parse(r.totals_json) as EstimateTotals;
  return {
    id: r.id,
    number: Number(r.number),
    projectId: r.project_id,
    input,
    totals,
    options: r.options_json
      ? (JSON.parse(r.options_json) as OptionTotals[])
      : [{ name: optionsOf(input)[0]!.name, totals }],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
}

/** Only an estimate with several options stores them apart from its first option's totals. */
const optionsJson = (options: readonly OptionTotals[]) =>
  options.length > 1 ? JSON.stringify(options) : null;

function toSummary(r: Row, accepted: AcceptedOption | null): EstimateSummary {
  const estimate = toEstimate(r);
  const working = workingOptionOf(estimate.options, accepted, orderOptionOf(r));
  return {
    id: r.id,
    number: Number(r.number),
    projectId: r.project_id,
    totalCents: working.totals.totalCents,
    options: estimate.options.map((o) => ({ name: o.name, totalCents: o.totals.totalCents })),
    working: { index: working.index, name: working.name, basis: working.basis },
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
}

const orderOptionOf = (r: Pick<Row, 'order_option'>) =>
  r.order_option === null ? null : Number(r.order_option);

/**
 * The option a customer accepted on a proposal of each estimate, by the estimates' ids or by
 * their projects' ids: the latest accepted proposal's, as that proposal froze it. Estimates
 * with none are left out.
 */
async function acceptedOptionsOf(
  db: Db | Trx,
  of: { estimateIds: readonly string[] } | { projectIds: readonly string[] },
): Promise<Map<string, AcceptedOption>> {
  const out = new Map<string, AcceptedOption>();
  const ids = 'estimateIds' in of ? of.estimateIds : of.projectIds;
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('proposals')
    .select(['estimate_id', 'accepted_option', 'snapshot_json'])
    .where('estimateIds' in of ? 'estimate_id' : 'project_id', 'in', ids)
    .where('state', '=', 'accepted')
    .where('accepted_option', 'is not', null)
    .orderBy('decided_at', 'desc')
    .execute();
  for (const row of rows) {
    if (!row.estimate_id || out.has(row.estimate_id)) continue;
    const index = Number(row.accepted_option);
    const option = snapshotOfRow(row).options[index];
    if (option) out.set(row.estimate_id, { index, name: option.name, totals: option.totals });
  }
  return out;
}

// Both databases report a unique violation differently; either way the number was taken.
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: unknown; message?: unknown };
  return (
    err.code === '23505' ||
    err.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof err.message === 'string' &&
      /UNIQUE constraint failed: estimates\.number/.test(err.message))
  );
};

type Trx = Transaction<Database>;

/**
 * The project follows its latest saved estimate: area, pitch, and the estimated cost of the
 * estimate's working option, saying which option it is.
 */
async function updateProjectFrom(
  trx: Trx,
  projectId: string,
  input: EstimateInput | null,
  working: WorkingOption,
  iso: string,
  by: string | null,
): Promise<Project | undefined> {
  const cost = costOptionOf(working);
  const row = await trx
    .updateTable('projects')
    .set({
      ...(input ? { roof_area_sq_ft: input.roofAreaSqFt, pitch: input.pitch } : {}),
      estimated_cost_cents: working.totals.totalCents,
      estimated_tax_cents: working.totals.taxCents,
      estimated_cost_option: cost.estimatedCostOption,
      estimated_cost_accepted: cost.estimatedCostAccepted ? 1 : 0,
      updated_at: iso,
      updated_by: by,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', projectId)
    .returningAll()
    .returning(derivedStatus)
    .executeTakeFirst();
  return row ? toProject(row) : undefined;
}

/** The working option of a stored estimate row (see `workingOptionOf`). */
async function workingOptionOfRow(db: Db | Trx, r: Row): Promise<WorkingOption> {
  const accepted = (await acceptedOptionsOf(db, { estimateIds: [r.id] })).get(r.id) ?? null;
  return workingOptionOf(toEstimate(r).options, accepted, orderOptionOf(r));
}

export type OrderOptionResult =
  | { kind: 'chosen'; estimate: EstimateSummary; project: Project }
  | { kind: 'not-found' }
  | { kind: 'no-such-option'; optionCount: number }
  | { kind: 'accepted'; working: WorkingOption };

export function estimatesRepository(db: Db) {
  return {
    async get(id: string): Promise<Estimate | undefined> {
      const row = await db
        .selectFrom('estimates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toEstimate(row) : undefined;
    },

    /** The option that stands for the estimate: what its material order lists. */
    async working(id: string): Promise<{ estimate: Estimate; working: WorkingOption } | undefined> {
      const row = await db
        .selectFrom('estimates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { estimate: toEstimate(row), working: await workingOptionOfRow(db, row) }
        : undefined;
    },

    /**
     * The office chooses which option to order (and so which one the project's estimated cost
     * is) until a customer accepts one; the choice is kept with the estimate. Not a change to
     * the estimate itself: its version stays, so an open estimator does not meet a conflict.
     */
    async chooseOrderOption(
      id: string,
      option: number,
      by: string | null,
      now = new Date(),
    ): Promise<OrderOptionResult> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx): Promise<OrderOptionResult> => {
        const row = await trx
          .selectFrom('estimates')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { kind: 'not-found' };
        const accepted = (await acceptedOptionsOf(trx, { estimateIds: [id] })).get(id) ?? null;
        const options = toEstimate(row).options;
        if (accepted)
          return { kind: 'accepted', working: workingOptionOf(options, accepted, null) };
        if (option >= options.length)
          return { kind: 'no-such-option', optionCount: options.length };
        const saved = await trx
          .updateTable('estimates')
          .set({ order_option: option })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const working = workingOptionOf(options, null, option);
        const project = await updateProjectFrom(trx, saved.project_id, null, working, iso, by);
        if (!project) return { kind: 'not-found' };
        return { kind: 'chosen', estimate: toSummary(saved, null), project };
      });
    },

    /** Newest first, each with its options' totals and its working option. */
    async listForProject(projectId: string): Promise<EstimateSummary[]> {
      return (await this.listForProjects([projectId])).get(projectId) ?? [];
    },

    /** `listForProject` of each of the projects, in one query: project id to its list. */
    async listForProjects(projectIds: readonly string[]): Promise<Map<string, EstimateSummary[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as EstimateSummary[]]));
      if (projectIds.length === 0) return byProject;
      // Both at once, by project: as few queries for 200 projects as for one.
      const [rows, accepted] = await Promise.all([
        db
          .selectFrom('estimates')
          .selectAll()
          .where('project_id', 'in', projectIds)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        acceptedOptionsOf(db, { projectIds }),
      ]);
      for (const r of rows) {
        byProject.get(r.project_id)?.push(toSummary(r, accepted.get(r.id) ?? null));
      }
      return byProject;
    },

    /** Stores the estimate and updates its project in one transaction. */
    async create(
      projectId: string,
      input: EstimateInput,
      { totals, options }: { totals: EstimateTotals; options: readonly OptionTotals[] },
      by: string | null,
      now = new Date(),
    ): Promise<EstimateSaveResult> {
      const iso = now.toISOString();
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx): Promise<EstimateSaveResult> => {
            // A new estimate has no proposal and no choice yet: its first option stands for it.
            const first = workingOptionOf(options, null, null);
            const project = await updateProjectFrom(trx, projectId, input, first, iso, by);
            if (!project) return { kind: 'project-not-found' };
            const row = await trx
              .insertInto('estimates')
              .values((eb) => ({
                id: newId(now.getTime()),
                number: eb
                  .selectFrom('estimates')
                  .select(sql<number>`coalesce(max(number), 0) + 1`.as('next')),
                project_id: projectId,
                input_json: JSON.stringify(input),
                totals_json: JSON.stringify(totals),
                options_json: optionsJson(options),
                total_cents: totals.totalCents,
                created_at: iso,
                updated_at: iso,
                created_by: by,
                updated_by: by,
              }))
              .returningAll()
              .executeTakeFirstOrThrow();
            return { kind: 'saved', estimate: toEstimate(row), project };
          });
        } catch (e) {
          // Two saves took the same next number at once; the loser's transaction rolled back.
          if (attempt < 5 && isUniqueViolation(e)) continue;
          throw e;
        }
      }
    },

    /** Applies the new input only if the stored version is the one the client read. */
    async update(
      id: string,
      version: number,
      input: EstimateInput,
      { totals, options }: { totals: EstimateTotals; options: readonly OptionTotals[] },
      by: string | null,
      now = new Date(),
    ): Promise<EstimateUpdateResult> {
      const iso = now.toISOString();
      const result = await db
        .transaction()
        .execute(async (trx): Promise<EstimateUpdateResult | undefined> => {
          const row = await trx
            .updateTable('estimates')
            .set({
              input_json: JSON.stringify(input),
              totals_json: JSON.stringify(totals),
              options_json: optionsJson(options),
              total_cents: totals.totalCents,
              updated_at: iso,
              updated_by: by,
              version: sql<number>`version + 1`,
            })
            .where('id', '=', id)
            .where('version', '=', version)
            .returningAll()
            .executeTakeFirst();
          if (!row) return undefined;
          const working = await workingOptionOfRow(trx, row);
          const project = await updateProjectFrom(trx, row.project_id, input, working, iso, by);
          // The foreign key makes a missing project impossible; treat it as gone all the same.
          if (!project) return { kind: 'not-found' };
          return { kind: 'updated', estimate: toEstimate(row), project };
        });
      if (result) return result;
      const current = await this.get(id);
      return current ? { kind: 'conflict', current } : { kind: 'not-found' };
    },

    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('estimates').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type EstimatesRepository = ReturnType<typeof estimatesRepository>;
