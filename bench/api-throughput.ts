// API throughput against the limit: Ridgeline (the real server process, production bundle,
// seeded SQLite) versus a bare node:http server answering the very same bytes from memory.
// Usage: npx tsx bench/api-throughput.ts [seconds per run, default 10] [connections, default 10]
// Target: Ridgeline at least 0.5 of the bare server's requests/s. Ridgeline's requests carry a
// signed-in owner's session cookie, so each one pays for its session check.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { killAllServers, spawnServer } from '../src/server/testing/spawn-server';
import { seededSqlite, tempDir } from './lib/setup';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);

// The bare server: one process, one buffer, no routing, no database.
const BARE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BODY_FILE);
const type = process.env.BODY_TYPE;
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

async function startBare(bodyFile: string, type: string) {
  const child = spawn(process.execPath, ['-e', BARE], {
    env: { PATH: process.env.PATH ?? '', BODY_FILE: bodyFile, BODY_TYPE: type },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections, duration, headers });
  if (r.errors || r.non2xx || r.timeouts) {
    throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`);
  }
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50 };
}

async function compare(label: string, projects: number, urlPath: string) {
  const tmp = tempDir('throughput');
  await seededSqlite(path.join(tmp.dir, 'ridgeline.sqlite'), projects);
  const ridgeline = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' });
  const signedIn = { cookie: ridgeline.cookie };
  const res = await fetch(ridgeline.url + urlPath, { headers: signedIn });
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  fs.writeFileSync(path.join(tmp.dir, 'body'), body);
  const bare = await startBare(path.join(tmp.dir, 'body'), type);

  // Same bytes? The bench compares like with like.
  const check = Buffer.from(await (await fetch(bare.url + urlPath)).arrayBuffer());
  if (!check.equals(body)) throw new Error('bare server answers different bytes');

  await load(bare.url + urlPath).catch(() => undefined); // warm-up, both
  await autocannon({ url: ridgeline.url + urlPath, connections, duration: 2, headers: signedIn });
  const b = await load(bare.url + urlPath);
  const r = await load(ridgeline.url + urlPath, signedIn);
  bare.stop();
  ridgeline.child.kill('SIGTERM');
  await ridgeline.exited;
  tmp.remove();

  const ratio = r.rps / b.rps;
  console.log(
    `\n${label}: GET ${urlPath}, ${projects.toLocaleString('en-US')} projects, ${body.length.toLocaleString('en-US')} bytes per answer`,
  );
  console.log(
    `  bare node:http  ${b.rps.toFixed(0).padStart(7)} req/s   p50 ${b.p50} ms   p99 ${b.p99} ms`,
  );
  console.log(
    `  Ridgeline       ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`,
  );
  console.log(`  ratio ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'})`);
}

console.log(
  `autocannon: ${connections} connections, ${duration} s per run, servers in their own processes`,
);
try {
  await compare('Project list', 1_000, '/api/projects?limit=50');
  await compare('Dashboard', 100_000, '/api/dashboard');
} finally {
  await killAllServers();
}
