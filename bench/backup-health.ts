// How the server answers while it makes a backup of a large company (SQLite): /api/health is
// asked every 20 ms from "Back up now" until the backup is checked and kept.
// Usage: npx tsx bench/backup-health.ts [projects, default 100000]
// Target: /api/health stays fast (the rows are read and written out in a worker thread).
import { median, percentile, seededSqliteApp } from './lib/setup';

const count = Number(process.argv[2] ?? 100_000);
const bench = await seededSqliteApp('backup-health', count);
const { app, cookie } = bench;
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const headers = { cookie, origin: url };

const health: number[] = [];
const t = performance.now();
const started = await fetch(`${url}/api/backups`, { method: 'POST', headers });
if (started.status !== 202) throw new Error(`Back up now answered ${started.status}`);
let backup: { status: string; sizeBytes: number | null; message: string | null } | undefined;
for (;;) {
  const h0 = performance.now();
  const h = await fetch(`${url}/api/health`);
  await h.arrayBuffer();
  health.push(performance.now() - h0);
  const list = (await (await fetch(`${url}/api/backups`, { headers })).json()) as {
    backups: { status: string; sizeBytes: number | null; message: string | null }[];
  };
  backup = list.backups[0];
  if (backup && backup.status !== 'running') break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const seconds = (performance.now() - t) / 1000;
console.log(
  `Backup of ${count.toLocaleString('en-US')} projects: ${backup.status} in ${seconds.toFixed(1)} s, ${((backup.sizeBytes ?? 0) / 1024 / 1024).toFixed(1)} MB (${backup.message})`,
);
console.log(
  `/api/health during it (${health.length} probes): median ${median(health).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, worst ${Math.max(...health).toFixed(1)} ms`,
);
await bench.remove();
