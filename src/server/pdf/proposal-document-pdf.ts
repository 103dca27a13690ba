import type { I18n } from '@lingui/core';
import { formatIsoDate, formatUsd } from '../../domain/format/format';
import type { Language } from '../../domain/language/language';
import { LOCALE_OF } from '../../domain/language/language';
import { proposalPhotos } from '../../domain/proposal/proposal';
import type { ProposalOption, ProposalSnapshot } from '../../domain/proposal/proposal';
import { languageName, photoTagLabel, proposalStatusLabel } from '../customer-labels';
import { i18nFor } from '../i18n';
import { printMeasurements, printPricedWork } from './estimate-sections';
import type { PricedWork } from './estimate-sections';
import type { PhotoCell } from './photo-grid';
import { photoDateText, printablePicture, printPhotoGrid } from './photo-grid';
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

/**
 * An instant as the server's clock reads it, with its zone, in the reader's language:
 * "Nov 21, 2026 at 10:04:05 AM PST".
 */
function localReadable(iso: string, language: Language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: 'medium',
    timeStyle: 'long',
  }).format(d);
}

const optionLabel = (i18n: I18n, s: ProposalSnapshot, index: number, option: ProposalOption) =>
  s.options.length > 1
    ? i18n._('{name} (option {number} of {count})', {
        name: option.name,
        number: String(index + 1),
        count: String(s.options.length),
      })
    : option.name;

/** "EST-000042, version 2" */
const numberTextOf = (i18n: I18n, s: ProposalSnapshot) =>
  i18n._('{estimate}, version {version}', {
    estimate: s.estimateNumber,
    version: String(s.proposalVersion),
  });

