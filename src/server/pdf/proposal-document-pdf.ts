import { formatIsoDate, formatUsd } from '../../domain/format/format';
import { PHOTO_TAG_LABELS } from '../../domain/photo/photo';
import { PROPOSAL_STATUS_LABELS, proposalPhotos } from '../../domain/proposal/proposal';
import type { ProposalOption, ProposalSnapshot } from '../../domain/proposal/proposal';
import { printMeasurements, printPricedWork } from './estimate-sections';
import type { PricedWork } from './estimate-sections';
import type { PhotoCell } from './photo-grid';
import { photoTimeText, printablePicture, printPhotoGrid } from './photo-grid';
import {
  ACCENT,
  BOLD,
  INK,
  LEFT,
  MUTED,
  PAGE,
  PdfLayout,
  REGULAR,
  RULE,
  WIDTH,
} from './pdf-layout';
import type { ProposalDocumentData } from './proposal-document-data';

// The proposal the customer is sent, as a PDF: what the link shows, frozen. Once the customer
// has accepted it also carries their signature, and an audit page lists the facts that show who
// accepted what and when (the snapshot's hash proves which text they were shown).

const SIGNATURE_BOX = { width: 220, height: 70 };
const TYPED_SIGNATURE_FONT = 'Times-Italic';
const MONO = 'Courier';

/** An instant as the server's clock reads it, with its zone: "Nov 21, 2026 at 10:04:05 AM PST". */
const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' });
function localReadable(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : localTime.format(d);
}

const optionLabel = (s: ProposalSnapshot, index: number, option: ProposalOption) =>
  s.options.length > 1
    ? `${option.name} (option ${index + 1} of ${s.options.length})`
    : option.name;

export function renderProposalDocumentPdf(data: ProposalDocumentData): Promise<Buffer> {
  const { snapshot: s, decision } = data;
  const numberText = `${s.estimateNumber}, version ${s.proposalVersion}`;
  const pdf = new PdfLayout({
    title: `Roof Replacement Proposal ${numberText}`,
    author: s.company.name,
  });
  const { company } = s;
  pdf.letterhead(
    company,
    'Roof Replacement Proposal',
    [
      `Estimate ${numberText}`,
      `Date ${formatIsoDate(s.createdAt)}`,
      `Valid until ${formatIsoDate(s.validUntil)}`,
    ],
    printablePicture(company.logoDataUrl),
  );

  const work: PricedWork = {
    roofAreaSqFt: s.roof.planAreaSqFt,
    pitch: s.roof.pitch,
    laborRateCents: s.laborRateCents,
    costs: s.costs,
    adjustments: s.adjustments,
    options: s.options,
  };

  // The customer and the property beside the measurements.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = pdf.caption('PREPARED FOR', LEFT, blockTop, blockWidth);
  const who = [s.customer.name, s.customer.phone, s.customer.email].filter(Boolean);
  for (const [i, line] of (who.length > 0 ? who : [s.project.name]).entries()) {
    by = pdf.text(line, LEFT, by + 2, { width: blockWidth, font: i === 0 ? BOLD : REGULAR });
  }
  by = pdf.caption('PROPERTY', LEFT, by + 8, blockWidth);
  by = pdf.text(s.project.address, LEFT, by + 2, { width: blockWidth });
  if (who.length > 0)
    by = pdf.text(s.project.name, LEFT, by + 2, { width: blockWidth, color: MUTED });
  const my = printMeasurements(pdf, work, LEFT + blockWidth + 24, blockTop, blockWidth);
  pdf.y = Math.max(by, my) + 20;

  const accepted = decision?.outcome === 'accepted' ? decision.option : null;
  printPricedWork(pdf, work, accepted);
  printPhotos(pdf, data);

  if (s.terms.trim()) {
    pdf.ensureRoom(40);
    pdf.y = pdf.caption('TERMS', LEFT, pdf.y, WIDTH) + 4;
    pdf.flowText(s.terms.trim(), LEFT, { width: WIDTH, size: 9, color: INK });
    pdf.y += 20;
  }

  printOutcome(pdf, data);
  if (decision) printAuditPage(pdf, data);

  return pdf.finish([company.name, `Estimate ${numberText}`].filter(Boolean).join('  ·  '));
}

