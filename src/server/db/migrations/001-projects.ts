import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Never edit a migration after it lands: add a new numbered one ("widen, then narrow").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'in-progress', 'completed')`),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('roof_area_sq_ft', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('pitch', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The list is newest first by date (keyset on date, id); the dashboard counts by status.
  await db.schema.createIndex('projects_date_id').on('projects').columns(['date', 'id']).execute();
  await db.schema
    .createIndex('projects_status_date_id')
    .on('projects')
    .columns(['status', 'date', 'id'])
    .execute();
  // Covering index: the dashboard's counts and sum by status read only this index.
  await db.schema
    .createIndex('projects_status_cost')
    .on('projects')
    .columns(['status', 'estimated_cost_cents'])
    .execute();
  // Recent activity: the most recently changed projects.
  await db.schema.createIndex('projects_updated_at').on('projects').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects').execute();
}
