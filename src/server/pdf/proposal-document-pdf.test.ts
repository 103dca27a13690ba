import { describe, expect, it } from 'vitest';
import type { ProposalDocumentData } from './proposal-document-data';
import { renderProposalDocumentPdf } from './proposal-document-pdf';
import { pdfToText } from '../testing/pdf-text';
import { dataUrlOf } from './images';
import {
  SAMPLE_JPEG,
  SAMPLE_SHA256,
  sampleLogoPng,
  sampleSignedDocument,
  sampleSnapshot,
} from '../testing/sample-proposal';

/** Pictures drawn: image objects less the transparency masks that go with some of them. */
const imagesOf = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  return (raw.match(/\/Subtype \/Image/g)?.length ?? 0) - (raw.match(/\/SMask /g)?.length ?? 0);
};
/** Runs of spaces (pdftotext's layout) as one, so a label and its value read as a phrase. */
const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');

async function render(data: ProposalDocumentData) {
  const pdf = await renderProposalDocumentPdf(data);
  const text = pdfToText(pdf);
  return { pdf, text, flat: squeeze(text), pages: text.split('\f').filter((p) => p.trim()) };
}

function declined(): ProposalDocumentData {
  const d = sampleSignedDocument(sampleSnapshot(2), 0);
  return {
    ...d,
    status: 'declined',
    decision: {
      ...d.decision!,
      outcome: 'declined',
      option: null,
      signerName: null,
      signatureKind: null,
      signaturePng: null,
      declineReason: 'We chose a metal roof from another company.',
    },
  };
}

