// The property test of bad input (src/server/reliability/fuzz.test.ts) with many more cases.
// Usage: npx tsx bench/fuzz-api.ts [runs per database, default 5000] [seed]
import fc from 'fast-check';
import { openDatabase } from '../src/server/db/connection';
import { FUZZ_ENDPOINTS } from '../src/server/testing/fuzz/fuzz-endpoints';
import { fuzzProperty } from '../src/server/testing/fuzz/fuzz-property';
import { startStubGeocoder } from '../src/server/testing/stub-geocoder';
import { PG_URL, pgSchema, postgresReachable, startApp, tempDir } from './lib/setup';

const runs = Number(process.argv[2] ?? 5000);
const seed = process.argv[3] ? Number(process.argv[3]) : Date.now() % 2 ** 31;

async function fuzz(label: string, database: ReturnType<typeof openDatabase>) {
  const stub = await startStubGeocoder();
  const { app, url, cookie } = await startApp(database, {
    GEOCODER_URL: stub.url,
    GEOCODER_CONTACT: 'bench@ridgeline.invalid',
    GEOCODER_MIN_INTERVAL_MS: '0',
  });
  const created = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Fuzz target', address: '1 Property Based Pl' }),
  });
  const { id } = (await created.json()) as { id: string };
  const started = performance.now();
  const result = await fc.check(fuzzProperty({ url, db: database.db, realId: id, cookie }), {
    numRuns: runs,
    seed,
  });
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  await stub.close();
  await database.db.destroy();
  const verdict = result.failed
    ? `FAILED after ${result.numRuns} cases: ${String(result.errorInstance ?? '').slice(0, 600)}\n  counterexample: ${JSON.stringify(result.counterexample)?.slice(0, 600)}`
    : `ok, ${result.numRuns} cases`;
  console.log(
    `${label.padEnd(10)} ${verdict} (${seconds.toFixed(1)} s, ${(result.numRuns / seconds).toFixed(0)} cases/s)`,
  );
  return !result.failed;
}

console.log(
  `Bad-input fuzz: ${FUZZ_ENDPOINTS.length} endpoints, ${runs} cases per database, seed ${seed}`,
);
const tmp = tempDir('fuzz');
let ok = await fuzz('SQLite', openDatabase({ sqliteFile: `${tmp.dir}/fuzz.sqlite` }));
tmp.remove();
if (await postgresReachable()) {
  const schema = await pgSchema('fuzz');
  ok =
    (await fuzz('PostgreSQL', openDatabase({ databaseUrl: PG_URL, pgSchema: schema.name }))) && ok;
  await schema.drop();
} else {
  console.log('PostgreSQL   not reachable: skipped');
}
process.exitCode = ok ? 0 : 1;
