import type { I18n } from '@lingui/core';
import type {
  Adjustments,
  CostLine,
  EstimateTotals,
  OptionTotals,
} from '../../domain/estimate/estimate';
import { formatNumber, formatSquares, formatUsd, formatUsdCents } from '../../domain/format/format';
import { formatMultiplier, formatPitch } from '../../domain/takeoff/pitch';
import { sqFtText, unitText } from './document-words';
import type { Column, PdfLayout } from './pdf-layout';
import { ACCENT, BOTTOM, BOLD, INK, LEFT, MUTED, PAGE, RIGHT, WIDTH } from './pdf-layout';

// The priced estimate as both customer documents print it (the estimate PDF and the proposal the
// customer signs): measurements, each option's materials, the shared labor and costs, and the
// totals. One option prints as a plain estimate with no option names.

/** What is priced: the shared roof, labor, costs and adjustments, and every option's totals. */
export interface PricedWork {
  roofAreaSqFt: number;
  pitch: number;
  laborRateCents: number;
  costs: readonly CostLine[];
  adjustments: Adjustments;
  /** At least one. */
  options: readonly OptionTotals[];
}

export const quantityText = (q: number) => formatNumber(q, Number.isInteger(q) ? 0 : 2);
export const percentText = (p: number) => `${formatNumber(p, Number.isInteger(p) ? 0 : 2)}%`;

// Material, Quantity, Unit, Unit price, Total: numbers right-aligned so digits line up.
const MATERIAL_WIDTH = 196;
const materialColumns = (i18n: I18n): Column[] => [
  { label: i18n._('Material'), width: MATERIAL_WIDTH, align: 'left' },
  { label: i18n._('Quantity'), width: 78, align: 'right' },
  { label: i18n._('Unit'), width: 70, align: 'left' },
  { label: i18n._('Unit price'), width: 75, align: 'right' },
  { label: i18n._('Total'), width: WIDTH - MATERIAL_WIDTH - 78 - 70 - 75, align: 'right' },
];

const chargeColumns = (i18n: I18n, label: string): Column[] => [
  { label, width: WIDTH - 100, align: 'left' },
  { label: i18n._('Amount'), width: 100, align: 'right' },
];

const overviewColumns = (i18n: I18n): Column[] => [
  { label: i18n._('Option'), width: WIDTH - 120, align: 'left' },
  { label: i18n._('Total'), width: 120, align: 'right' },
];

/** The measurements as label / value lines in a column; returns the y below them. */
export function printMeasurements(
  pdf: PdfLayout,
  work: PricedWork,
  x: number,
  top: number,
  width: number,
): number {
  const totals = work.options[0]!.totals;
  const { i18n } = pdf;
  let y = pdf.caption(i18n._('MEASUREMENTS'), x, top, width);
  const rows: [string, string][] = [
    [
      i18n._('Roof area'),
      sqFtText(i18n, work.roofAreaSqFt, Number.isInteger(work.roofAreaSqFt) ? 0 : 2),
    ],
    [i18n._('Pitch'), formatPitch(work.pitch)],
    [i18n._('Area multiplier'), formatMultiplier(work.pitch)],
    [i18n._('Actual roof area'), sqFtText(i18n, totals.actualAreaSqFt, 2)],
    [i18n._('Roofing squares'), formatSquares(totals.actualAreaSquares)],
  ];
  for (const [label, value] of rows) y = pdf.keyValue(label, value, x, y + 2, width);
  return y;
}

function printMaterials(pdf: PdfLayout, work: PricedWork, totals: EstimateTotals): void {
  const { i18n } = pdf;
  const materials = pdf.table(materialColumns(i18n));
  for (const line of totals.materialLines) {
    materials.row([
      line.name,
      quantityText(line.quantity),
      unitText(i18n, line.quantity, line.unit),
      formatUsdCents(line.unitPriceCents),
      formatUsd(line.lineTotalCents),
    ]);
  }
  if (totals.wasteCents > 0) {
    materials.row([
      i18n._('Waste allowance ({percent} of sq ft materials)', {
        percent: percentText(work.adjustments.wastePercent),
      }),
      '',
      '',
      '',
      formatUsd(totals.wasteCents),
    ]);
  }
}

function printCharges(pdf: PdfLayout, work: PricedWork, label: string): void {
  const totals = work.options[0]!.totals;
  const { i18n } = pdf;
  const charges = pdf.table(chargeColumns(i18n, label));
  charges.row([
    i18n._('Labor: {area} at {rate} per sq ft', {
      area: sqFtText(i18n, totals.actualAreaSqFt, 2),
      rate: formatUsdCents(work.laborRateCents),
    }),
    formatUsd(totals.laborCents),
  ]);
  for (const cost of work.costs) {
    charges.row([cost.description || i18n._('Additional cost'), formatUsd(cost.amountCents)]);
  }
}

