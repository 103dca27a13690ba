// What a first visit asks for, and in what order: figures that do not depend on how busy the
// machine is. For /map: whether the first map tile is asked for by the page itself (before
// Leaflet's code has run) and at which place among the page's requests. For a project page:
// its API requests and the time between the first and the last of them starting. The route's
// loader asks in two moments: what the first screen shows with the project, the sections under
// it once that screen is painted (a staircase, one request after another, means each waited for
// its code).
// Usage: npx tsx bench/first-requests.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web]
//          [visits, default 3]
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { someProjectId, startWebServer } from './lib/web-server';

const webRoot = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
const visits = Number(process.argv[3] ?? 3);

const server = await startWebServer(webRoot, 'first-requests');
const { base } = server;
try {
  const projectId = await someProjectId(server);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** Every request of one first visit (empty cache), in the order they started, in ms. */
  async function requestsOf(url: string, until: string) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await server.signIn(context);
    const page = await context.newPage();
    await page.goto(`${base}${url}`);
    await page.waitForSelector(until, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: Math.round(e.startTime) })),
    );
    await context.close();
    return entries.sort((a, b) => a.start - b.start);
  }
  const short = (u: string) => new URL(u).pathname.replace(/-[\w-]{8}\.js$/, '.js');

  console.log(`First requests (${path.relative(process.cwd(), webRoot)}), ${visits} visits each\n`);
  for (let i = 0; i < visits; i += 1) {
    const map = await requestsOf('/map', '.leaflet-tile-loaded');
    const tileAt = map.findIndex((e) => /\/tiles\//.test(e.name));
    const leafletAt = map.findIndex((e) => /map-page.*\.js$/.test(e.name));
    const tile = map[tileAt];
    console.log(
      `/map: first tile is request ${tileAt + 1} of ${map.length}, at ${tile?.start} ms; ` +
        `the map's code (${short(map[leafletAt]?.name ?? 'none')}) at ${map[leafletAt]?.start} ms; ` +
        `tile asked ${tile && tile.start <= (map[leafletAt]?.start ?? 0) + 5 ? 'WITH the page' : 'after the code ran'}`,
    );
    const project = await requestsOf(`/projects/${projectId}`, 'main h1');
    const api = project.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
    const sections = api.filter((e) => !/\/api\/me$/.test(e.name));
    const spread = (sections.at(-1)?.start ?? 0) - (sections[0]?.start ?? 0);
    console.log(
      `/projects/:id: ${sections.length} data requests between ${sections[0]?.start} and ` +
        `${sections.at(-1)?.start} ms (spread ${spread} ms): ${sections
          .map((e) => `${new URL(e.name).pathname.replace(projectId, ':id')}@${e.start}`)
          .join(', ')}`,
    );
  }
  await browser.close();
} finally {
  server.stop();
}
