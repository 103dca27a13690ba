// Time to render the proposal PDF a customer signed: three options, a drawn signature, the
// company logo and the audit page. Median and p95 over many renders, after a warm-up.
// Run: npx tsx bench/proposal-pdf.ts [runs]
import { performance } from 'node:perf_hooks';
import { dataUrlOf } from '../src/server/pdf/images';
import { renderProposalDocumentPdf } from '../src/server/pdf/proposal-document-pdf';
import type { ProposalDocumentData } from '../src/server/pdf/proposal-document-data';
import { MAX_LOGO_PIXELS } from '../src/domain/proposal';
import {
  rgbaPng,
  sampleLogoPng,
  sampleSignedDocument,
  sampleSnapshot,
} from '../src/server/testing/sample-proposal';

const runs = Number(process.argv[2] ?? 200);

async function measure(label: string, data: ProposalDocumentData, n: number) {
  for (let i = 0; i < 10; i++) await renderProposalDocumentPdf(data);
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const pdf = await renderProposalDocumentPdf(data);
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

const signed = sampleSignedDocument(sampleSnapshot(3), 1);
await measure('signed 3-option proposal, drawn signature (600 x 200 px)', signed, runs);

const withLogo = sampleSignedDocument(sampleSnapshot(3), 1);
withLogo.snapshot.company.logoDataUrl = dataUrlOf('image/png', sampleLogoPng());
await measure('the same with a PNG logo (480 x 120 px)', withLogo, runs);

// The worst a logo can cost: as many pixels as Settings accepts, with transparency, which
// pdfkit decodes and compresses again on every render.
const side = Math.floor(Math.sqrt(MAX_LOGO_PIXELS));
const largest = sampleSignedDocument(sampleSnapshot(3), 1);
largest.snapshot.company.logoDataUrl = dataUrlOf(
  'image/png',
  rgbaPng(side, side, (x, y) => (x * 7 + y * 13) % 17 < 8),
);
await measure(
  `the same with the largest logo allowed (${side} x ${side} px)`,
  largest,
  Math.max(20, runs / 5),
);
