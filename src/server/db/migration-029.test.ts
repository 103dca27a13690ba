import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DbHandle } from './connection';
import { migrateTo } from './migrate';
import { dbTargets, openTestDatabase } from '../testing/test-app';

/** Projects at migration 028, then brought to the latest: each gets the tax inside its cost. */
describe.each(dbTargets())('migration 029 (estimated tax) on %s', (target) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  afterEach(async () => {
    await handle.db.destroy();
    await cleanup();
  });

  it('takes the tax of the option the cost is, and 0 for a typed cost', async () => {
    ({ database: handle, cleanup } = await openTestDatabase(target));
    const db = handle.db;
    await migrateTo(db, '028-report-periods');
    const at = '2026-01-02T03:04:05.000Z';
    // E: its estimate's second option ($12,210.50, $308.00 of it tax); T: a cost typed over
    // its estimate's ($12,000.00); N: no estimate at all.
    for (const [id, cents] of [
      ['E', 1_221_050],
      ['T', 1_200_000],
      ['N', 50_000],
    ] as const) {
      await sql`insert into projects (id, name, address, stage_id, stage_changed_at, date,
                estimated_cost_cents, created_at, updated_at) values (${id}, ${id}, 'A', 'lead',
                ${at}, '2026-01-01', ${cents}, ${at}, ${at})`.execute(db);
    }
    const totals = (totalCents: number, taxCents: number) => ({ totalCents, taxCents });
    const options = JSON.stringify([
      { name: 'Good', totals: totals(1_000_000, 20_000) },
      { name: 'Better', totals: totals(1_221_050, 30_800) },
    ]);
    for (const [id, project] of [
      ['e1', 'E'],
      ['e2', 'T'],
    ] as const) {
      await sql`insert into estimates (id, number, project_id, input_json, totals_json,
                options_json, order_option, total_cents, created_at, updated_at) values (${id},
                ${id === 'e1' ? 1 : 2}, ${project}, '{}', ${JSON.stringify(totals(1_000_000, 20_000))},
                ${options}, 1, 1221050, ${at}, ${at})`.execute(db);
    }
    await migrateTo(db);
    const rows = await db
      .selectFrom('projects')
      .select(['id', 'estimated_tax_cents'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, Number(r.estimated_tax_cents)])).toEqual([
      ['E', 30_800],
      ['N', 0],
      ['T', 0],
    ]);
  });
});