/** Summary, right-aligned under the tables: each adjustment is its own line when not zero. */
function printSummary(
  pdf: PdfLayout,
  adjustments: Adjustments,
  totals: EstimateTotals,
  totalLabel: string,
): void {
  const { i18n } = pdf;
  const hasAdjustments =
    totals.wasteCents > 0 || totals.overheadProfitCents > 0 || totals.taxCents > 0;
  const summary: [string, string][] = [[i18n._('Materials'), formatUsd(totals.materialsCents)]];
  if (totals.wasteCents > 0) {
    summary.push([
      i18n._('Waste ({percent})', { percent: percentText(adjustments.wastePercent) }),
      formatUsd(totals.wasteCents),
    ]);
  }
  summary.push([i18n._('Labor'), formatUsd(totals.laborCents)]);
  summary.push([i18n._('Additional costs'), formatUsd(totals.additionalCents)]);
  if (hasAdjustments) summary.push([i18n._('Subtotal'), formatUsd(totals.subtotalCents)]);
  if (totals.overheadProfitCents > 0) {
    summary.push([
      i18n._('Overhead & profit ({percent})', {
        percent: percentText(adjustments.overheadProfitPercent),
      }),
      formatUsd(totals.overheadProfitCents),
    ]);
  }
  if (totals.taxCents > 0) {
    summary.push([
      i18n._('Sales tax ({percent} on materials)', {
        percent: percentText(adjustments.taxPercent),
      }),
      formatUsd(totals.taxCents),
    ]);
  }
  const sumX = LEFT + WIDTH * 0.45;
  const sumWidth = WIDTH * 0.55;
  pdf.ensureRoom(summary.length * 16 + 40);
  for (const [label, value] of summary) {
    const labelBottom = pdf.text(label, sumX, pdf.y, { width: sumWidth - 110, color: MUTED });
    pdf.text(value, RIGHT - 110, pdf.y, { width: 110, align: 'right' });
    // A label that wraps (a longer language) pushes the next line down.
    pdf.y = Math.max(pdf.y + 16, labelBottom + 4);
  }
  pdf.rule(pdf.y, INK, 1.5, sumX);
  pdf.y += 8;
  // A long option name wraps in its own column rather than running into the amount.
  const labelBottom = pdf.text(totalLabel, sumX, pdf.y, {
    width: sumWidth - 140,
    font: BOLD,
    size: 14,
  });
  pdf.text(formatUsd(totals.totalCents), RIGHT - 140, pdf.y, {
    width: 140,
    align: 'right',
    font: BOLD,
    size: 14,
  });
  pdf.y = Math.max(pdf.y + 30, labelBottom + 12);
}

/** About how tall an option's heading, materials and totals print. */
function sectionHeight(pdf: PdfLayout, totals: EstimateTotals): number {
  const nameWidth = MATERIAL_WIDTH - 12;
  const rows = totals.materialLines.reduce(
    (sum, l) => sum + pdf.heightOf(l.name, nameWidth) + 8,
    0,
  );
  const waste = totals.wasteCents > 0 ? 20 : 0;
  // Heading, table header, rows, gap, up to eight summary lines and the total.
  return 40 + 20 + rows + waste + 14 + 8 * 16 + 50;
}

/**
 * The materials, labor and costs, and totals. With two or three options: a table of their
 * totals first, the labor and costs they share once, then each option's materials and totals
 * under its name. `accepted` marks the option the customer chose.
 */
export function printPricedWork(
  pdf: PdfLayout,
  work: PricedWork,
  accepted: number | null = null,
): void {
  const [first] = work.options;
  if (!first) throw new Error('An estimate has at least one option');
  const { i18n } = pdf;
  if (work.options.length === 1) {
    printMaterials(pdf, work, first.totals);
    pdf.y += 14;
    printCharges(pdf, work, i18n._('Labor and additional costs'));
    pdf.y += 14;
    printSummary(pdf, work.adjustments, first.totals, i18n._('Total'));
    return;
  }

  const overview = pdf.table(overviewColumns(i18n));
  for (const [i, option] of work.options.entries()) {
    overview.row(
      [
        i === accepted ? `${option.name}  ${i18n._('(accepted)')}` : option.name,
        formatUsd(option.totals.totalCents),
      ],
      i === accepted ? { font: BOLD } : {},
    );
  }
  pdf.y += 14;
  printCharges(pdf, work, i18n._('Labor and additional costs (the same for every option)'));
  pdf.y += 20;

  for (const [i, option] of work.options.entries()) {
    // An option starts on a new page rather than split from its totals, when it fits on one.
    const height = sectionHeight(pdf, option.totals);
    pdf.ensureRoom(height <= BOTTOM - PAGE.margin ? height : 110);
    const number = { number: String(i + 1), count: String(work.options.length) };
    const label =
      i === accepted
        ? i18n._('Option {number} of {count} (accepted)', number)
        : i18n._('Option {number} of {count}', number);
    pdf.y = pdf.caption(label.toUpperCase(), LEFT, pdf.y, WIDTH);
    pdf.y = pdf.text(option.name, LEFT, pdf.y + 2, {
      width: WIDTH,
      font: BOLD,
      size: 13,
      color: ACCENT,
    });
    pdf.y += 6;
    printMaterials(pdf, work, option.totals);
    pdf.y += 14;
    printSummary(
      pdf,
      work.adjustments,
      option.totals,
      i18n._('Total, {option}', { option: option.name }),
    );
    pdf.y += 6;
  }
}
