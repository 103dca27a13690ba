// Time to render one estimate PDF (the estimator's printout): median and p95 over many renders,
// after a warm-up.
// Run: npx tsx bench/estimate-pdf.ts [runs]
import { computeEstimate } from '../src/domain/estimate/estimate';
import type { EstimateInput } from '../src/domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../src/domain/price-list/price-list-entry';
import { renderEstimatePdf } from '../src/server/pdf/estimate-pdf';
import type { EstimatePdfData } from '../src/server/pdf/estimate-pdf-data';
import { measurePdf } from './lib/pdf-timing';
import { SAMPLE_ESTIMATE_INPUT } from '../src/server/testing/sample-proposal';

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

const typical: EstimateInput = SAMPLE_ESTIMATE_INPUT;
const large: EstimateInput = {
  ...typical,
  materials: Array.from({ length: 200 }, (_, i) => ({
    materialId: DEFAULT_MATERIALS[i % DEFAULT_MATERIALS.length]!.id,
    quantity: 100 + i,
  })),
};

const measure = (label: string, data: EstimatePdfData, n: number) =>
  measurePdf(label, () => renderEstimatePdf(data), n);

await measure(
  'typical estimate (3 materials, 2 costs, all adjustments)',
  estimatePdf(typical),
  runs,
);
await measure('large estimate (200 material lines)', estimatePdf(large), Math.max(20, runs / 5));
