import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Which option of a good / better / best estimate stands for the estimate:
// - estimates remember the option the office chose for the material order (null: the first),
//   used until a customer accepts one;
// - projects say which option their estimated cost is (null: a one-option estimate or a cost
//   typed by hand) and whether the customer accepted it (0/1 in both databases), so a project
//   never shows a price without saying where it came from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('estimates')
    .addColumn('order_option', 'integer', (c) => c.check(sql`order_option between 0 and 2`))
    .execute();
  await db.schema.alterTable('projects').addColumn('estimated_cost_option', 'text').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('estimated_cost_accepted', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`estimated_cost_accepted in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('estimated_cost_accepted').execute();
  await db.schema.alterTable('projects').dropColumn('estimated_cost_option').execute();
  await db.schema.alterTable('estimates').dropColumn('order_option').execute();
}
