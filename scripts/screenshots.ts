// Screenshots of app routes at 375 and 1280 px, against a fresh seeded server on the build.
// Usage: npm run build && npx tsx scripts/screenshots.ts OUTDIR [/ /projects /projects/FIRST ...]
// (FIRST is replaced by the newest project's id; without paths, every screen in route-table.ts,
// with FIRST for a project's id; RIDGELINE_WEB_OUT picks another build dir.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { screenPaths } from '../src/web/app/route-table';
import { signIn, TEST_PASSWORD } from '../src/server/testing/test-app';

const [outDir, ...given] = process.argv.slice(2);
const paths = given.length ? given : screenPaths().map((p) => `/${p.replace(':id', 'FIRST')}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));
// Screens as the owner sees them: signed in from the start.
const owner = { email: 'owner@example.com', password: TEST_PASSWORD };
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
  }),
  webRoot: path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web'),
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const cookie = await signIn(base, owner.email, owner.password);
const [cookieName, cookieValue] = cookie.split('=') as [string, string];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
fs.mkdirSync(outDir!, { recursive: true });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: cookieName, value: cookieValue, url: base }]);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  for (const p of paths) {
    let url = p;
    if (p.includes('FIRST')) {
      const list = (await (
        await fetch(`${base}/api/projects`, { headers: { cookie } })
      ).json()) as {
        items: { id: string }[];
      };
      url = p.replace('FIRST', list.items[0]!.id);
    }
    await page.goto(base + url);
    await page.waitForTimeout(700);
    const name = `${width}-${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
    await page.screenshot({ path: path.join(outDir!, name), fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
await app.close();
