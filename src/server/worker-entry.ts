import fs from 'node:fs';
import type { WorkerOptions } from 'node:worker_threads';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from its entry: `dist/server/<builtName>.js` beside the bundled server
 * (scripts/build-server.mjs bundles each worker as an entry point of its own), or, run from
 * source (tsx, vitest), the TypeScript file `source`, imported after registering tsx's loader in
 * the worker (Node 20 does not pass `--import tsx` on to worker threads).
 */
export function startWorker(
  builtName: string,
  source: URL,
  options: Pick<WorkerOptions, 'workerData' | 'transferList'> = {},
): Worker {
  const built = new URL(`./${builtName}.js`, import.meta.url);
  if (fs.existsSync(built)) return new Worker(built, options);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`,
    { eval: true, ...options },
  );
}