/** The job photos the office chose, two to a row with their captions. */
function printPhotos(pdf: PdfLayout, data: ProposalDocumentData): void {
  const photos = proposalPhotos(data.snapshot);
  if (photos.length === 0) return;
  // The caption and the first row go to a new page together.
  pdf.y += 4;
  pdf.ensureRoom(20 + 260);
  pdf.y = pdf.caption('PHOTOS', LEFT, pdf.y, WIDTH) + 6;
  const cells: PhotoCell[] = photos.map((p, i) => {
    const tag = PHOTO_TAG_LABELS[p.tag] ?? 'Photo';
    const when = p.takenAt ? ` · taken ${photoTimeText(p.takenAt, 'UTC', true)}` : '';
    const caption = p.caption.trim();
    return {
      image: data.photoImages?.[i] ?? null,
      lines: caption ? [{ text: caption }, { text: `${tag}${when}` }] : [{ text: `${tag}${when}` }],
    };
  });
  printPhotoGrid(pdf, cells);
  pdf.y += 4;
}

/** Under the terms: the signature, the decline, or where the customer can still sign. */
function printOutcome(pdf: PdfLayout, data: ProposalDocumentData): void {
  const { snapshot: s, decision } = data;
  if (decision?.outcome === 'accepted') {
    pdf.ensureRoom(170);
    pdf.y = pdf.caption('ACCEPTED', LEFT, pdf.y, WIDTH) + 4;
    const option = decision.option === null ? undefined : s.options[decision.option];
    if (option) {
      const what =
        s.options.length > 1
          ? `Option accepted: ${option.name}, total ${formatUsd(option.totals.totalCents)}`
          : `Accepted for a total of ${formatUsd(option.totals.totalCents)}`;
      pdf.y = pdf.text(what, LEFT, pdf.y, { width: WIDTH, font: BOLD, size: 12 }) + 10;
    }
    const top = pdf.y;
    const signature =
      decision.signatureKind === 'drawn' ? printablePicture(decision.signaturePng) : null;
    let bottom = top + 36;
    if (signature) {
      const height = pdf.image(signature, LEFT, top, SIGNATURE_BOX);
      if (height !== null) bottom = top + height + 4;
    } else if (decision.signatureKind === 'typed') {
      bottom =
        pdf.text(decision.signerName ?? '', LEFT, top + 6, {
          width: SIGNATURE_BOX.width + 60,
          font: TYPED_SIGNATURE_FONT,
          size: 24,
        }) + 2;
    }
    const lineWidth = SIGNATURE_BOX.width + 60;
    pdf.rule(bottom, INK, 0.75, LEFT, LEFT + lineWidth);
    let y = pdf.text(`Signed by ${decision.signerName ?? ''}`, LEFT, bottom + 4, {
      width: lineWidth,
    });
    const note =
      decision.signatureKind === 'typed'
        ? '(typed signature)'
        : signature
          ? ''
          : '(the drawn signature could not be printed; see the audit page)';
    if (note) y = pdf.text(note, LEFT, y + 2, { width: lineWidth, size: 8, color: MUTED });
    pdf.text(`Date ${formatIsoDate(decision.at)}`, LEFT + lineWidth + 36, bottom + 4, {
      width: WIDTH - lineWidth - 36,
    });
    pdf.y = y + 16;
    return;
  }
  if (decision?.outcome === 'declined') {
    pdf.ensureRoom(60);
    pdf.y = pdf.caption('DECLINED', LEFT, pdf.y, WIDTH) + 4;
    pdf.y = pdf.text(
      `The customer declined this proposal on ${formatIsoDate(decision.at)}.`,
      LEFT,
      pdf.y,
      { width: WIDTH },
    );
    return;
  }
  if (data.status === 'sent' || data.status === 'viewed') {
    // Open: it can still be signed, online or on paper.
    pdf.ensureRoom(70);
    pdf.y += 36;
    pdf.signatureLines(['Customer signature', 'Date']);
    pdf.y += 20;
    return;
  }
  const why: Record<string, string> = {
    expired: `This proposal expired on ${formatIsoDate(s.validUntil)}.`,
    withdrawn: 'This proposal was withdrawn.',
    replaced: 'This proposal was replaced by a newer version.',
  };
  pdf.ensureRoom(30);
  pdf.y = pdf.text(why[data.status] ?? PROPOSAL_STATUS_LABELS[data.status], LEFT, pdf.y, {
    width: WIDTH,
    font: BOLD,
    color: ACCENT,
  });
}

