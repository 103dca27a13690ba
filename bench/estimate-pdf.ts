// Time to render one estimate PDF (the estimator's printout): median and p95 over many renders,
// after a warm-up.
// Run: npx tsx bench/estimate-pdf.ts [runs]
import { performance } from 'node:perf_hooks';
import { computeEstimate, DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate';
import type { EstimateInput } from '../src/domain/estimate';
import { DEFAULT_MATERIALS } from '../src/domain/materials';
import { renderEstimatePdf } from '../src/server/pdf/estimate-pdf';
import type { EstimatePdfData } from '../src/server/pdf/estimate-pdf-data';

const runs = Number(process.argv[2] ?? 200);

function estimatePdf(input: EstimateInput): EstimatePdfData {
  return {
    company: {
      name: 'Summit Roofing Co.',
      phone: '(503) 555-0100',
      email: 'office@summitroofing.example',
      licenseNumber: 'CCB 123456',
      address: '100 Main St, Portland, OR 97201',
    },
    estimateNumber: 'EST-000042',
    date: '2026-11-21',
    project: {
      name: 'Henderson Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Henderson',
      customerPhone: '(503) 555-0142',
      customerEmail: 'dana.henderson@example.com',
    },
    input,
    totals: computeEstimate(input, DEFAULT_MATERIALS),
    terms: 'A 30% deposit is due when work is scheduled; the balance on completion.',
    validDays: 30,
  };
}

const typical: EstimateInput = {
  ...DEFAULT_ESTIMATE_INPUT,
  materials: [
    { materialId: 'asphalt-standard', quantity: 2000 },
    { materialId: 'underlayment', quantity: 2000 },
    { materialId: 'flashing', quantity: 120 },
  ],
  costs: [
    { description: 'Removal of old roofing', amountCents: 150_000 },
    { description: 'Dumpster and disposal', amountCents: 45_000 },
  ],
  adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
};
const large: EstimateInput = {
  ...typical,
  materials: Array.from({ length: 200 }, (_, i) => ({
    materialId: DEFAULT_MATERIALS[i % DEFAULT_MATERIALS.length]!.id,
    quantity: 100 + i,
  })),
};

async function measure(label: string, data: EstimatePdfData, n: number) {
  for (let i = 0; i < 10; i++) await renderEstimatePdf(data);
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const pdf = await renderEstimatePdf(data);
    times.push(performance.now() - t0);
    bytes = pdf.length;
    pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${label}: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${n} renders (${pages} page(s), ${(bytes / 1024).toFixed(1)} KiB)`,
  );
}

await measure(
  'typical estimate (3 materials, 2 costs, all adjustments)',
  estimatePdf(typical),
  runs,
);
await measure('large estimate (200 material lines)', estimatePdf(large), Math.max(20, runs / 5));
