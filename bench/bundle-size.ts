// The JavaScript a first visit to each route loads, gzip-compressed, from the production build's
// manifest: the entry chunk and its static imports, plus the route's lazy chunk and its imports.
// Usage: npx tsx bench/bundle-size.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web]
// Targets: at most 120 KB for the dashboard; map and PDF code only on routes that use them (the
// map fetches Leaflet after its first paint, so no first load has it: its column reads '-'); at
// most 60 KB for the customer's proposal page (/p/<token>, its own build in <dir>/customer); the
// pipeline board (/pipeline, drag and drop included) at most 25 KB beyond what the dashboard loads;
// at most 10 script files on any screen's first load (each a request; a phone on HTTP/1.1 fetches
// six at a time, so more arrive in waves and hold back the screen's largest paint).
// the reports (/reports, charts in plain SVG) at most 25 KB beyond the dashboard's.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DASHBOARD_PATH, LAZY_SCREENS } from '../src/web/app/route-table';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
}

const root = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
const manifest = readManifest(root);

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

/** The chunk and everything it imports statically (loaded before it runs). */
function closure(
  key: string,
  seen = new Set<string>(),
  chunks: Record<string, Chunk> = manifest,
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of chunks[key]?.imports ?? []) closure(i, seen, chunks);
  return seen;
}

const gz = (file: string, dir = root) =>
  zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// Strings only these libraries contain, to tell whether their code is in what a route loads.
const MARKERS = {
  map: /Map container is already initialized|leaflet-container/,
  pdf: /%PDF-|PDFDocument|@react-pdf/,
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Web build: ${path.relative(process.cwd(), root)}   (gzip -9 of the JS a first visit loads)\n`,
);
console.log(
  `${'route'.padEnd(16)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)} ${'scripts'.padStart(7)}  map  pdf`,
);
let dashboardBytes = 0;
let pipelineBytes = 0;
let mostScripts = { route: '', count: 0 };
let reportsBytes = 0;
for (const route of [{ path: DASHBOARD_PATH, module: null }, ...LAZY_SCREENS]) {
  const keys = closure(entryKey);
  if (route.module) {
    const lazy = Object.keys(manifest).find((k) => k.replace(/\.[jt]sx?$/, '') === route.module);
    if (!lazy) {
      console.log(`/${route.path.padEnd(15)} (no chunk for ${route.module} in this build)`);
      continue;
    }
    closure(lazy, keys);
  }
  const files = [...keys]
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => !!f?.endsWith('.js'));
  const css = [...keys].flatMap((k) => manifest[k]?.css ?? []);
  const js = files.reduce((s, f) => s + gz(f), 0);
  const cssBytes = [...new Set(css)].reduce((s, f) => s + gz(f), 0);
  const has = (re: RegExp) => (files.some((f) => re.test(text(f))) ? 'yes' : ' - ');
  if (route.path === '') dashboardBytes = js;
  if (route.path === 'pipeline') pipelineBytes = js;
  if (files.length > mostScripts.count) mostScripts = { route: route.path, count: files.length };
  if (route.path === 'reports') reportsBytes = js;
  console.log(
    `/${route.path.padEnd(15)} ${kb(js).padStart(9)} ${kb(cssBytes).padStart(9)} ${String(files.length).padStart(7)}  ${has(MARKERS.map)}  ${has(MARKERS.pdf)}`,
  );
}
console.log(
  `\nDashboard: ${kb(dashboardBytes)} of JS (target <= 120 KB: ${dashboardBytes <= 120 * 1024 ? 'met' : 'MISSED'})`,
);
console.log(
  `Scripts on a first load: at most ${mostScripts.count}, on /${mostScripts.route} (target <= 10: ${mostScripts.count <= 10 ? 'met' : 'MISSED'})`,
);
const board = pipelineBytes - dashboardBytes;
console.log(
  `Pipeline board: ${kb(board)} of JS beyond the dashboard's (target <= 25 KB: ${board <= 25 * 1024 ? 'met' : 'MISSED'})`,
);
const reports = reportsBytes - dashboardBytes;
console.log(
  `Reports: ${kb(reports)} of JS beyond the dashboard's (target <= 25 KB: ${reports <= 25 * 1024 ? 'met' : 'MISSED'})`,
);

// The customer's proposal page: built on its own (vite.customer.config.ts, Preact under the
// React API) into <dir>/customer, for a homeowner's phone with no app around it.
const customerRoot = path.join(root, 'customer');
if (!fs.existsSync(path.join(customerRoot, '.vite', 'manifest.json'))) {
  console.log('Customer page: not in this build (vite build --config vite.customer.config.ts)');
} else {
  const chunks = readManifest(customerRoot);
  const entry = Object.keys(chunks).find((k) => chunks[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the customer page manifest');
  const keys = [...closure(entry, new Set(), chunks)];
  const files = keys.map((k) => chunks[k]?.file).filter((f): f is string => !!f?.endsWith('.js'));
  const js = files.reduce((sum, f) => sum + gz(f, customerRoot), 0);
  const css = [...new Set(keys.flatMap((k) => chunks[k]?.css ?? []))].reduce(
    (sum, f) => sum + gz(f, customerRoot),
    0,
  );
  // React DOM's own code would be a sign the Preact aliases stopped applying.
  const reactDom = files.some((f) =>
    /__REACT_DEVTOOLS_GLOBAL_HOOK__|react-dom\.production/.test(
      fs.readFileSync(path.join(customerRoot, f), 'utf8'),
    ),
  );
  console.log(
    `Customer page (/p/<token>): ${kb(js)} of JS in ${files.length} file(s), ${kb(css)} of CSS${
      reactDom ? ', WITH React DOM' : ''
    } (target <= 60 KB: ${js <= 60 * 1024 ? 'met' : 'MISSED'})`,
  );
}
