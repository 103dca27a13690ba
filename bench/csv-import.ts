// Importing a spreadsheet of jobs: a dry run, then the import, of a 10,000-row CSV into a
// company that already has 1,000 projects, with /api/health asked every 20 ms meanwhile.
// Usage: npx tsx bench/csv-import.ts [rows, default 10000] [existing projects, default 1000]
//        [sqlite | postgres: one database only; both by default, PostgreSQL when reachable]
// Target: the import answers within 10 s; /api/health stays fast (the file is read and checked
// a piece at a time, and the rows are inserted a few hundred per statement, with turns between).
import { openDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import {
  median,
  percentile,
  PG_URL,
  pgSchema,
  postgresReachable,
  seededSqliteApp,
  startApp,
} from './lib/setup';

const rows = Number(process.argv[2] ?? 10_000);
const existing = Number(process.argv[3] ?? 1_000);
const only = process.argv[4];

/** Ridgeline over the database asked for, listening, with an owner's cookie. */
async function benchApp(target: string) {
  if (target === 'postgres') {
    const schema = await pgSchema('csvimport');
    const database = openDatabase({ databaseUrl: PG_URL, pgSchema: schema.name });
    await migrateToLatest(database.db);
    const { app, url, cookie } = await startApp(database);
    // The company's existing projects, brought in by an import of their own (not timed).
    const seedFile = ['Name,Address,Email'];
    for (let i = 0; i < existing; i++)
      seedFile.push(`Job ${i},${i} Elm St,existing${i}@example.com`);
    const seeded = await fetch(`${url}/api/import/projects?dryRun=false`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'text/csv' },
      body: seedFile.join('\r\n'),
    });
    if (seeded.status !== 200) throw new Error(`seeding answered ${seeded.status}`);
    console.log(`PostgreSQL: seeded ${existing.toLocaleString('en-US')} projects`);
    return {
      url,
      cookie,
      async remove() {
        await app.close();
        await database.db.destroy();
        await schema.drop();
      },
    };
  }
  const bench = await seededSqliteApp('csv-import', existing);
  const url = await bench.app.listen({ host: '127.0.0.1', port: 0 });
  console.log('SQLite');
  return { url, cookie: bench.cookie, remove: () => bench.remove() };
}

const lines = ['Job name,Customer name,Address,Phone number,E-mail,Status,Amount,Start date,Notes'];
for (let i = 0; i < rows; i++) {
  lines.push(
    `Imported job ${i},Customer ${i},"${i} Main St, Portland, OR",(503) 555-${String(i % 10_000).padStart(4, '0')},import${i}@example.com,${['Pending', 'In Progress', 'Completed'][i % 3]},"$${(1000 + i).toLocaleString('en-US')}.00",3/${(i % 28) + 1}/2026,"Tear-off, new underlayment${i % 10 === 0 ? '\nGate code 4821' : ''}"`,
  );
}
const file = lines.join('\r\n');

async function importOnce(url: string, cookie: string, dryRun: boolean) {
  const health: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const h0 = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      health.push(performance.now() - h0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const t = performance.now();
  const res = await fetch(`${url}/api/import/projects?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'text/csv' },
    body: file,
  });
  const report = (await res.json()) as { created: number; skipped: unknown[]; refused: unknown[] };
  const seconds = (performance.now() - t) / 1000;
  done = true;
  await probing;
  if (res.status !== 200)
    throw new Error(`import answered ${res.status}: ${JSON.stringify(report)}`);
  console.log(
    `${dryRun ? 'Dry run' : 'Import'} of ${rows.toLocaleString('en-US')} rows (${(file.length / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(2)} s; created ${report.created}, skipped ${report.skipped.length}, refused ${report.refused.length}`,
  );
  console.log(
    `  /api/health meanwhile (${health.length} probes): median ${median(health).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, worst ${Math.max(...health).toFixed(1)} ms`,
  );
  return report;
}

async function runOn(target: string) {
  const bench = await benchApp(target);
  const { url, cookie } = bench;
  await importOnce(url, cookie, true);
  const first = await importOnce(url, cookie, false);
  if (first.created !== rows) throw new Error(`created ${first.created} of ${rows}`);
  const again = await importOnce(url, cookie, false);
  if (again.created !== 0) throw new Error(`the second import created ${again.created}`);
  await bench.remove();
}

if (only !== 'postgres') await runOn('sqlite');
if (only === 'sqlite') {
  // PostgreSQL not asked for.
} else if (await postgresReachable()) {
  await runOn('postgres');
} else {
  console.log(`PostgreSQL not reachable at ${PG_URL}: not measured.`);
}
