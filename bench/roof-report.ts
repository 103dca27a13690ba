// Time to render the roof report PDF and to take off the order for a roof of 200 edges: median
// and p95 after a warm-up.
// Run: npx tsx bench/roof-report.ts [runs]
import { performance } from 'node:perf_hooks';
import { roofMeasurementsOf } from '../src/domain/takeoff/roof-edges';
import {
  DEFAULT_TAKEOFF_RULES,
  suggestedWastePercent,
  takeoff,
} from '../src/domain/takeoff/takeoff';
import { renderRoofReportPdf } from '../src/server/pdf/roof-report-pdf';
import type { RoofReportData } from '../src/server/pdf/roof-report-pdf';
import { manyEdgedRoof, referenceGable } from '../src/domain/takeoff/sample-roofs';

const runs = Number(process.argv[2] ?? 100);

const company = {
  name: 'Summit Roofing Co.',
  phone: '(503) 555-0100',
  email: 'office@summitroofing.example',
  licenseNumber: 'CCB 123456',
  address: '100 Main St, Portland, OR 97201',
};
const report = (outlines: RoofReportData['outlines']): RoofReportData => ({
  company,
  project: {
    name: 'Henderson Residence Re-roof',
    address: '2847 SE Belmont St, Portland, OR 97214',
  },
  date: '2026-11-21',
  language: 'en',
  outlines,
});

async function timed(n: number, warmUp: number, run: () => unknown): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const at = (times: number[], q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

async function measureReport(label: string, data: RoofReportData, target: number) {
  let pdf: Buffer = Buffer.alloc(0);
  const times = await timed(runs, 10, async () => (pdf = await renderRoofReportPdf(data)));
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  console.log(
    `${label}: median ${at(times, 0.5).toFixed(2)} ms, p95 ${at(times, 0.95).toFixed(2)} ms over ${runs} renders (${pages} page(s), ${(pdf.length / 1024).toFixed(1)} KiB; target < ${target} ms)`,
  );
}

const busy = manyEdgedRoof(200);
await measureReport('roof report, reference gable (5 lines)', report([referenceGable()]), 100);
await measureReport('roof report, 200 edges', report([busy]), 100);

// The takeoff from the outlines: measuring every edge on the ellipsoid, then the order.
const takeoffRuns = runs * 50;
const times = await timed(takeoffRuns, 1000, () => {
  const m = roofMeasurementsOf([busy])!;
  return takeoff(m, suggestedWastePercent(m), DEFAULT_TAKEOFF_RULES);
});
console.log(
  `takeoff, 200 edges (measure + order): median ${(at(times, 0.5) * 1000).toFixed(1)} µs, p95 ${(at(times, 0.95) * 1000).toFixed(1)} µs over ${takeoffRuns} runs (target < 1 ms)`,
);
