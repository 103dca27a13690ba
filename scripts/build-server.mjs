// Bundles the server (TypeScript) into dist/server/main.js, and its worker threads beside it
// (dist/server/pdf-worker.js renders PDFs, dist/server/backup-worker.js reads backups,
// dist/server/backup-export-worker.js writes them; the server
// starts them from there); packages stay in node_modules.
import { build } from 'esbuild';
// The entry points, shared with the tests' own build (src/server/testing/spawn-server.ts).
import entryPoints from './server-entry-points.json' with { type: 'json' };

await build({
  entryPoints,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
