import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Never edit a migration after it lands: add a new numbered one ("widen, then narrow").

// Copied, not imported from the domain: a migration is a snapshot and must not change if the
// defaults in code change later.
const DEFAULT_MATERIALS = [
  ['asphalt-standard', 'Asphalt Shingles (Standard)', 'sq ft', 175],
  ['asphalt-premium', 'Asphalt Shingles (Premium)', 'sq ft', 250],
  ['metal', 'Metal Roofing', 'sq ft', 825],
  ['underlayment', 'Underlayment', 'sq ft', 45],
  ['flashing', 'Flashing', 'linear ft', 325],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_license_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('default_labor_rate_cents', 'bigint', (c) => c.notNull().defaultTo(250))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('materials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('sq ft', 'linear ft')`))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`archived in (0, 1)`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('materials_position').on('materials').column('position').execute();

  const now = new Date().toISOString();
  await sql`insert into settings (id, updated_at) values (1, ${now})`.execute(db);
  for (const [i, [id, name, unit, price]] of DEFAULT_MATERIALS.entries()) {
    await sql`insert into materials (id, name, unit, price_cents, archived, position, created_at, updated_at)
      values (${id}, ${name}, ${unit}, ${price}, 0, ${i + 1}, ${now}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('materials').execute();
  await db.schema.dropTable('settings').execute();
}
