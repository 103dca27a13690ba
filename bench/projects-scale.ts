// Server-side time of the dashboard and the project list at 100,000 projects (SQLite).
// Usage: npx tsx bench/projects-scale.ts [projects, default 100000] [requests per URL, default 200]
// Target: median under 10 ms for GET /api/dashboard and GET /api/projects.
import { IMPORT_BODY_LIMIT_BYTES } from '../src/server/backup/limits';
import { median, percentile, seededSqliteApp } from './lib/setup';

const count = Number(process.argv[2] ?? 100_000);
const requests = Number(process.argv[3] ?? 200);

const bench = await seededSqliteApp('scale', count);
const { app } = bench;
// Every request carries the owner's session, as the dashboard's own requests do.
const headers = { cookie: bench.cookie };
// Fastify's own view of each request: from the start of routing to the reply being sent.
const serverMs: number[] = [];
app.addHook('onResponse', async (_req, reply) => {
  serverMs.push(reply.elapsedTime);
});
await app.ready();

const first = await app.inject({ method: 'GET', url: '/api/projects?limit=50', headers });
const cursor = (first.json() as { nextCursor: string }).nextCursor;

const urls = [
  '/api/dashboard',
  '/api/projects',
  '/api/projects?limit=50',
  `/api/projects?limit=50&cursor=${cursor}`,
  '/api/projects?status=in-progress&limit=50',
  '/api/projects?q=belmont&limit=50',
  '/api/projects?q=no-such-project',
];

console.log(
  `\n${'URL'.padEnd(52)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'server median'.padStart(14)}  (inject, ${requests} requests each)`,
);
const results: Record<string, number> = {};
for (const url of urls) {
  const samples = url.includes('q=') ? Math.max(20, Math.floor(requests / 10)) : requests;
  for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url, headers }); // warm up
  serverMs.length = 0;
  const wall: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    wall.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  }
  results[url] = median(wall);
  console.log(
    `${url.slice(0, 52).padEnd(52)} ${median(wall).toFixed(2).padStart(6)}ms ${percentile(wall, 95).toFixed(2).padStart(6)}ms ${median(serverMs).toFixed(2).padStart(12)}ms`,
  );
}

// The backup of the whole database: one document, which /api/import must accept back.
const t = performance.now();
const exported = await app.inject({ method: 'GET', url: '/api/export', headers });
console.log(
  `\nGET /api/export: ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ${(performance.now() - t).toFixed(0)} ms (import limit ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MB)`,
);

const verdict = (url: string) =>
  `${url}: median ${results[url]?.toFixed(2)} ms ${Number(results[url]) < 10 ? 'meets' : 'MISSES'} the 10 ms target`;
console.log(`\n${verdict('/api/dashboard')}\n${verdict('/api/projects')}`);

await bench.remove();