/** The last page: the facts of the decision, one per row, as recorded. */
function printAuditPage(pdf: PdfLayout, data: ProposalDocumentData): void {
  const { snapshot: s, decision } = data;
  if (!decision) return;
  pdf.doc.addPage();
  pdf.y = pdf.text('Audit trail', LEFT, PAGE.margin, {
    width: WIDTH,
    font: BOLD,
    size: 16,
    color: ACCENT,
  });
  pdf.y =
    pdf.text(
      `What was recorded when the customer ${decision.outcome} this proposal. Times are UTC unless marked local.`,
      LEFT,
      pdf.y + 4,
      { width: WIDTH, color: MUTED },
    ) + 12;
  pdf.rule(pdf.y, ACCENT, 1.5);
  pdf.y += 8;

  const never = 'Never';
  const option = decision.option === null ? undefined : s.options[decision.option];
  const rows: [string, string, string?][] = [
    ['Proposal status', PROPOSAL_STATUS_LABELS[data.status]],
    ['Estimate', `${s.estimateNumber}, version ${s.proposalVersion}`],
    ['Customer', s.customer.name || s.project.name],
    ['Property', s.project.address],
    ['Outcome', decision.outcome === 'accepted' ? 'Accepted' : 'Declined'],
  ];
  if (decision.outcome === 'accepted') {
    rows.push(
      [
        'Option accepted',
        option
          ? `${optionLabel(s, decision.option!, option)}, total ${formatUsd(option.totals.totalCents)}`
          : 'Unknown',
      ],
      ['Signer name', decision.signerName ?? ''],
      [
        'Signature',
        decision.signatureKind === 'drawn'
          ? 'Drawn (finger or mouse)'
          : decision.signatureKind === 'typed'
            ? 'Typed name'
            : 'None',
      ],
    );
  } else {
    rows.push(['Reason given', decision.declineReason?.trim() || 'None given']);
  }
  rows.push(
    ['Decision time (UTC)', decision.at, MONO],
    ['Decision time (local)', localReadable(decision.at)],
    ['IP address', decision.ipAddress || 'Unknown', MONO],
    ['User agent', decision.userAgent || 'Unknown'],
    ['First viewed', data.firstViewedAt ?? never, MONO],
    ['Last viewed', data.lastViewedAt ?? never, MONO],
    ['Sent', s.createdAt, MONO],
    ['Valid until', s.validUntil, MONO],
    ['Snapshot SHA-256', data.snapshotSha256, MONO],
  );

  const labelWidth = 130;
  const valueX = LEFT + labelWidth;
  const valueWidth = WIDTH - labelWidth;
  for (const [label, value, font = REGULAR] of rows) {
    // Monospaced values (times, addresses, the hash) a size smaller so the hash fits one line.
    const size = font === MONO ? 9 : 10;
    const height = Math.max(
      pdf.heightOf(label, labelWidth - 8),
      pdf.heightOf(value, valueWidth, font, size),
    );
    pdf.ensureRoom(height + 10);
    pdf.text(label, LEFT, pdf.y + 4, { width: labelWidth - 8, color: MUTED });
    pdf.text(value, valueX, pdf.y + 4, { width: valueWidth, font, size });
    pdf.y += height + 10;
    pdf.rule(pdf.y, RULE);
  }
}
