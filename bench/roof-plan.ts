// How long Generate roof takes for outlines of 200 corners, in Node (as POST /api/roof-plan runs
// it) and in Chromium (as Map View runs it, offline or not). Target: under 50 ms each.
// Usage: npx tsx bench/roof-plan.ts [runs, default 30]
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { planRoof } from '../src/domain/takeoff/roof-plan/roof-plan';
import { onMap, SHAPES } from '../src/domain/testing/roof-shapes';

const runs = Number(process.argv[2] ?? 30);
const CASES = ['star of 200 corners', 'comb of 200 corners', 'regular 200-gon'] as const;
const inputs = CASES.map((name) => ({ name, points: onMap(SHAPES[name]!), pitch: 6 }));

interface Figures {
  median: number;
  p95: number;
  max: number;
}
const figures = (ms: number[]): Figures => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1]! };
};
const show = (where: string, name: string, f: Figures) =>
  console.log(
    `${where.padEnd(9)} ${name.padEnd(22)} median ${f.median.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   max ${f.max.toFixed(1).padStart(6)} ms`,
  );

console.log(`Roof plan of 200 corners at 6:12, ${runs} runs after 5 to warm up\n`);
// CPU time beside wall time: on a machine shared with other work the wall time includes waiting
// for a core, the CPU time does not.
for (const input of inputs) {
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    planRoof(input);
    const c = process.cpuUsage(c0);
    if (i >= 5) {
      ms.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  show('Node', input.name, figures(ms));
  show('Node CPU', input.name, figures(cpu));
}

// The same module, bundled as the app bundles it, run in the system Chromium.
const bundle = await build({
  entryPoints: ['src/domain/takeoff/roof-plan/roof-plan.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'roofPlan',
  minify: true,
  write: false,
  target: 'es2022',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bench</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  for (const input of inputs) {
    const ms = await page.evaluate(
      ({ input, runs }) => {
        const w = window as unknown as { roofPlan: { planRoof: (i: unknown) => unknown } };
        const out: number[] = [];
        for (let i = 0; i < runs + 5; i++) {
          const t0 = performance.now();
          w.roofPlan.planRoof(input);
          if (i >= 5) out.push(performance.now() - t0);
        }
        return out;
      },
      { input, runs },
    );
    show('Chromium', input.name, figures(ms));
  }
} finally {
  await browser.close();
}
