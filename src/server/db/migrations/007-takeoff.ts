import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// The price list learns how each material is ordered from a roof's measurements: its unit
// (bundle, roll, piece, box, each beside the sq ft and linear ft it had), what it is measured
// along, how much one unit covers, and whether the waste factor applies. The eleven takeoff
// items a roofer orders are added after the five original materials (which keep 'none': they
// are priced per sq ft or linear ft as before).
const UNITS = `'sq ft', 'linear ft', 'bundle', 'roll', 'piece', 'box', 'each'`;

const ITEMS: [string, string, string, number, string, number, boolean][] = [
  [
    'architectural-shingles',
    'Architectural shingles',
    'bundle',
    4200,
    'sloped-area',
    100 / 3,
    true,
  ],
  ['starter-strip', 'Starter strip', 'bundle', 4800, 'eaves-rakes', 120, false],
  ['hip-ridge-cap', 'Hip & ridge cap', 'bundle', 6500, 'ridges-hips', 25, false],
  ['drip-edge', 'Drip edge (10 ft)', 'piece', 900, 'eaves-rakes', 10, false],
  ['synthetic-underlayment', 'Synthetic underlayment', 'roll', 11500, 'sloped-area', 1000, true],
  ['ice-water-shield', 'Ice & water shield', 'roll', 9500, 'eaves-valleys', 200 / 3, false],
  ['valley-metal', 'Valley metal (10 ft)', 'piece', 1800, 'valleys', 10, false],
  ['step-flashing', 'Step flashing (box of 100)', 'box', 5500, 'walls', 40, false],
  ['ridge-vent', 'Ridge vent (4 ft)', 'piece', 2200, 'ridges', 4, false],
  ['coil-roofing-nails', 'Coil roofing nails', 'box', 4500, 'sloped-area', 2250, true],
  ['pipe-boot', 'Pipe boot', 'each', 1800, 'pipe-boots', 1, false],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table materials drop constraint if exists materials_unit_check`.execute(db);
    await sql`alter table materials add constraint materials_unit_check check (unit in (${sql.raw(UNITS)}))`.execute(
      db,
    );
  } else {
    // SQLite cannot change a CHECK: rebuild the table with the wider one, rows as they were.
    await sql`create table materials_new (
      id text primary key,
      name text not null,
      unit text not null check (unit in (${sql.raw(UNITS)})),
      price_cents bigint not null,
      archived integer not null default 0 check (archived in (0, 1)),
      position integer not null,
      created_at text not null,
      updated_at text not null,
      version integer not null default 1,
      created_by text,
      updated_by text
    )`.execute(db);
    await sql`insert into materials_new select id, name, unit, price_cents, archived, position,
      created_at, updated_at, version, created_by, updated_by from materials`.execute(db);
    await sql`drop table materials`.execute(db);
    await sql`alter table materials_new rename to materials`.execute(db);
    await db.schema.createIndex('materials_position').on('materials').column('position').execute();
  }
  await db.schema
    .alterTable('materials')
    .addColumn('measured_along', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('materials')
    .addColumn('coverage_per_unit', 'double precision', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('materials')
    .addColumn('waste_applies', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const now = new Date().toISOString();
  const last = await sql<{
    n: number | string | null;
  }>`select max(position) as n from materials`.execute(db);
  let position = Number(last.rows[0]?.n ?? 0);
  for (const [id, name, unit, price, along, coverage, waste] of ITEMS) {
    position += 1;
    // A company that already named a material this way keeps its own.
    await sql`insert into materials (id, name, unit, price_cents, archived, position, created_at,
        updated_at, measured_along, coverage_per_unit, waste_applies)
      values (${id}, ${name}, ${unit}, ${price}, 0, ${position}, ${now}, ${now}, ${along},
        ${coverage}, ${waste ? 1 : 0})
      on conflict (id) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from materials where measured_along <> 'none'`.execute(db);
  for (const column of ['waste_applies', 'coverage_per_unit', 'measured_along']) {
    await db.schema.alterTable('materials').dropColumn(column).execute();
  }
}
