import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Job costing: the actual costs of a job (materials from supplier invoices with the quantities
 * delivered and returned, labor, other), the crew's own time on it, commission plans per
 * salesperson, crew day rates (keyed by the crew's id, so the schedule's crews table stays the
 * schedule's) and the one costing setting (whether estimators see job profit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_costs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('material', 'labor', 'other')`),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supplier_invoice_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('labor_method', 'text', (c) =>
      c.check(sql`labor_method in ('crew-days', 'hours', 'subcontractor')`),
    )
    .addColumn('crew_id', 'text')
    .addColumn('units', 'double precision')
    .addColumn('rate_cents', 'bigint')
    // Delivered and returned units per takeoff item (JSON array): read with the line, never
    // queried on their own.
    .addColumn('quantities_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A project's costs by date; reports sum costs per project and category.
  await db.schema
    .createIndex('job_costs_project_date')
    .on('job_costs')
    .columns(['project_id', 'date'])
    .execute();
  await db.schema
    .createIndex('job_costs_project_category')
    .on('job_costs')
    .columns(['project_id', 'category', 'amount_cents'])
    .execute();

  await db.schema
    .createTable('crew_time_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('days', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crew_time_logs_project_date')
    .on('crew_time_logs')
    .columns(['project_id', 'date'])
    .execute();

  await db.schema
    .createTable('commission_plans')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis in ('revenue', 'gross-profit')`))
    .addColumn('basis_points', 'integer', (c) =>
      c.notNull().check(sql`basis_points between 0 and 10000`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crew_day_rates')
    .addColumn('crew_id', 'text', (c) => c.primaryKey())
    .addColumn('day_rate_cents', 'bigint', (c) => c.notNull().check(sql`day_rate_cents >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One row (id 1), like settings: a table of its own so the settings row stays as it was.
  await db.schema
    .createTable('costing_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('estimators_see_profit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('costing_settings' as never)
    .values({ id: 1, estimators_see_profit: 0, updated_at: new Date().toISOString() } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'costing_settings',
    'crew_day_rates',
    'commission_plans',
    'crew_time_logs',
    'job_costs',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
