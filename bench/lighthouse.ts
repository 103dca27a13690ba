// Lighthouse (default mobile emulation, system Chromium) on every route of a production build
// served by Ridgeline's own server; prints the four category scores per route.
// Build first:  RIDGELINE_WEB_OUT=dist/web-x npx vite build && node scripts/compress-web.mjs dist/web-x
// Usage: npx tsx bench/lighthouse.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web]
// Targets on every route: Performance >= 95, Accessibility 100, Best Practices 100, SEO >= 95.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenPaths } from '../src/web/app/route-table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { tempDir } from './lib/setup';

const webRoot = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
if (!fs.existsSync(path.join(webRoot, '.vite', 'manifest.json'))) {
  throw new Error(`${webRoot} is not a web build (no .vite/manifest.json)`);
}
const compressed = fs.readdirSync(path.join(webRoot, 'assets')).some((f) => f.endsWith('.br'));

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } as const;
type Category = keyof typeof TARGETS;

const tmp = tempDir('lighthouse');
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/serve-web.ts'], {
  env: { ...process.env, WEB_ROOT: webRoot, DATA_DIR: tmp.dir, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [base, cookie] = await new Promise<[string, string]>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const url = /URL (\S+)/.exec(out)?.[1];
    const session = /COOKIE (\S+)/.exec(out)?.[1];
    if (url && session) resolve([url, session]);
  });
  server.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
});

// Every screen is audited as the signed-in owner sees it.
const signedIn = { cookie };
const projects = (await (await fetch(`${base}/api/projects`, { headers: signedIn })).json()) as {
  items: { id: string }[];
};
const someId = projects.items[0]?.id ?? 'none';
const urls = [...screenPaths().map((p) => `/${p.replace(':id', someId)}`), '/no-such-page'];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

console.log(
  `Lighthouse ${base} (${path.relative(process.cwd(), webRoot)}${compressed ? ', precompressed' : ', NOT precompressed: run scripts/compress-web.mjs'}), mobile emulation\n`,
);
console.log(
  `${'route'.padEnd(24)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)}`,
);
const misses: string[] = [];
const benchmarkIndexes: number[] = [];

async function audit(url: string) {
  const result = await lighthouse(`${base}${url}`, {
    port: chrome.port,
    extraHeaders: signedIn,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error(`no result for ${url}`);
  return result;
}
try {
  for (const url of urls) {
    // A trace sometimes fails to record on a busy machine (NO_NAVSTART): one more try.
    let result = await audit(url);
    if (result.lhr.runtimeError) result = await audit(url);
    const { lhr } = result;
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const cells = (Object.keys(TARGETS) as Category[]).map((c) => {
      const s = score(c);
      return `${s < TARGETS[c] ? '*' : ' '}${String(s).padStart(4)}`;
    });
    console.log(`${url.padEnd(24)} ${cells.join(' ')}`);
    for (const c of Object.keys(TARGETS) as Category[]) {
      if (score(c) >= TARGETS[c]) continue;
      const failing = (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => {
          const a = lhr.audits[ref.id];
          return `${a?.title ?? ref.id}${a?.displayValue ? ` (${a.displayValue})` : ''}${detailsOf(ref.id)}`;
        });
      misses.push(
        `${url} ${c} ${score(c)} < ${TARGETS[c]}: ${failing.join('; ') || 'see the report'}`,
      );
    }
    if (lhr.runtimeError) misses.push(`${url}: ${lhr.runtimeError.message}`);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);

    /** What a failing audit found, when it is a short list (console errors, DevTools issues). */
    function detailsOf(id: string): string {
      const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
      const items = (details?.items ?? []).slice(0, 3).map((item) => {
        const text =
          item.description ?? item.issueType ?? item.source ?? item.node ?? item.url ?? '';
        const label =
          typeof text === 'object' && text !== null
            ? String((text as { snippet?: string }).snippet ?? '')
            : String(text);
        return label.slice(0, 160);
      });
      return id === 'errors-in-console' || id === 'inspector-issues' || id === 'heading-order'
        ? ` [${items.join(' | ')}]`
        : '';
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  tmp.remove();
}
// Lighthouse's own CPU yardstick: on a busy machine (other builds and tests) performance scores drop.
console.log(
  `\nbenchmarkIndex (machine speed) ${Math.min(...benchmarkIndexes)}..${Math.max(...benchmarkIndexes)}; performance scores are unreliable when it is low or varies widely.`,
);
console.log(
  misses.length
    ? `\nBelow target (*):\n  ${misses.join('\n  ')}`
    : '\nEvery route meets every target.',
);
