import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CommissionPlan } from '../../domain/costing/commission';
import type { CostCreate } from '../../domain/costing/cost-schemas';
import type { CrewTimeLog, DeliveredQuantity, JobCost } from '../../domain/costing/costs';
import { costAmountCents } from '../../domain/costing/costs';
import type { JobInvoices, JobPrice } from '../../domain/costing/profit';
import { newId } from '../../domain/common/ids';
import type { Db } from './connection';
import type { CrewTimeLogsTable, JobCostsTable } from './schema-costing';

export type CostUpdateResult =
  | { kind: 'updated'; cost: JobCost }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: JobCost };

export interface CostingSettings {
  estimatorsSeeProfit: boolean;
}

export function toJobCost(r: Selectable<JobCostsTable>): JobCost {
  return {
    id: r.id,
    projectId: r.project_id,
    category: r.category,
    description: r.description,
    supplier: r.supplier,
    supplierInvoiceNumber: r.supplier_invoice_number,
    date: r.date,
    amountCents: Number(r.amount_cents),
    laborMethod: r.category === 'labor' ? r.labor_method : null,
    crewId: r.crew_id,
    units: r.units === null ? null : Number(r.units),
    rateCents: r.rate_cents === null ? null : Number(r.rate_cents),
    quantities: JSON.parse(r.quantities_json) as DeliveredQuantity[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
}

export const toCrewTimeLog = (r: Selectable<CrewTimeLogsTable>): CrewTimeLog => ({
  id: r.id,
  projectId: r.project_id,
  userId: r.user_id,
  userName: r.user_name,
  date: r.date,
  days: Number(r.days),
  hours: Number(r.hours),
  note: r.note,
  createdAt: r.created_at,
});

/** The stored columns of a cost line: labor priced by units x rate keeps both and the product. */
function columnsOf(input: CostCreate) {
  const labor = input.category === 'labor';
  const priced = labor && input.laborMethod !== 'subcontractor';
  return {
    category: input.category,
    description: input.description,
    supplier: input.supplier,
    supplier_invoice_number: input.supplierInvoiceNumber,
    date: input.date,
    amount_cents: costAmountCents(input),
    labor_method: labor ? (input.laborMethod ?? null) : null,
    crew_id: labor ? (input.crewId ?? null) : null,
    units: priced ? (input.units ?? null) : null,
    rate_cents: priced ? (input.rateCents ?? null) : null,
    quantities_json: JSON.stringify(input.category === 'material' ? input.quantities : []),
  };
}

/** Job costs, crew time, commission plans, crew day rates and the costing setting. */
export function costingRepository(db: Db) {
  const getCost = async (id: string) => {
    const row = await db
      .selectFrom('job_costs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toJobCost(row) : undefined;
  };

  return {
    getCost,

    /** A project's costs, by date then entry. */
    async costsOf(projectId: string): Promise<JobCost[]> {
      const rows = await db
        .selectFrom('job_costs')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('date')
        .orderBy('id')
        .execute();
      return rows.map(toJobCost);
    },

    async createCost(projectId: string, input: CostCreate, by: string | null): Promise<JobCost> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('job_costs')
        .values({
          id: newId(),
          project_id: projectId,
          ...columnsOf(input),
          created_at: now,
          updated_at: now,
          created_by: by,
          updated_by: by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toJobCost(row);
    },

    /** Saves the line only if it is still at `version` (two people editing: one conflict). */
    async updateCost(
      id: string,
      input: CostCreate,
      version: number,
      by: string | null,
    ): Promise<CostUpdateResult> {
      const row = await db
        .updateTable('job_costs')
        .set({
          ...columnsOf(input),
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: 'updated', cost: toJobCost(row) };
      const current = await getCost(id);
      return current ? { kind: 'conflict', current } : { kind: 'not-found' };
    },

    async removeCost(id: string): Promise<boolean> {
      const r = await db.deleteFrom('job_costs').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The job's invoices that are not void, in the parts the revenue rule reads. */
    async invoicesOf(projectId: string): Promise<JobInvoices> {
      const r = await db
        .selectFrom('invoices')
        .where('project_id', '=', projectId)
        .where('voided_at', 'is', null)
        .select([
          (eb) => eb.fn.countAll<number>().as('invoices'),
          (eb) =>
            eb.fn
              .sum<number>(sql`case when kind = 'schedule-part' then total_cents else 0 end`)
              .as('schedule_cents'),
          (eb) =>
            eb.fn
              .sum<number>(
                sql`case when kind = 'change-order' then total_cents - tax_cents else 0 end`,
              )
              .as('change_cents'),
        ])
        .executeTakeFirstOrThrow();
      return {
        count: Number(r.invoices),
        scheduleCents: Number(r.schedule_cents ?? 0),
        changeOrderBeforeTaxCents: Number(r.change_cents ?? 0),
      };
    },

    /** What the project says the job sells at (see `revenueOfJob`). */
    async priceOf(projectId: string): Promise<JobPrice> {
      const r = await db
        .selectFrom('projects')
        .where('id', '=', projectId)
        .select(['estimated_cost_cents', 'estimated_tax_cents'])
        .executeTakeFirstOrThrow();
      return {
        estimatedCostCents: Number(r.estimated_cost_cents),
        estimatedTaxCents: Number(r.estimated_tax_cents),
      };
    },

    /**
     * The estimate a job is sold on: the one whose proposal the customer accepted last, else the
     * project's latest saved estimate (the one its estimated cost follows).
     */
    async estimateIdOf(projectId: string): Promise<string | undefined> {
      const accepted = await db
        .selectFrom('proposals')
        .select('estimate_id')
        .where('project_id', '=', projectId)
        .where('state', '=', 'accepted')
        .where('estimate_id', 'is not', null)
        .orderBy('decided_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (accepted?.estimate_id) return accepted.estimate_id;
      const latest = await db
        .selectFrom('estimates')
        .select('id')
        .where('project_id', '=', projectId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return latest?.id;
    },

    async timeOf(projectId: string): Promise<CrewTimeLog[]> {
      return (await this.timeOfProjects([projectId])).get(projectId) ?? [];
    },

    /** `timeOf` of each of the projects, in one query: project id to its entries, by date. */
    async timeOfProjects(projectIds: readonly string[]): Promise<Map<string, CrewTimeLog[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as CrewTimeLog[]]));
      if (projectIds.length === 0) return byProject;
      const rows = await db
        .selectFrom('crew_time_logs')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy('date')
        .orderBy('id')
        .execute();
      for (const log of rows.map(toCrewTimeLog)) byProject.get(log.projectId)?.push(log);
      return byProject;
    },

    async logTime(
      log: Pick<
        CrewTimeLog,
        'projectId' | 'userId' | 'userName' | 'date' | 'days' | 'hours' | 'note'
      >,
    ): Promise<CrewTimeLog> {
      const row = await db
        .insertInto('crew_time_logs')
        .values({
          id: newId(),
          project_id: log.projectId,
          user_id: log.userId,
          user_name: log.userName,
          date: log.date,
          days: log.days,
          hours: log.hours,
          note: log.note,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCrewTimeLog(row);
    },

    async timeEntry(id: string): Promise<CrewTimeLog | undefined> {
      const row = await db
        .selectFrom('crew_time_logs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toCrewTimeLog(row) : undefined;
    },

    async removeTime(id: string): Promise<boolean> {
      const r = await db.deleteFrom('crew_time_logs').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Whether the user works the job: on a crew scheduled on it, or assigned an event of it. */
    async isOnJob(userId: string, projectId: string): Promise<boolean> {
      const row = await db
        .selectFrom('schedule_events as e')
        .select('e.id')
        .where('e.project_id', '=', projectId)
        .where((eb) =>
          eb.or([
            eb('e.assignee_id', '=', userId),
            eb.exists(
              eb
                .selectFrom('crew_members as m')
                .select('m.id')
                .whereRef('m.crew_id', '=', 'e.crew_id')
                .where('m.user_id', '=', userId),
            ),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async commissionPlans(): Promise<CommissionPlan[]> {
      const rows = await db.selectFrom('commission_plans').selectAll().orderBy('user_id').execute();
      return rows.map((r) => ({
        userId: r.user_id,
        basis: r.basis,
        basisPoints: Number(r.basis_points),
        updatedAt: r.updated_at,
      }));
    },

    /** One plan per person: saving again replaces it (an upsert, safe under concurrency). */
    async setCommissionPlan(plan: Omit<CommissionPlan, 'updatedAt'>): Promise<CommissionPlan> {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('commission_plans')
        .values({
          user_id: plan.userId,
          basis: plan.basis,
          basis_points: plan.basisPoints,
          updated_at: updatedAt,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            basis: plan.basis,
            basis_points: plan.basisPoints,
            updated_at: updatedAt,
          }),
        )
        .execute();
      return { ...plan, updatedAt };
    },

    async removeCommissionPlan(userId: string): Promise<boolean> {
      const r = await db
        .deleteFrom('commission_plans')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async dayRates(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('crew_day_rates').selectAll().execute();
      return new Map(rows.map((r) => [r.crew_id, Number(r.day_rate_cents)]));
    },

    async setDayRate(crewId: string, dayRateCents: number): Promise<void> {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('crew_day_rates')
        .values({ crew_id: crewId, day_rate_cents: dayRateCents, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.column('crew_id').doUpdateSet({ day_rate_cents: dayRateCents, updated_at: updatedAt }),
        )
        .execute();
    },

    async settings(): Promise<CostingSettings> {
      const row = await db
        .selectFrom('costing_settings')
        .select('estimators_see_profit')
        .where('id', '=', 1)
        .executeTakeFirst();
      return { estimatorsSeeProfit: Number(row?.estimators_see_profit ?? 0) === 1 };
    },

    async updateSettings(s: CostingSettings): Promise<CostingSettings> {
      await db
        .updateTable('costing_settings')
        .set({
          estimators_see_profit: s.estimatorsSeeProfit ? 1 : 0,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', 1)
        .execute();
      return s;
    },
  };
}

export type CostingRepository = ReturnType<typeof costingRepository>;
