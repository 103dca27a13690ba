import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DbHandle } from './connection';
import { migrateTo } from './migrate';
import { projectsRepository } from './projects-repository';
import { dbTargets, openTestDatabase } from '../testing/test-app';

/** A database at migration 017 (projects with a stored status), then brought to the latest. */
describe.each(dbTargets())('migration 018 (stages) on %s', (target) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  afterEach(async () => {
    await handle.db.destroy();
    await cleanup();
  });

  it('gives each project the first stage of its status and keeps the dashboard figures', async () => {
    ({ database: handle, cleanup } = await openTestDatabase(target));
    const db = handle.db;
    await migrateTo(db, '017-backup-runs');
    const at = '2026-01-02T03:04:05.000Z';
    for (const [i, status] of ['pending', 'in-progress', 'completed', 'pending'].entries()) {
      await sql`insert into projects (id, name, address, status, date, estimated_cost_cents,
                created_at, updated_at) values (${`p${i}`}, ${`P${i}`}, 'A', ${status},
                '2026-01-01', ${(i + 1) * 100}, ${at}, ${at})`.execute(db);
    }
    await migrateTo(db);
    const rows = await db
      .selectFrom('projects')
      .select(['id', 'stage_id', 'stage_changed_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.stage_id)).toEqual(['lead', 'sold', 'completed', 'lead']);
    expect(rows[0]!.stage_changed_at).toBe(at);
    const dash = await projectsRepository(db).dashboard();
    expect(dash).toMatchObject({
      totalProjects: 4,
      pending: 2,
      inProgress: 1,
      completed: 1,
      totalValueCents: 1000,
    });
    expect(dash.recentProjects.map((p) => p.status).sort()).toEqual([
      'completed',
      'in-progress',
      'pending',
      'pending',
    ]);
  });
});
