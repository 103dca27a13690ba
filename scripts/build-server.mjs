// Bundles the server (TypeScript) into dist/server/main.js, and the PDF render worker beside it
// as dist/server/pdf-worker.js (the server starts it from there); packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/pdf/pdf-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
