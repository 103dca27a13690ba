// Post-build: writes .br and .gz beside every text asset of the web build, so the server
// (@fastify/static preCompressed) sends them without compressing on each request.
// Usage: node scripts/compress-web.mjs [dir]   (default: $RIDGELINE_WEB_OUT or dist/web)
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
const EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
]);
// Below this a compressed copy saves less than the extra round of header bytes.
const MIN_BYTES = 512;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Vite's manifest is read by tools, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else if (EXTENSIONS.has(path.extname(entry.name))) {
      yield full;
    }
  }
}

if (!fs.existsSync(root)) {
  console.error(`compress-web: ${root} does not exist; run the web build first.`);
  process.exit(1);
}

let count = 0;
let rawTotal = 0;
let brTotal = 0;
let gzTotal = 0;
await Promise.all(
  [...filesUnder(root)].map(async (file) => {
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost disk and a header.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
    rawTotal += raw.length;
    brTotal += br.length;
    gzTotal += gz.length;
  }),
);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `compress-web: ${count} files in ${path.relative(process.cwd(), root) || '.'}: ${kb(rawTotal)} -> brotli ${kb(brTotal)}, gzip ${kb(gzTotal)}`,
);
