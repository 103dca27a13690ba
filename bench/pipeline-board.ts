// The pipeline board with 1,000 open projects (SQLite): the server's time for GET /api/pipeline
// (one query for every column's cards, counts and sums) and the browser's time to draw the board.
// Usage: npm run build && npx tsx bench/pipeline-board.ts [web build dir] [open projects, 1000]
// Figures: server median and p95; in Chromium, the time from navigation to every card drawn, the
// longest main-thread task and the total blocking time while it loads, and the time a card
// moved with "Move to" takes to show in its new column.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import SqliteDatabase from 'better-sqlite3';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { signedInUser } from '../src/server/testing/signed-in-user';
import { median, percentile, seededSqlite, tempDir } from './lib/setup';

const webRoot = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
const count = Number(process.argv[3] ?? 1000);
if (!fs.existsSync(path.join(webRoot, '.vite', 'manifest.json'))) {
  throw new Error(`${webRoot} is not a web build (no .vite/manifest.json)`);
}

const tmp = tempDir('pipeline');
const file = path.join(tmp.dir, 'pipeline.sqlite');
await seededSqlite(file, count);
// Every project open: spread over the six stages before Completed.
const open = ['lead', 'inspection', 'proposal-sent', 'sold', 'scheduled', 'in-production'];
const sqlite = new SqliteDatabase(file);
const move = sqlite.prepare('update projects set stage_id = ? where id = ?');
sqlite.transaction(() => {
  const ids = sqlite.prepare('select id from projects order by id').pluck().all() as string[];
  ids.forEach((id, i) => move.run(open[i % open.length], id));
})();
sqlite.close();

const database = openDatabase({ sqliteFile: file });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }),
  database,
  webRoot,
});
const serverMs: number[] = [];
app.addHook('onResponse', async (req, reply) => {
  if (req.url.startsWith('/api/pipeline')) serverMs.push(reply.elapsedTime);
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { cookie } = await signedInUser(database, 'owner', 'Bench Owner');

try {
  const wall: number[] = [];
  let bytes = 0;
  const get = () => fetch(`${base}/api/pipeline`, { headers: { cookie } });
  for (let i = 0; i < 10; i++) await (await get()).arrayBuffer();
  serverMs.length = 0;
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const r = await get();
    const body = await r.arrayBuffer();
    wall.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`GET /api/pipeline: ${r.status}`);
    bytes = body.byteLength;
  }
  console.log(
    `GET /api/pipeline with ${count.toLocaleString('en-US')} open projects (${(bytes / 1024).toFixed(0)} KB):`,
  );
  console.log(
    `  server median ${median(serverMs).toFixed(1)} ms, p95 ${percentile(serverMs, 95).toFixed(1)} ms; over HTTP median ${median(wall).toFixed(1)} ms`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const [name, value] = cookie.split('=') as [string, string];
  const runs: { drawn: number; longest: number; blocking: number; moved: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    // Long tasks from the first moment, before the app's code runs.
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/pipeline`);
    await page
      .getByRole('button', { name: /^Drag / })
      .nth(count - 1)
      .waitFor({ state: 'attached', timeout: 60_000 });
    const drawn = await page.evaluate(() => performance.now());
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    const first = page
      .getByRole('region', { name: /^Lead \(/ })
      .getByRole('listitem')
      .first();
    const cardName = (await first.getByRole('link').first().textContent()) ?? '';
    const t = await page.evaluate(() => performance.now());
    await first.getByRole('button', { name: `Move ${cardName} to` }).click();
    await first.getByRole('button', { name: 'Inspection', exact: true }).click();
    await page
      .getByRole('region', { name: /^Inspection \(/ })
      .getByRole('link', { name: cardName, exact: true })
      .waitFor();
    const moved = (await page.evaluate(() => performance.now())) - t;
    runs.push({
      drawn,
      longest: Math.max(0, ...tasks),
      blocking: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
      moved,
    });
    await context.close();
  }
  await browser.close();
  const m = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k])).toFixed(0);
  console.log(`Board in Chromium at 1280 px (median of ${runs.length} loads):`);
  console.log(`  every card drawn ${m('drawn')} ms after navigation`);
  console.log(
    `  longest main-thread task ${m('longest')} ms, total blocking time ${m('blocking')} ms`,
  );
  console.log(`  a card moved with Move to shows in its new column after ${m('moved')} ms`);
} finally {
  await app.close();
  await database.db.destroy();
  tmp.remove();
}
