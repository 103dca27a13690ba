// The JavaScript a first visit to each route loads, gzip-compressed, from the production build's
// manifest: the entry chunk and its static imports, plus the route's lazy chunk and its imports.
// Usage: npx tsx bench/bundle-size.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web]
// Targets: at most 120 KB for the dashboard; map and PDF code only on routes that use them.
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
const manifest = JSON.parse(
  fs.readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

/** The chunk and everything it imports statically (loaded before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) closure(i, seen);
  return seen;
}

const gz = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length;
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
  `${'route'.padEnd(16)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)} ${'files'.padStart(6)}  map  pdf`,
);
let dashboardBytes = 0;
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
  console.log(
    `/${route.path.padEnd(15)} ${kb(js).padStart(9)} ${kb(cssBytes).padStart(9)} ${String(files.length).padStart(6)}  ${has(MARKERS.map)}  ${has(MARKERS.pdf)}`,
  );
}
console.log(
  `\nDashboard: ${kb(dashboardBytes)} of JS (target <= 120 KB: ${dashboardBytes <= 120 * 1024 ? 'met' : 'MISSED'})`,
);
