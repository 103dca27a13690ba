import {
  formatIsoDate,
  formatNumber,
  formatSqFt,
  formatSquares,
  formatUsd,
  formatUsdCents,
} from '../../domain/format';
import { formatMultiplier, formatPitch } from '../../domain/pitch';
import type { Column } from './pdf-layout';
import { BOLD, INK, LEFT, MUTED, PdfLayout, REGULAR, RIGHT, WIDTH } from './pdf-layout';
import type { ProposalData } from './proposal-data';

export const PROPOSAL_TERMS =
  'This estimate is valid for 30 days. Final price may change if hidden damage is found.';

const quantityText = (q: number) => formatNumber(q, Number.isInteger(q) ? 0 : 2);
const percentText = (p: number) => `${formatNumber(p, Number.isInteger(p) ? 0 : 2)}%`;

// Material, Quantity, Unit, Unit price, Total: numbers right-aligned so digits line up.
const MATERIAL_COLUMNS: Column[] = [
  { label: 'Material', width: 196, align: 'left' },
  { label: 'Quantity', width: 78, align: 'right' },
  { label: 'Unit', width: 70, align: 'left' },
  { label: 'Unit price', width: 75, align: 'right' },
  { label: 'Total', width: WIDTH - 196 - 78 - 70 - 75, align: 'right' },
];

const CHARGE_COLUMNS: Column[] = [
  { label: 'Labor and additional costs', width: WIDTH - 100, align: 'left' },
  { label: 'Amount', width: 100, align: 'right' },
];

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
  let my = pdf.caption('MEASUREMENTS', mx, blockTop, mWidth);
  const measurements: [string, string][] = [
    ['Roof area', formatSqFt(input.roofAreaSqFt, Number.isInteger(input.roofAreaSqFt) ? 0 : 2)],
    ['Pitch', formatPitch(input.pitch)],
    ['Area multiplier', formatMultiplier(input.pitch)],
    ['Actual roof area', formatSqFt(totals.actualAreaSqFt, 2)],
    ['Roofing squares', formatSquares(totals.actualAreaSquares)],
  ];
  for (const [label, value] of measurements) my = pdf.keyValue(label, value, mx, my + 2, mWidth);
  pdf.y = Math.max(by, my) + 20;

  const materials = pdf.table(MATERIAL_COLUMNS);
  for (const line of totals.materialLines) {
    materials.row([
      line.name,
      quantityText(line.quantity),
      line.unit,
      formatUsdCents(line.unitPriceCents),
      formatUsd(line.lineTotalCents),
    ]);
  }
  if (totals.wasteCents > 0) {
    materials.row([
      `Waste allowance (${percentText(input.adjustments.wastePercent)} of sq ft materials)`,
      '',
      '',
      '',
      formatUsd(totals.wasteCents),
    ]);
  }
  pdf.y += 14;

  const charges = pdf.table(CHARGE_COLUMNS);
  charges.row([
    `Labor: ${formatSqFt(totals.actualAreaSqFt, 2)} at ${formatUsdCents(input.laborRateCents)} per sq ft`,
    formatUsd(totals.laborCents),
  ]);
  for (const cost of input.costs) {
    charges.row([cost.description || 'Additional cost', formatUsd(cost.amountCents)]);
  }
  pdf.y += 14;

  // Summary, right-aligned under the tables: each adjustment is its own line when not zero.
  const hasAdjustments =
    totals.wasteCents > 0 || totals.overheadProfitCents > 0 || totals.taxCents > 0;
  const summary: [string, string][] = [
    ['Materials', formatUsd(totals.materialsCents)],
    ...(totals.wasteCents > 0
      ? [
          [
            `Waste (${percentText(input.adjustments.wastePercent)})`,
            formatUsd(totals.wasteCents),
          ] as [string, string],
        ]
      : []),
    ['Labor', formatUsd(totals.laborCents)],
    ['Additional costs', formatUsd(totals.additionalCents)],
    ...(hasAdjustments ? [['Subtotal', formatUsd(totals.subtotalCents)] as [string, string]] : []),
    ...(totals.overheadProfitCents > 0
      ? [
          [
            `Overhead & profit (${percentText(input.adjustments.overheadProfitPercent)})`,
            formatUsd(totals.overheadProfitCents),
          ] as [string, string],
        ]
      : []),
    ...(totals.taxCents > 0
      ? [
          [
            `Sales tax (${percentText(input.adjustments.taxPercent)} on materials)`,
            formatUsd(totals.taxCents),
          ] as [string, string],
        ]
      : []),
  ];
  const sumX = LEFT + WIDTH * 0.45;
  const sumWidth = WIDTH * 0.55;
  pdf.ensureRoom(summary.length * 16 + 40);
  for (const [label, value] of summary) {
    text(label, sumX, pdf.y, { width: sumWidth - 110, color: MUTED });
    text(value, RIGHT - 110, pdf.y, { width: 110, align: 'right' });
    pdf.y += 16;
  }
  pdf.rule(pdf.y, INK, 1.5, sumX);
  pdf.y += 8;
  text('Total', sumX, pdf.y, { width: sumWidth - 140, font: BOLD, size: 14 });
  text(formatUsd(totals.totalCents), RIGHT - 140, pdf.y, {
    width: 140,
    align: 'right',
    font: BOLD,
    size: 14,
  });
  pdf.y += 30;

  // One line, so it reads (and copies) as one sentence.
  pdf.ensureRoom(70);
  pdf.y = text(PROPOSAL_TERMS, LEFT, pdf.y, { width: WIDTH, size: 9, color: MUTED }) + 36;
  // Acceptance lines so the proposal can be signed on the spot.
  pdf.signatureLines(['Customer signature', 'Date']);

  // Footer on every page: whose proposal, which one, which page.
  return pdf.finish([company.name, `Estimate ${numberText}`].filter(Boolean).join('  ·  '));
}
