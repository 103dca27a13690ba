import { formatIsoDate } from '../../domain/format';
import { printMeasurements, printPricedWork } from './estimate-sections';
import { BOLD, LEFT, MUTED, PdfLayout, REGULAR, WIDTH } from './pdf-layout';
import type { ProposalData } from './proposal-data';

export const PROPOSAL_TERMS =
  'This estimate is valid for 30 days. Final price may change if hidden damage is found.';

/** Renders the customer-facing proposal. Text stays text (selectable, searchable). */
export function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  const { company, project, input, totals } = data;
  const numberText = data.estimateNumber ?? 'Draft';
  const pdf = new PdfLayout({
    title: `Roof Replacement Proposal ${numberText}`,
    author: company.name,
  });
  const text = pdf.text.bind(pdf);

  pdf.letterhead(company, 'Roof Replacement Proposal', [
    `Estimate ${numberText}`,
    `Date ${formatIsoDate(data.date)}`,
  ]);

  // A one-option estimate prints as it always has; with options, each is priced in full.
  const work = {
    roofAreaSqFt: input.roofAreaSqFt,
    pitch: input.pitch,
    laborRateCents: input.laborRateCents,
    costs: input.costs,
    adjustments: input.adjustments,
    options: data.options && data.options.length > 1 ? data.options : [{ name: '', totals }],
  };

  // "Prepared for" (when the estimate belongs to a project) beside the measurements.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = blockTop;
  if (project) {
    by = pdf.caption('PREPARED FOR', LEFT, by, blockWidth);
    const who = [project.customerName, project.customerPhone, project.customerEmail];
    const lines = [...(project.customerName ? [] : [project.name]), ...who.filter(Boolean)];
    for (const [i, line] of lines.entries()) {
      by = text(line, LEFT, by + 2, { width: blockWidth, font: i === 0 ? BOLD : REGULAR });
    }
    by = pdf.caption('PROPERTY', LEFT, by + 8, blockWidth);
    by = text(project.address, LEFT, by + 2, { width: blockWidth });
    if (project.customerName)
      by = text(project.name, LEFT, by + 2, { width: blockWidth, color: MUTED });
  }

  const mx = project ? LEFT + blockWidth + 24 : LEFT;
  const mWidth = project ? blockWidth : WIDTH / 2;
  const my = printMeasurements(pdf, work, mx, blockTop, mWidth);
  pdf.y = Math.max(by, my) + 20;

  printPricedWork(pdf, work);

  // One line, so it reads (and copies) as one sentence.
  pdf.ensureRoom(70);
  pdf.y = text(PROPOSAL_TERMS, LEFT, pdf.y, { width: WIDTH, size: 9, color: MUTED }) + 36;
  // Acceptance lines so the proposal can be signed on the spot.
  pdf.signatureLines(['Customer signature', 'Date']);

  // Footer on every page: whose proposal, which one, which page.
  return pdf.finish([company.name, `Estimate ${numberText}`].filter(Boolean).join('  ·  '));
}
