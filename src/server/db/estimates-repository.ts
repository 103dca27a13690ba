import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { EstimateInput, EstimateTotals, OptionTotals } from '../../domain/estimate';
import { optionsOf } from '../../domain/estimate';
import type { Estimate, EstimateSummary } from '../../domain/estimate-record';
import type { Project } from '../../domain/project';
import type { Db } from './connection';
import { newId } from '../../domain/ids';
import { toProject } from './projects-repository';
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

function toSummary(
  r: Omit<Row, 'input_json' | 'totals_json' | 'options_json' | 'created_by' | 'updated_by'>,
): EstimateSummary {
  return {
    id: r.id,
    number: Number(r.number),
    projectId: r.project_id,
    totalCents: Number(r.total_cents),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
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

/** The project follows its latest saved estimate: area, pitch and estimated cost. */
async function updateProjectFrom(
  trx: Trx,
  projectId: string,
  input: EstimateInput,
  totals: EstimateTotals,
  iso: string,
  by: string | null,
): Promise<Project | undefined> {
  const row = await trx
    .updateTable('projects')
    .set({
      roof_area_sq_ft: input.roofAreaSqFt,
      pitch: input.pitch,
      estimated_cost_cents: totals.totalCents,
      updated_at: iso,
      updated_by: by,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', projectId)
    .returningAll()
    .executeTakeFirst();
  return row ? toProject(row) : undefined;
}

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

    /** Newest first; only the columns a list shows (never the JSON). */
    async listForProject(projectId: string): Promise<EstimateSummary[]> {
      return (await this.listForProjects([projectId])).get(projectId) ?? [];
    },

    /** `listForProject` of each of the projects, in one query: project id to its list. */
    async listForProjects(projectIds: readonly string[]): Promise<Map<string, EstimateSummary[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as EstimateSummary[]]));
      if (projectIds.length === 0) return byProject;
      const rows = await db
        .selectFrom('estimates')
        .select([
          'id',
          'number',
          'project_id',
          'total_cents',
          'created_at',
          'updated_at',
          'version',
        ])
        .where('project_id', 'in', projectIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      for (const r of rows) byProject.get(r.project_id)?.push(toSummary(r));
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
            const project = await updateProjectFrom(trx, projectId, input, totals, iso, by);
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
          const project = await updateProjectFrom(trx, row.project_id, input, totals, iso, by);
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
