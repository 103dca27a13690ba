import { afterAll, describe, expect, it } from 'vitest';
import { computeEstimate, DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { EstimateInput } from '../../domain/estimate/estimate';
import { maximalEstimate } from '../testing/maximal-estimate';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';
import type { PdfJob } from './pdf-documents';
import { renderPdf } from './pdf-documents';
import type { EstimatePdfData } from './estimate-pdf-data';
import { renderEstimatePdf } from './estimate-pdf';
import { createPdfRenderPool, PdfBusyError } from './render-pool';
import { referenceGable } from '../../domain/takeoff/sample-roofs';

function estimatePdf(input: EstimateInput): EstimatePdfData {
  return {
    company: { name: 'Summit Roofing Co.', phone: '', email: '', licenseNumber: '', address: '' },
    estimateNumber: 'EST-000042',
    date: '2026-11-21',
    project: null,
    input,
    totals: computeEstimate(input, DEFAULT_MATERIALS),
    terms: 'A 30% deposit is due when work is scheduled; the balance on completion.',
    validDays: 30,
  };
}

const maximal = estimatePdf(maximalEstimate());

// PDFKit stamps the creation time ("(D:20261121154501Z)") and a document id hashed from it;
// everything else must match.
const withoutTimestamps = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

describe('createPdfRenderPool', () => {
  const pool = createPdfRenderPool({ workers: 1, maxQueue: 1 });
  afterAll(() => pool.close());

  it('renders in a worker the same PDF as rendering in-process', async () => {
    const data = estimatePdf(structuredClone(DEFAULT_ESTIMATE_INPUT));
    const [fromWorker, inProcess] = await Promise.all([
      pool.render({ kind: 'estimate', data }),
      renderEstimatePdf(data),
    ]);
    expect(Buffer.isBuffer(fromWorker)).toBe(true);
    expect(withoutTimestamps(fromWorker)).toBe(withoutTimestamps(inProcess));
  });

  it('renders the material order and the roof report in the same workers', async () => {
    const company = estimatePdf(DEFAULT_ESTIMATE_INPUT).company;
    const jobs: PdfJob[] = [
      {
        kind: 'material-order',
        data: {
          company,
          estimateNumber: 'EST-000042',
          option: null,
          date: '2026-11-21',
          language: 'en',
          job: { name: 'Henderson Residence', address: '2847 SE Belmont St' },
          note: '',
          lines: [{ name: 'Architectural shingles', quantity: 45, unit: 'bundle' }],
        },
      },
      {
        kind: 'roof-report',
        data: {
          company,
          project: { name: 'Henderson Residence', address: '2847 SE Belmont St' },
          date: '2026-11-21',
          language: 'en',
          outlines: [referenceGable()],
        },
      },
    ];
    for (const job of jobs) {
      const [fromWorker, inProcess] = await Promise.all([pool.render(job), renderPdf(job)]);
      expect(withoutTimestamps(fromWorker)).toBe(withoutTimestamps(inProcess));
    }
  });

  it('keeps the event loop free while a maximal estimate PDF renders', async () => {
    let worstLagMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 10);
      last = now;
    }, 10);
    try {
      for (let i = 0; i < 3; i++) {
        const pdf = await pool.render({ kind: 'estimate', data: maximal });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    } finally {
      clearInterval(timer);
    }
    expect(worstLagMs).toBeLessThan(100);
  });

  it('refuses a render beyond the queue, saying when to retry', async () => {
    const running = pool.render({ kind: 'estimate', data: maximal });
    const queued = pool.render({ kind: 'estimate', data: maximal });
    const refused = pool.render({ kind: 'estimate', data: maximal });
    await expect(refused).rejects.toBeInstanceOf(PdfBusyError);
    const e = await refused.catch((x: unknown) => x);
    expect(e instanceof PdfBusyError && e.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await expect(running).resolves.toBeInstanceOf(Buffer);
    await expect(queued).resolves.toBeInstanceOf(Buffer);
  });
});
