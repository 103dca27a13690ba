// API throughput against a fair anchor: Ridgeline (the real server process, production bundle,
// seeded SQLite, a signed-in owner's cookie) versus a bare node:http handler in its own process
// over the same SQLite file that runs the very statements Ridgeline runs for that request (the
// session lookup included, captured from Ridgeline's own query log, prepared once), maps the rows
// to camelCase objects and JSON.stringifies them. The anchor does the work an API that reads a
// database cannot avoid; what Ridgeline spends above it is routing, validation, the query
// builder, hooks and headers.
// Runs alternate (anchor, Ridgeline, anchor, ...) so both see the same machine; the ratio of each
// pair is printed and the median ratio is the figure. CPU per request comes from each process's
// user+system time in /proc over the run (Linux). After each comparison the same statements are
// timed in-process (the database's own time, apart from HTTP and the framework).
// Usage: npx tsx bench/api-fair.ts [seconds per run, default 10] [rounds, default 3]
//          [connections, default 10]
// Targets: the project list (50) >= 0.9x the anchor with CPU per request within 20%; the
// dashboard at 100,000 projects >= 0.85x.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DbHandle } from '../src/server/db/connection';
import type { Database } from '../src/server/db/schema';
import { killAllServers, spawnServer } from '../src/server/testing/spawn-server';
import { median, seededSqlite, tempDir } from './lib/setup';

const duration = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 3);
const connections = Number(process.argv[4] ?? 10);

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** The statements Ridgeline runs for one GET of `urlPath` with this cookie, in order. */
async function statementsOf(file: string, urlPath: string, cookie: string): Promise<Statement[]> {
  const seen: Statement[] = [];
  const sqlite = new SqliteDatabase(file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      seen.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const database: DbHandle = {
    db,
    kind: 'sqlite',
    describe: 'bench capture',
    ping: async () => {},
    options: { sqliteFile: file },
  };
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }),
    database,
  });
  await app.ready();
  seen.length = 0;
  const r = await app.inject({ method: 'GET', url: urlPath, headers: { cookie } });
  if (r.statusCode !== 200) throw new Error(`capture ${urlPath}: ${r.statusCode} ${r.body}`);
  const captured = [...seen];
  await app.close();
  await db.destroy();
  return captured;
}

// The anchor: one process, no framework; each request runs the statements and answers JSON.
const ANCHOR = `
const http = require('node:http');
const Database = require('better-sqlite3');
const db = new Database(process.env.DB_FILE);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
const camel = (k) => k.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
// Column names are known once the statement is prepared: each row is then mapped without work
// per key, as a hand-written handler would.
const statements = JSON.parse(process.env.STATEMENTS).map((s) => {
  const prepared = db.prepare(s.sql);
  const keys = prepared.reader ? prepared.columns().map((c) => [c.name, camel(c.name)]) : [];
  return { prepared, reader: prepared.reader, parameters: s.parameters, keys };
});
const server = http.createServer((req, res) => {
  const body = {};
  statements.forEach((s, i) => {
    if (!s.reader) return void s.prepared.run(...s.parameters);
    body['q' + i] = s.prepared.all(...s.parameters).map((row) => {
      const out = {};
      for (const [from, to] of s.keys) out[to] = row[from];
      return out;
    });
  });
  const json = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

async function startAnchor(file: string, statements: Statement[]) {
  const child = spawn(process.execPath, ['-e', ANCHOR], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_PATH: path.resolve('node_modules'),
      DB_FILE: file,
      STATEMENTS: JSON.stringify(statements),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`anchor exited with ${code}`)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => child.kill('SIGTERM'),
  };
}

/** User + system CPU time of a process so far, in microseconds (Linux /proc, 100 ticks a second). */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(url: string, pid: number, headers: Record<string, string> = {}) {
  const before = cpuMicros(pid);
  const r = await autocannon({ url, connections, duration, headers });
  const cpu = cpuMicros(pid) - before;
  if (r.errors || r.non2xx || r.timeouts) {
    throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`);
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuPerRequest: cpu / Math.max(1, r.requests.total),
  };
}

type Run = Awaited<ReturnType<typeof load>>;
const line = (name: string, r: Run) =>
  `  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   CPU ${r.cpuPerRequest.toFixed(0)} us/request`;

