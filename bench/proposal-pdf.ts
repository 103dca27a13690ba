// Time to render the proposal PDF a customer signed: three options, a drawn signature, the
// company logo and the audit page. Median and p95 over many renders, after a warm-up.
// Run: npx tsx bench/proposal-pdf.ts [runs]
import { dataUrlOf } from '../src/server/pdf/images';
import { renderProposalDocumentPdf } from '../src/server/pdf/proposal-document-pdf';
import type { ProposalDocumentData } from '../src/server/pdf/proposal-document-data';
import { MAX_LOGO_PIXELS } from '../src/domain/proposal/proposal';
import {
  rgbaPng,
  sampleLogoPng,
  sampleSignedDocument,
  sampleSnapshot,
} from '../src/server/testing/sample-proposal';
import { measurePdf } from './lib/pdf-timing';

const runs = Number(process.argv[2] ?? 200);

const measure = (label: string, data: ProposalDocumentData, n: number) =>
  measurePdf(label, () => renderProposalDocumentPdf(data), n);

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
