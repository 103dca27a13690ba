// Server time of each owner's report (GET /api/reports/:name) over a company of 10,000 projects
// with their proposals, costs, invoices and payments, on SQLite and on PostgreSQL.
// Usage: npx tsx bench/reports.ts [projects, default 10000] [requests per report, default 30]
//        [sqlite | postgres: one database only; both by default]
// Target: p95 under 200 ms for every report on both databases.
import path from 'node:path';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DbHandle } from '../src/server/db/connection';
import { openDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { REPORT_NAMES } from '../src/domain/reports/reports';
import { signedInUser } from '../src/server/testing/signed-in-user';
import {
  costRow,
  invoiceRow,
  paymentRow,
  projectRow,
  proposalRow,
} from '../src/server/testing/report-rows';
import { median, percentile, PG_URL, pgSchema, postgresReachable, tempDir } from './lib/setup';

const count = Number(process.argv[2] ?? 10_000);
const requests = Number(process.argv[3] ?? 30);
const only = process.argv[4];

const STAGES = ['lead', 'proposal-sent', 'sold', 'scheduled', 'completed', 'paid', 'lost'];
const SOURCES = ['referral', 'website', 'door-knocking', 'storm-canvassing', 'insurance'];
const DAY_MS = 86_400_000;
const START = Date.UTC(2024, 0, 1);

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

/**
 * The company, deterministic so both databases hold the same: each project has one to three
 * proposals (older versions replaced), two thirds of them accepted; an accepted job has costs,
 * two invoices and payments. Another table is one more entry in the object this returns.
 */
function company(n: number, salespeople: string[]): Rows {
  const rows: Required<
    Pick<Rows, 'projects' | 'proposals' | 'job_costs' | 'invoices' | 'payments'>
  > = { projects: [], proposals: [], job_costs: [], invoices: [], payments: [] };
  const iso = (ms: number) => new Date(ms).toISOString();
  const date = (ms: number) => iso(ms).slice(0, 10);
  for (let i = 0; i < n; i++) {
    const id = `p${String(i).padStart(6, '0')}`;
    const created = START + ((i * 7919) % 1000) * DAY_MS;
    const price = 500_000 + ((i * 104_729) % 3_000_000);
    rows.projects.push(
      projectRow({
        id,
        created_at: iso(created),
        stage_id: STAGES[i % STAGES.length]!,
        salesperson_id: salespeople[i % salespeople.length]!,
        lead_source_id: SOURCES[i % SOURCES.length]!,
        estimated_cost_cents: price,
      }),
    );
    const versions = 1 + (i % 3);
    for (let v = 0; v < versions; v++) {
      const last = v === versions - 1;
      const accepted = last && i % 3 !== 0;
      rows.proposals.push(
        proposalRow({
          id: `${id}-q${v}`,
          project_id: id,
          created_at: iso(created + v * DAY_MS),
          state: !last ? 'replaced' : accepted ? 'accepted' : i % 2 ? 'declined' : 'open',
          decided_at: accepted || i % 2 ? iso(created + (v + 7) * DAY_MS) : null,
          beforeTaxCents: price,
          taxCents: Math.round(price * 0.08),
        }),
      );
    }
    if (i % 3 === 0) continue;
    const sold = created + (versions + 7) * DAY_MS;
    for (const [k, share] of [0.45, 0.2, 0.12].entries()) {
      rows.job_costs.push(
        costRow({
          id: `${id}-c${k}`,
          project_id: id,
          amount_cents: Math.round(price * share),
          category: (['material', 'labor', 'other'] as const)[k]!,
          created_at: iso(sold + 20 * DAY_MS),
        }),
      );
    }
    for (const [k, share] of [0.5, 0.5].entries()) {
      const issued = sold + (k * 30 + 5) * DAY_MS;
      const invoice = `${id}-i${k}`;
      const total = Math.round(price * share * 1.08);
      rows.invoices.push(
        invoiceRow({
          id: invoice,
          number_seq: i * 2 + k + 1,
          project_id: id,
          total_cents: total,
          tax_cents: total - Math.round(price * share),
          issue_date: date(issued),
          due_date: date(issued + 30 * DAY_MS),
          created_at: iso(issued),
        }),
      );
      // Most invoices paid in full, some in part, some not yet.
      if (i % 7 !== 1) {
        const paid = i % 5 === 2 ? Math.round(total / 2) : total;
        rows.payments.push(
          paymentRow({
            id: `${invoice}-y`,
            invoice_id: invoice,
            project_id: id,
            amount_cents: paid,
            paid_on: date(issued + ((i % 40) + 1) * DAY_MS),
          }),
        );
      }
    }
  }
  return rows;
}

async function seed(handle: DbHandle): Promise<string> {
  await migrateToLatest(handle.db);
  const owner = await signedInUser(handle, 'owner', 'Bench Owner');
  const people = [owner.user.id];
  for (const name of ['Erin Estimator', 'Sam Seller', 'Lee Closer']) {
    people.push((await signedInUser(handle, 'estimator', name)).user.id);
  }
  const now = new Date().toISOString();
  await handle.db
    .insertInto('commission_plans')
    .values(
      people.map((user_id, k) => ({
        user_id,
        basis: k % 2 ? ('gross-profit' as const) : ('revenue' as const),
        basis_points: 500 + k * 100,
        updated_at: now,
      })),
    )
    .execute();
  const rows = company(count, people);
  await handle.db.transaction().execute(async (trx) => {
    for (const [table, list] of Object.entries(rows)) {
      for (let i = 0; i < list.length; i += 500) {
        await trx
          .insertInto(table as keyof Database)
          .values(list.slice(i, i + 500) as never)
          .execute();
      }
    }
  });
  return owner.cookie;
}

async function measure(name: string, handle: DbHandle, cookie: string) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }),
    database: handle,
  });
  const serverMs: number[] = [];
  app.addHook('onResponse', async (_req, reply) => {
    serverMs.push(reply.elapsedTime);
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  let worst = 0;
  console.log(`\n${name}: ${'report'.padEnd(12)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const report of REPORT_NAMES) {
    // A year of a company that has run three: the periods the owner reads most.
    const url = `/api/reports/${report}?from=2025-01-01&to=2025-12-31`;
    const get = async () => {
      const r = await fetch(base + url, { headers: { cookie } });
      const body = await r.text();
      if (r.status !== 200) throw new Error(`${url}: ${r.status} ${body}`);
    };
    for (let i = 0; i < 3; i++) await get();
    serverMs.length = 0;
    for (let i = 0; i < requests; i++) await get();
    const p95 = percentile(serverMs, 95);
    worst = Math.max(worst, p95);
    console.log(
      `${' '.repeat(name.length + 2)}${report.padEnd(12)} ${median(serverMs).toFixed(1).padStart(7)}ms ${p95.toFixed(1).padStart(7)}ms`,
    );
  }
  console.log(
    `${name}: slowest report p95 ${worst.toFixed(1)} ms: ${worst < 200 ? 'meets' : 'MISSES'} the 200 ms target`,
  );
  await app.close();
}

if (only !== 'postgres') {
  const tmp = tempDir('reports');
  const sqlite = openDatabase({ sqliteFile: path.join(tmp.dir, 'reports.sqlite') });
  const t = performance.now();
  const cookie = await seed(sqlite);
  await sql`analyze`.execute(sqlite.db);
  console.log(
    `SQLite: seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await measure('SQLite', sqlite, cookie);
  await sqlite.db.destroy();
  tmp.remove();
}

if (only === 'sqlite') {
  // PostgreSQL not asked for.
} else if (await postgresReachable()) {
  const schema = await pgSchema('reports');
  const pg = openDatabase({ databaseUrl: PG_URL, pgSchema: schema.name });
  try {
    const t = performance.now();
    const cookie = await seed(pg);
    await sql`analyze`.execute(pg.db);
    console.log(
      `\nPostgreSQL: seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    await measure('PostgreSQL', pg, cookie);
  } finally {
    await pg.db.destroy();
    await schema.drop();
  }
} else {
  console.log(`\nPostgreSQL not reachable at ${PG_URL}: not measured.`);
}