async function compare(label: string, projects: number, urlPath: string, target: number) {
  const tmp = tempDir('fair');
  const file = path.join(tmp.dir, 'ridgeline.sqlite');
  await seededSqlite(file, projects);
  const ridgeline = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' });
  const signedIn = { cookie: ridgeline.cookie };
  const statements = await statementsOf(file, urlPath, ridgeline.cookie);
  const anchor = await startAnchor(file, statements);
  const ridgelineBytes = (
    await (await fetch(ridgeline.url + urlPath, { headers: signedIn })).text()
  ).length;
  const anchorBytes = (await (await fetch(anchor.url + urlPath)).text()).length;
  const ridgelinePid = ridgeline.child.pid ?? 0;

  console.log(
    `\n${label}: GET ${urlPath}, ${projects.toLocaleString('en-US')} projects; ${statements.length} statements a request; answers ${ridgelineBytes.toLocaleString('en-US')} bytes (Ridgeline) and ${anchorBytes.toLocaleString('en-US')} (anchor)`,
  );
  // Warm-up, both: statement caches, JIT, the page cache.
  await autocannon({ url: anchor.url + urlPath, connections, duration: 2 });
  await autocannon({ url: ridgeline.url + urlPath, connections, duration: 2, headers: signedIn });
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const a = await load(anchor.url + urlPath, anchor.pid);
    const r = await load(ridgeline.url + urlPath, ridgelinePid, signedIn);
    ratios.push(r.rps / a.rps);
    cpuRatios.push(r.cpuPerRequest / a.cpuPerRequest);
    console.log(`round ${i + 1}\n${line('anchor', a)}\n${line('Ridgeline', r)}`);
    console.log(
      `  ratio ${(r.rps / a.rps).toFixed(2)}x req/s, CPU per request ${(r.cpuPerRequest / a.cpuPerRequest).toFixed(2)}x`,
    );
  }
  const m = median(ratios);
  console.log(
    `  median ratio ${m.toFixed(2)}x (target >= ${target}x: ${m >= target ? 'met' : 'MISSED'}), CPU per request ${median(cpuRatios).toFixed(2)}x the anchor's`,
  );
  anchor.stop();
  ridgeline.child.kill('SIGTERM');
  await ridgeline.exited;
  console.log(await sqliteTime(file, statements));
  tmp.remove();
}

/**
 * The database's own time for one request's statements, in this process with nothing else
 * running: run as the anchor runs them (prepared once, called in turn) and through Ridgeline's
 * connection (Kysely over its statement cache, src/server/db/connection.ts). SQLite's work is the
 * same; they differ by Kysely's work around each query, and by how rows are made (the server
 * takes them as arrays and builds the objects itself, which is cheaper on wide rows).
 */
async function sqliteTime(file: string, statements: Statement[]): Promise<string> {
  const times = Math.max(200, Math.round(duration * 300));
  const time = async (run: () => unknown) => {
    for (let i = 0; i < 100; i++) await run();
    const start = process.hrtime.bigint();
    for (let i = 0; i < times; i++) await run();
    return Number(process.hrtime.bigint() - start) / 1000 / times;
  };
  const bare = new SqliteDatabase(file);
  bare.pragma('journal_mode = WAL');
  bare.pragma('synchronous = FULL');
  const prepared = statements.map((s) => ({ s: bare.prepare(s.sql), p: s.parameters }));
  const anchorWay = await time(() => {
    for (const { s, p } of prepared) {
      if (s.reader) s.all(...p);
      else s.run(...p);
    }
  });
  // Kysely's own SQLite driver prepares every query anew: what the server paid before it kept
  // its statements, and the extra native time it showed against the anchor.
  const preparedEachTime = await time(() => {
    for (const { sql, parameters } of statements) {
      const s = bare.prepare(sql);
      if (s.reader) s.all(...parameters);
      else s.run(...parameters);
    }
  });
  bare.close();
  const ridgeline = openDatabase({ sqliteFile: file });
  const queries = statements.map((s) => CompiledQuery.raw(s.sql, [...s.parameters]));
  const kyselyWay = await time(async () => {
    for (const q of queries) await ridgeline.db.executeQuery(q);
  });
  await ridgeline.db.destroy();
  return `  SQLite time per request, in-process: ${anchorWay.toFixed(1)} us prepared once (the anchor's way), ${kyselyWay.toFixed(1)} us through Ridgeline's connection (Kysely and its statement cache); ${preparedEachTime.toFixed(1)} us preparing each statement every time (Kysely's own driver)`;
}

console.log(
  `autocannon: ${connections} connections, ${duration} s per run, ${rounds} alternating rounds, servers in their own processes`,
);
try {
  await compare('Project list', 1_000, '/api/projects?limit=50', 0.9);
  await compare('Dashboard', 100_000, '/api/dashboard', 0.85);
} finally {
  await killAllServers();
}
