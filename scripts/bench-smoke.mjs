// Runs every script in bench/ once at a tiny size, so a bench that no longer runs (an API that
// now wants a session, a renamed module) fails `npm test` instead of failing silently the next
// time someone measures. Nothing is timed or compared here: each bench prints its figures, and
// only its exit code counts. Needs the production build (some benches start dist/server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Each bench with the arguments that make it small; a bench missing from this list fails. */
const TINY = {
  'api-fair.ts': ['1', '1'],
  'attacks.ts': ['3', '5'],
  'backup-health.ts': ['200'],
  'bundle-size.ts': [],
  'csv-import.ts': ['20', '5'],
  'first-requests.ts': ['dist/web', '1'],
  'fuzz-api.ts': ['20', '1'],
  'lighthouse.ts': ['--only', '/terms'],
  'main-thread.ts': ['--runs', '1', '--only', '/terms'],
  'offline-sync.ts': ['5', '2'],
  'estimate-pdf.ts': ['3'],
  'photo-gallery.ts': ['dist/web', '3'],
  'photo-upload.ts': ['2', '1'],
  'pipeline-board.ts': ['dist/web', '30'],
  'projects-scale.ts': ['300', '3'],
  'proposal-pdf.ts': ['3'],
  'reports.ts': ['60', '2'],
  'roof-plan.ts': ['2'],
  'roof-report.ts': ['3'],
  'search.ts': ['300', '3'],
  'sign-in.ts': ['3'],
};

const benches = fs.readdirSync('bench').filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
const unlisted = benches.filter((f) => !(f in TINY));
if (unlisted.length > 0) {
  console.error(`bench smoke: give ${unlisted.join(', ')} a tiny size in scripts/bench-smoke.mjs`);
  process.exit(1);
}
const failed = [];
for (const file of benches) {
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', `bench/${file}`, ...TINY[file]], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    console.log(`bench ${file}: ran (${seconds} s)`);
  } else {
    failed.push(file);
    console.error(`bench ${file}: FAILED (exit ${run.status ?? run.signal}, ${seconds} s)`);
    console.error((run.stdout + run.stderr).split('\n').slice(-25).join('\n'));
  }
}
if (failed.length > 0) process.exit(1);