export function renderProposalDocumentPdf(data: ProposalDocumentData): Promise<Buffer> {
  const { snapshot: s, decision } = data;
  const language = data.language ?? 'en';
  const i18n = i18nFor(language);
  const numberText = numberTextOf(i18n, s);
  const pdf = new PdfLayout({
    title: i18n._('Roof Replacement Proposal {number}', { number: numberText }),
    author: s.company.name,
    language,
  });
  const { company } = s;
  pdf.letterhead(
    company,
    i18n._('Roof Replacement Proposal'),
    [
      i18n._('Estimate {number}', { number: numberText }),
      i18n._('Date {date}', { date: formatIsoDate(s.createdAt, language) }),
      i18n._('Valid until {date}', { date: formatIsoDate(s.validUntil, language) }),
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
  let by = pdf.caption(i18n._('PREPARED FOR'), LEFT, blockTop, blockWidth);
  const who = [s.customer.name, s.customer.phone, s.customer.email].filter(Boolean);
  for (const [i, line] of (who.length > 0 ? who : [s.project.name]).entries()) {
    by = pdf.text(line, LEFT, by + 2, { width: blockWidth, font: i === 0 ? BOLD : REGULAR });
  }
  by = pdf.caption(i18n._('PROPERTY'), LEFT, by + 8, blockWidth);
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
    pdf.y = pdf.caption(i18n._('TERMS'), LEFT, pdf.y, WIDTH) + 4;
    pdf.flowText(s.terms.trim(), LEFT, { width: WIDTH, size: 9, color: INK });
    pdf.y += 20;
  }

  printOutcome(pdf, data);
  if (decision) printAuditPage(pdf, data);

  const footer = [company.name, i18n._('Estimate {number}', { number: numberText })];
  return pdf.finish(footer.filter(Boolean).join('  ·  '));
}

/** The job photos the office chose, two to a row with their captions. */
function printPhotos(pdf: PdfLayout, data: ProposalDocumentData): void {
  const photos = proposalPhotos(data.snapshot);
  if (photos.length === 0) return;
  // The caption and the first row go to a new page together.
  pdf.y += 4;
  pdf.ensureRoom(20 + 260);
  const { i18n } = pdf;
  const language = data.language ?? 'en';
  pdf.y = pdf.caption(i18n._('PHOTOS'), LEFT, pdf.y, WIDTH) + 6;
  const cells: PhotoCell[] = photos.map((p, i) => {
    const tag = photoTagLabel(i18n, p.tag);
    const when = p.takenAt
      ? ` · ${i18n._('taken {date}', { date: photoDateText(p.takenAt, language) })}`
      : '';
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
  const { i18n } = pdf;
  const language = data.language ?? 'en';
  if (decision?.outcome === 'accepted') {
    pdf.ensureRoom(170);
    pdf.y = pdf.caption(i18n._('ACCEPTED'), LEFT, pdf.y, WIDTH) + 4;
    const option = decision.option === null ? undefined : s.options[decision.option];
    if (option) {
      const total = formatUsd(option.totals.totalCents);
      const what =
        s.options.length > 1
          ? i18n._('Option accepted: {name}, total {total}', { name: option.name, total })
          : i18n._('Accepted for a total of {total}', { total });
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
    const signed = i18n._('Signed by {name}', { name: decision.signerName ?? '' });
    let y = pdf.text(signed, LEFT, bottom + 4, { width: lineWidth });
    const note =
      decision.signatureKind === 'typed'
        ? i18n._('(typed signature)')
        : signature
          ? ''
          : i18n._('(the drawn signature could not be printed; see the audit page)');
    if (note) y = pdf.text(note, LEFT, y + 2, { width: lineWidth, size: 8, color: MUTED });
    const date = i18n._('Date {date}', { date: formatIsoDate(decision.at, language) });
    pdf.text(date, LEFT + lineWidth + 36, bottom + 4, { width: WIDTH - lineWidth - 36 });
    pdf.y = y + 16;
    return;
  }
  if (decision?.outcome === 'declined') {
    pdf.ensureRoom(60);
    pdf.y = pdf.caption(i18n._('DECLINED'), LEFT, pdf.y, WIDTH) + 4;
    pdf.y = pdf.text(
      i18n._('The customer declined this proposal on {date}.', {
        date: formatIsoDate(decision.at, language),
      }),
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
    pdf.signatureLines([i18n._('Customer signature'), i18n._('Date')]);
    pdf.y += 20;
    return;
  }
  const why: Record<string, string> = {
    expired: i18n._('This proposal expired on {date}.', {
      date: formatIsoDate(s.validUntil, language),
    }),
    withdrawn: i18n._('This proposal was withdrawn.'),
    replaced: i18n._('This proposal was replaced by a newer version.'),
  };
  pdf.ensureRoom(30);
  pdf.y = pdf.text(why[data.status] ?? proposalStatusLabel(i18n, data.status), LEFT, pdf.y, {
    width: WIDTH,
    font: BOLD,
    color: ACCENT,
  });
}

/** The last page: the facts of the decision, one per row, as recorded. */
function printAuditPage(pdf: PdfLayout, data: ProposalDocumentData): void {
  const { snapshot: s, decision } = data;
  if (!decision) return;
  const { i18n } = pdf;
  const language = data.language ?? 'en';
  pdf.doc.addPage();
  pdf.y = pdf.text(i18n._('Audit trail'), LEFT, PAGE.margin, {
    width: WIDTH,
    font: BOLD,
    size: 16,
    color: ACCENT,
  });
  pdf.y =
    pdf.text(
      decision.outcome === 'accepted'
        ? i18n._(
            'What was recorded when the customer accepted this proposal. Times are UTC unless marked local.',
          )
        : i18n._(
            'What was recorded when the customer declined this proposal. Times are UTC unless marked local.',
          ),
      LEFT,
      pdf.y + 4,
      { width: WIDTH, color: MUTED },
    ) + 12;
  pdf.rule(pdf.y, ACCENT, 1.5);
  pdf.y += 8;

  const never = i18n._('Never');
  const unknown = i18n._('Unknown');
  const option = decision.option === null ? undefined : s.options[decision.option];
  const rows: [string, string, string?][] = [
    [i18n._('Proposal status'), proposalStatusLabel(i18n, data.status)],
    [i18n._('Estimate'), numberTextOf(i18n, s)],
    [i18n._('Customer'), s.customer.name || s.project.name],
    [i18n._('Property'), s.project.address],
    [i18n._('Outcome'), proposalStatusLabel(i18n, decision.outcome)],
  ];
  if (decision.outcome === 'accepted') {
    rows.push(
      [
        i18n._('Option accepted'),
        option
          ? i18n._('{option}, total {total}', {
              option: optionLabel(i18n, s, decision.option!, option),
              total: formatUsd(option.totals.totalCents),
            })
          : unknown,
      ],
      [i18n._('Signer name'), decision.signerName ?? ''],
      [
        i18n._('Signature'),
        decision.signatureKind === 'drawn'
          ? i18n._('Drawn (finger or mouse)')
          : decision.signatureKind === 'typed'
            ? i18n._('Typed name')
            : i18n._('None'),
      ],
    );
  } else {
    rows.push([i18n._('Reason given'), decision.declineReason?.trim() || i18n._('None given')]);
  }
  // The language the customer read the proposal in when deciding (not recorded before it was).
  if (decision.language) rows.push([i18n._('Language'), languageName(i18n, decision.language)]);
  rows.push(
    [i18n._('Decision time (UTC)'), decision.at, MONO],
    [i18n._('Decision time (local)'), localReadable(decision.at, language)],
    [i18n._('IP address'), decision.ipAddress || unknown, MONO],
    [i18n._('User agent'), decision.userAgent || unknown],
    [i18n._('First viewed'), data.firstViewedAt ?? never, MONO],
    [i18n._('Last viewed'), data.lastViewedAt ?? never, MONO],
    [i18n._('Sent'), s.createdAt, MONO],
    [i18n._('Valid until'), s.validUntil, MONO],
    [i18n._('Snapshot SHA-256'), data.snapshotSha256, MONO],
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
