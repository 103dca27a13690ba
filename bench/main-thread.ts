// The main thread on a first visit at 4x slower CPU (Lighthouse's mobile factor, set through
// DevTools in a real Chromium): every long task (over 50 ms) after the first contentful paint,
// and the time they block (each one's time over 50 ms, as Total Blocking Time adds them up),
// until the page has been quiet on the network for a second. Median of N visits per screen,
// each from an empty cache. Lighthouse's own figure simulates a whole page load from one trace;
// this one counts the app's own tasks over many visits, so a change to how a screen draws shows
// through the machine's noise.
// Usage: npx tsx bench/main-thread.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web]
//          [--runs N, default 7] [--only /settings,/map]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median } from './lib/setup';
import { someProjectId, startWebServer } from './lib/web-server';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '7' }, only: { type: 'string' } },
});
const runs = Number(flags.runs);
const webRoot = path.resolve(positionals[0] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
/** The screens with the most to draw, and the dashboard for comparison. */
const ROUTES = ['/', '/settings', '/projects/:id', '/map', '/estimator', '/pipeline', '/reports'];
const routes = flags.only?.split(',') ?? ROUTES;

// Collected from the start of the page: long tasks and the first contentful paint.
const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });`;

const server = await startWebServer(webRoot, 'main-thread');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const projectId = await someProjectId(server);
  console.log(
    `Main thread after the first paint, 4x slower CPU, ${runs} first visits each (${path.relative(process.cwd(), webRoot)})\n`,
  );
  for (const route of routes) {
    const visits: { blocking: number; longest: number; tasks: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await server.signIn(context);
      const page = await context.newPage();
      await page.addInitScript({ content: OBSERVE });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(server.base + route.replace(':id', projectId), { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
      visits.push({
        blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        longest: Math.max(0, ...after),
        tasks: after.length,
      });
      await context.close();
    }
    const blocking = visits.map((v) => v.blocking);
    console.log(
      `${route.padEnd(16)} blocking ${String(Math.round(median(blocking))).padStart(5)} ms median` +
        ` (${blocking.map(Math.round).join(' ')}), longest task ${Math.round(median(visits.map((v) => v.longest)))} ms,` +
        ` ${median(visits.map((v) => v.tasks))} long tasks`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