describe('renderProposalDocumentPdf', () => {
  it('prints a signed three-option proposal: every option, the signature and an audit page', async () => {
    const { pdf, flat, pages } = await render(sampleSignedDocument());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const s of [
      'Roof Replacement Proposal',
      'Summit Roofing Co.',
      'License #CCB 123456',
      'Estimate EST-000042, version 2',
      'Date Nov 21, 2026',
      'Valid until Dec 21, 2026',
      'Dana Garcia',
      '2847 SE Belmont St, Portland, OR 97214',
      'Garcia Residence Re-roof',
      // Each option with its lines and total; the shared labor and costs once.
      'Good $15,104',
      'Better (accepted) $17,134',
      'Best $32,853',
      'OPTION 1 OF 3',
      'OPTION 2 OF 3 (ACCEPTED)',
      'Asphalt Shingles (Premium) 2,000 sq ft $2.50 $5,000',
      'Metal Roofing 2,000 sq ft $8.25 $16,500',
      'Flashing 160 linear ft $3.25 $520',
      'Labor and additional costs (the same for every option)',
      'Labor: 2,236.07 sq ft at $2.50 per sq ft $5,590',
      'Removal of old roofing $1,500',
      'Waste (10%) $590',
      'Overhead & profit (15%) $2,163',
      'Sales tax (8% on materials) $550',
      'Total, Better $17,134',
      'Total, Best $32,853',
      'A 30% deposit is due when work is scheduled; the balance on completion.',
      'Option accepted: Better, total $17,134',
      'Signed by Dana Garcia',
      'Date Nov 23, 2026',
    ]) {
      expect(flat).toContain(s);
    }
    // The drawn signature is an image in the PDF; nothing says it could not be printed.
    expect(imagesOf(pdf)).toBe(1);
    expect(flat).not.toContain('could not be printed');
    expect(flat).not.toContain('(typed signature)');

    const audit = squeeze(pages.at(-1)!);
    for (const s of [
      'Audit trail',
      'Proposal status Accepted',
      'Estimate EST-000042, version 2',
      'Option accepted Better (option 2 of 3), total $17,134',
      'Signer name Dana Garcia',
      'Signature Drawn (finger or mouse)',
      'Decision time (UTC) 2026-11-23T15:04:05.000Z',
      'IP address 203.0.113.7',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1',
      'First viewed 2026-11-22T08:15:00.000Z',
      'Last viewed 2026-11-23T15:01:00.000Z',
      'Sent 2026-11-21T17:30:00.000Z',
      'Valid until 2026-12-21T17:30:00.000Z',
      `Snapshot SHA-256 ${SAMPLE_SHA256}`,
    ]) {
      expect(audit).toContain(s);
    }
    // The same instant as the server's clock reads it, with its zone.
    expect(audit).toMatch(
      /Decision time \(local\) Nov 2[34], 2026(,| at) \d{1,2}:\d{2}:05 [AP]M \S+/,
    );
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('prints one option as the plain estimate, with a typed signature in italics', async () => {
    const d = sampleSignedDocument(sampleSnapshot(1), 0);
    d.decision = { ...d.decision!, signatureKind: 'typed', signaturePng: null };
    const { pdf, flat, pages } = await render(d);
    expect(flat).toContain('Asphalt Shingles (Standard) 2,000 sq ft $1.75 $3,500');
    expect(flat).toContain('Labor and additional costs Amount');
    expect(flat).toMatch(/\sTotal \$15,104/);
    // No option names anywhere but on the audit page.
    expect(pages.slice(0, -1).join('\n')).not.toMatch(/OPTION 1|Good|\(accepted\)/);
    expect(flat).toContain('Accepted for a total of $15,104');
    expect(flat).toContain('Signed by Dana Garcia');
    expect(flat).toContain('(typed signature)');
    // The name itself is set in Times Italic, as a signature.
    expect(pdf.toString('latin1')).toContain('/BaseFont /Times-Italic');
    expect(imagesOf(pdf)).toBe(0);
    const audit = squeeze(pages.at(-1)!);
    expect(audit).toContain('Signature Typed name');
    expect(audit).toContain('Option accepted Good, total $15,104');
  });

  it('prints a decline: the outcome and date, and the reason on the audit page', async () => {
    const { flat, pages } = await render(declined());
    expect(flat).toContain('The customer declined this proposal on Nov 23, 2026.');
    expect(flat).not.toContain('Signed by');
    expect(flat).not.toContain('(accepted)');
    const audit = squeeze(pages.at(-1)!);
    expect(audit).toContain('Proposal status Declined');
    expect(audit).toContain('Outcome Declined');
    expect(audit).toContain('Reason given We chose a metal roof from another company.');
    expect(audit).toContain('Decision time (UTC) 2026-11-23T15:04:05.000Z');
    expect(audit).not.toContain('Signer name');
  });

  it('prints an open proposal with lines to sign and no audit page', async () => {
    const open: ProposalDocumentData = {
      snapshot: sampleSnapshot(3),
      snapshotSha256: SAMPLE_SHA256,
      status: 'viewed',
      decision: null,
      firstViewedAt: '2026-11-22T08:15:00.000Z',
      lastViewedAt: '2026-11-22T08:15:00.000Z',
    };
    const { flat } = await render(open);
    expect(flat).toContain('Customer signature Date');
    expect(flat).not.toContain('Audit trail');
    expect(flat).not.toContain(SAMPLE_SHA256);

    for (const [status, line] of [
      ['withdrawn', 'This proposal was withdrawn.'],
      ['replaced', 'This proposal was replaced by a newer version.'],
      ['expired', 'This proposal expired on Dec 21, 2026.'],
    ] as const) {
      const r = await render({ ...open, status });
      expect(r.flat).toContain(line);
      expect(r.flat).not.toContain('Customer signature');
    }
  });

  it('prints the company logo, PNG or JPEG, above the company name', async () => {
    for (const logo of [
      dataUrlOf('image/png', sampleLogoPng()),
      dataUrlOf('image/jpeg', SAMPLE_JPEG),
    ]) {
      const d = sampleSignedDocument();
      d.snapshot = { ...d.snapshot, company: { ...d.snapshot.company, logoDataUrl: logo } };
      const { pdf, flat } = await render(d);
      // The logo and the signature.
      expect(imagesOf(pdf)).toBe(2);
      expect(flat).toContain('Summit Roofing Co.');
    }
  });

  it('prints without the pictures it cannot read, rather than failing', async () => {
    const d = sampleSignedDocument();
    const bomb = (() => {
      const png = Buffer.from(sampleLogoPng());
      png.writeUInt32BE(50_000, 16); // width in IHDR
      return png;
    })();
    for (const [logo, signature] of [
      ['data:image/png;base64,AAAA', 'AAAA'],
      [dataUrlOf('image/png', bomb), bomb.toString('base64')],
      ['not a data url at all', '%%%'],
      // The right header, data that does not inflate: pdfkit would crash its worker on it.
      [dataUrlOf('image/png', corruptPng()), corruptPng().toString('base64')],
    ]) {
      const broken: ProposalDocumentData = {
        ...d,
        snapshot: { ...d.snapshot, company: { ...d.snapshot.company, logoDataUrl: logo! } },
        decision: { ...d.decision!, signaturePng: signature! },
      };
      const { pdf, flat } = await render(broken);
      expect(imagesOf(pdf)).toBe(0);
      expect(flat).toContain('Signed by Dana Garcia');
      expect(flat).toContain('(the drawn signature could not be printed; see the audit page)');
    }
  });

  it('flows long terms over pages, clear of the footer, and prints any name readably', async () => {
    const d = sampleSignedDocument();
    const paragraph = 'Work is guaranteed for ten years against leaks caused by workmanship. ';
    const terms = `${paragraph.repeat(60)}\n${'x'.repeat(400)}`.slice(0, 5000);
    d.snapshot = {
      ...d.snapshot,
      terms,
      customer: { ...d.snapshot.customer, name: 'Zoë Łukasz 屋根' },
    };
    d.decision = { ...d.decision!, signerName: 'Zoë Łukasz' };
    const { flat, pages } = await render(d);
    expect(flat).toContain('Zoë ?ukasz ??');
    expect(flat).toContain('Signed by Zoë ?ukasz');
    const body = pages.map((p) => p.replace(/.*Page \d+ of \d+\s*$/, '')).join(' ');
    expect(body.replace(/\s+/g, ' ').match(/Work is guaranteed/g)?.length).toBe(60);
    // No page has text below its footer line.
    for (const page of pages) {
      const lines = page.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(/Page \d+ of \d+/);
    }
  });
});

/** A PNG with a good header and chunks whose image data is not zlib. */
function corruptPng(): Buffer {
  const png = Buffer.from(sampleLogoPng());
  // The first IDAT's data starts after the signature (8), IHDR (25) and its own header (8).
  const at = 8 + 25 + 8;
  png.fill(0x55, at, at + 40);
  return png;
}
