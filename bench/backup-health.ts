// How the server answers while it makes a backup of a large company (SQLite): /api/health is
// asked every 20 ms from "Back up now" until the backup is checked and kept.
// Usage: npx tsx bench/backup-health.ts [projects, default 100000]
// Target: /api/health stays fast (the rows are read and written out in a worker thread).
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { signedInUser } from '../src/server/testing/signed-in-user';
import { median, percentile, seededSqlite, tempDir } from './lib/setup';

const count = Number(process.argv[2] ?? 100_000);
const tmp = tempDir('backup-health');
const file = path.join(tmp.dir, 'backup.sqlite');
let t = performance.now();
await seededSqlite(file, count);
console.log(
  `Seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const database = openDatabase({ sqliteFile: file });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: tmp.dir }),
  database,
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const { cookie } = await signedInUser(database, 'owner', 'Bench Owner');
const headers = { cookie, origin: url };

const health: number[] = [];
t = performance.now();
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
await app.close();
await database.db.destroy();
tmp.remove();
