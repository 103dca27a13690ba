// Server time of GET /api/search at 100,000 projects, on SQLite and on PostgreSQL.
// Usage: npx tsx bench/search.ts [projects, default 100000] [requests per query, default 40]
//        [sqlite | postgres: one database only; both by default]
// Target: p95 under 20 ms on both databases, over a mix of full words, prefixes and phone digits.
import path from 'node:path';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DbHandle } from '../src/server/db/connection';
import { signedInUser } from '../src/server/testing/signed-in-user';
import { openDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import type { ProjectsTable } from '../src/server/db/schema';
import { median, percentile, PG_URL, pgSchema, postgresReachable, tempDir } from './lib/setup';

const count = Number(process.argv[2] ?? 100_000);
const requests = Number(process.argv[3] ?? 40);
const only = process.argv[4];

const FIRST = ['Dana', 'José', 'Maria', 'Chen', 'Aisha', 'Tom', 'Priya', 'Lars', 'Noor', 'Sam'];
const SURNAMES = [
  'Henderson',
  'Whitfield',
  'Nguyen',
  'Okafor',
  'García',
  'Schmidt',
  'Kowalski',
  'Tanaka',
  'Hendricks',
  'Whitaker',
  'Novak',
  'Olsen',
  'Gallagher',
  'Schneider',
  'Kim',
  'Torres',
  'Baker',
  'Brennan',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Gupta',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kaur',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Oduya',
  'Petrov',
];
const STREETS = [
  'SE Belmont St',
  'NE Alberta St',
  'N Mississippi Ave',
  'SW Capitol Hwy',
  'Oak Ave',
];
const CITIES = ['Portland', 'Salem', 'Eugene', 'Bend', 'Gresham', 'Beaverton'];
const JOBS = ['Re-roof', 'Repair', 'Gutters', 'New build', 'Skylight', 'Storm damage'];
const NOTES = [
  'Tear-off and architectural shingles.',
  'Dog in the yard, gate code on file.',
  'Insurance claim after the February hail storm.',
  'Customer prefers texts after 5 pm.',
  '',
  '',
];

/** Deterministic, so both databases hold the same projects. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function phoneOf(i: number): string {
  const n = String(5_030_000_000 + ((i * 7_919_993) % 999_999_999)).padStart(10, '0');
  const f = i % 3;
  if (f === 0) return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
  return f === 1 ? `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}` : n;
}

function projectRows(n: number): Insertable<ProjectsTable>[] {
  const r = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const iso = new Date(start + i * 37 * 60_000).toISOString();
    const first = pick(FIRST);
    const last = pick(SURNAMES);
    return {
      id: `p${String(i).padStart(8, '0')}`,
      name: `${pick(SURNAMES)} ${pick(JOBS)}`,
      address: `${100 + (i % 9000)} ${pick(STREETS)}, ${pick(CITIES)}, OR`,
      // The first stage of each status (a project's status is its stage's).
      stage_id: (['lead', 'sold', 'completed'] as const)[i % 3]!,
      stage_changed_at: iso,
      date: iso.slice(0, 10),
      roof_area_sq_ft: 1000 + (i % 3000),
      pitch: (i % 12) + 1,
      estimated_cost_cents: 100_000 + ((i * 7919) % 5_000_000),
      estimated_cost_option: null,
      estimated_cost_accepted: 0,
      latitude: null,
      longitude: null,
      created_by: null,
      updated_by: null,
      customer_name: `${first} ${last}`,
      customer_phone: phoneOf(i),
      customer_email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
      notes: pick(NOTES),
      created_at: iso,
      updated_at: iso,
    };
  });
}

async function seed(handle: DbHandle, rows: Insertable<ProjectsTable>[]): Promise<void> {
  await migrateToLatest(handle.db);
  await handle.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('projects')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
  });
}

const QUERIES: Record<string, string[]> = {
  'full words': ['henderson', 'portland', 'gresham', 'dana whitfield', 'hail storm', 'skylight'],
  prefixes: ['h', 'hend', 'whit', 'gar', 'ok', 'bea', 'mississ', 'jos nak', 'port'],
  'phone digits': [phoneOf(12_345), phoneOf(67_890).replace(/\D/g, ''), phoneOf(4_242).slice(-8)],
  'no match': ['zzzz', 'qwerty uiop'],
};

async function measure(name: string, handle: DbHandle) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }),
    database: handle,
  });
  // Fastify's own view of each request: from the start of routing to the reply being sent.
  const serverMs: number[] = [];
  app.addHook('onResponse', async (_req, reply) => {
    serverMs.push(reply.elapsedTime);
  });
  // Over real HTTP, as the browser asks.
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const { cookie } = await signedInUser(handle, 'owner', 'Bench Owner');
  const get = async (url: string) => {
    const r = await fetch(base + url, { headers: { cookie } });
    const body = await r.text();
    if (r.status !== 200) throw new Error(`${url}: ${r.status} ${body}`);
    return JSON.parse(body) as { items: unknown[] };
  };
  const all: number[] = [];
  console.log(`\n${name}: ${'queries'.padEnd(14)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  hits`);
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const times: number[] = [];
    const hits: number[] = [];
    for (const q of queries) {
      const url = `/api/search?q=${encodeURIComponent(q)}`;
      for (let i = 0; i < 5; i++) await get(url);
      serverMs.length = 0;
      for (let i = 0; i < requests; i++) {
        const body = await get(url);
        if (i === 0) hits.push(body.items.length);
      }
      times.push(...serverMs);
    }
    all.push(...times);
    console.log(
      `${' '.repeat(name.length + 2)}${kind.padEnd(14)} ${median(times).toFixed(2).padStart(6)}ms ${percentile(times, 95).toFixed(2).padStart(6)}ms  ${hits.join('/')}`,
    );
  }
  const listUrl = '/api/projects?q=henderson&limit=20';
  serverMs.length = 0;
  for (let i = 0; i < requests; i++) await get(listUrl);
  console.log(
    `${' '.repeat(name.length + 2)}${'list ?q='.padEnd(14)} ${median(serverMs).toFixed(2).padStart(6)}ms ${percentile(serverMs, 95).toFixed(2).padStart(6)}ms`,
  );
  const p95 = percentile(all, 95);
  console.log(
    `${name}: all ${all.length} searches p50 ${median(all).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms: ${p95 < 20 ? 'meets' : 'MISSES'} the 20 ms target`,
  );
  await app.close();
}

const rows = projectRows(count);

if (only !== 'postgres') {
  const tmp = tempDir('search');
  const sqlite = openDatabase({ sqliteFile: path.join(tmp.dir, 'search.sqlite') });
  const t = performance.now();
  await seed(sqlite, rows);
  console.log(
    `SQLite: seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await measure('SQLite', sqlite);
  await sqlite.db.destroy();
  tmp.remove();
}

if (only === 'sqlite') {
  // PostgreSQL not asked for.
} else if (await postgresReachable()) {
  const schema = await pgSchema('search');
  const pg = openDatabase({ databaseUrl: PG_URL, pgSchema: schema.name });
  try {
    const t = performance.now();
    await seed(pg, rows);
    await sql`analyze`.execute(pg.db);
    console.log(
      `\nPostgreSQL: seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    await measure('PostgreSQL', pg);
  } finally {
    await pg.db.destroy();
    await schema.drop();
  }
} else {
  console.log(`\nPostgreSQL not reachable at ${PG_URL}: not measured.`);
}
