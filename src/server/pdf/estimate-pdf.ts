import { addDaysIso } from '../../domain/format/dates';
import { formatIsoDate } from '../../domain/format/format';
import { printMeasurements, printPricedWork } from './estimate-sections';
import { BOLD, INK, LEFT, MUTED, PdfLayout, REGULAR, WIDTH } from './pdf-layout';
import type { EstimatePdfData } from './estimate-pdf-data';

/**
 * Renders the estimator's printout of an estimate for the customer (not the proposal the
 * customer signs online). Text stays text (selectable, searchable). Its validity and terms are
 * the ones Settings gives every proposal, so the two documents never promise different things.
 */
export function renderEstimatePdf(data: EstimatePdfData): Promise<Buffer> {
  const { company, project, input, totals } = data;
  const numberText = data.estimateNumber ?? 'Draft';
  const validUntil = formatIsoDate(addDaysIso(data.date, data.validDays));
  const pdf = new PdfLayout({
    title: `Roof Replacement Proposal ${numberText}`,
    author: company.name,
  });
  const text = pdf.text.bind(pdf);

  pdf.letterhead(company, 'Roof Replacement Proposal', [
    `Estimate ${numberText}`,
    `Date ${formatIsoDate(data.date)}`,
    `Valid until ${validUntil}`,
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
  const days = data.validDays === 1 ? '1 day' : `${data.validDays} days`;
  const validity = `This estimate is valid for ${days}, until ${validUntil}.`;
  pdf.ensureRoom(70);
  pdf.y = text(validity, LEFT, pdf.y, { width: WIDTH, size: 9, color: MUTED }) + 12;
  if (data.terms.trim()) {
    pdf.ensureRoom(40);
    pdf.y = pdf.caption('TERMS', LEFT, pdf.y, WIDTH) + 4;
    pdf.flowText(data.terms.trim(), LEFT, { width: WIDTH, size: 9, color: INK });
  }
  pdf.y += 24;
  // Acceptance lines so the proposal can be signed on the spot.
  pdf.signatureLines(['Customer signature', 'Date']);

  // Footer on every page: whose proposal, which one, which page.
  return pdf.finish([company.name, `Estimate ${numberText}`].filter(Boolean).join('  ·  '));
}
