import PDFDocument from 'pdfkit';
import {
  formatIsoDate,
  formatNumber,
  formatSqFt,
  formatSquares,
  formatUsd,
  formatUsdCents,
} from '../../domain/format';
import { formatMultiplier, formatPitch } from '../../domain/pitch';
import type { ProposalData } from './proposal-data';

export const PROPOSAL_TERMS =
  'This estimate is valid for 30 days. Final price may change if hidden damage is found.';

// US Letter, 0.75 in margins.
const PAGE = { width: 612, height: 792, margin: 54 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - LEFT;
// Room kept free at the bottom of every page for the footer line.
const BOTTOM = PAGE.height - PAGE.margin - 24;

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BAND = '#f1f5f9';
const ACCENT = '#9a3412';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// The built-in Helvetica only encodes Windows-1252. Anything else would print as garbage, so
// accents are dropped where that gives a readable letter (ł -> l) and the rest becomes "?".
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const encodable = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

export function pdfSafeText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    if (ch === '\n' || encodable(ch)) {
      out += ch;
      continue;
    }
    if (ch === '\t' || ch === '\r') {
      out += ch === '\t' ? ' ' : '';
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}

const quantityText = (q: number) => formatNumber(q, Number.isInteger(q) ? 0 : 2);
const percentText = (p: number) => `${formatNumber(p, Number.isInteger(p) ? 0 : 2)}%`;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

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

const CELL_PAD = 6;

/** Renders the customer-facing proposal. Text stays text (selectable, searchable). */
export function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  const { company, project, input, totals } = data;
  const numberText = data.estimateNumber ?? 'Draft';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: pdfSafeText(`Roof Replacement Proposal ${numberText}`),
      Author: pdfSafeText(company.name || 'Ridgeline'),
      Creator: 'Ridgeline',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (
    s: string,
    x: number,
    y: number,
    opts: { width: number; align?: 'left' | 'right'; font?: string; size?: number; color?: string },
  ) => {
    doc
      .font(opts.font ?? REGULAR)
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? INK)
      .text(pdfSafeText(s), x, y, { width: opts.width, align: opts.align ?? 'left' });
    return doc.y;
  };
  const heightOf = (s: string, width: number, font = REGULAR, size = 10) =>
    doc.font(font).fontSize(size).heightOfString(pdfSafeText(s), { width });
  const rule = (y: number, color = RULE, weight = 0.75) => {
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(weight).strokeColor(color).stroke();
  };

  let y = PAGE.margin;
  const ensureRoom = (needed: number, onNewPage?: () => void) => {
    if (y + needed <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
    onNewPage?.();
  };

  // Header: the company on the left, the document's identity on the right.
  const headerTop = y;
  const leftWidth = WIDTH * 0.55;
  const rightWidth = WIDTH - leftWidth - 12;
  const rightX = RIGHT - rightWidth;
  let ly = headerTop;
  if (company.name) ly = text(company.name, LEFT, ly, { width: leftWidth, font: BOLD, size: 16 });
  const contact = [
    company.address,
    [company.phone, company.email].filter(Boolean).join('  |  '),
    company.licenseNumber ? `License #${company.licenseNumber}` : '',
  ].filter(Boolean);
  for (const line of contact) ly = text(line, LEFT, ly + 2, { width: leftWidth, color: MUTED });

  let ry = text('Roof Replacement Proposal', rightX, headerTop, {
    width: rightWidth,
    align: 'right',
    font: BOLD,
    size: 16,
    color: ACCENT,
  });
  ry = text(`Estimate ${numberText}`, rightX, ry + 4, { width: rightWidth, align: 'right' });
  ry = text(`Date ${formatIsoDate(data.date)}`, rightX, ry + 2, {
    width: rightWidth,
    align: 'right',
    color: MUTED,
  });
  y = Math.max(ly, ry) + 12;
  rule(y, ACCENT, 1.5);
  y += 14;

  // "Prepared for" (when the estimate belongs to a project) beside the measurements.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = y;
  let by = blockTop;
  if (project) {
    by = text('PREPARED FOR', LEFT, by, { width: blockWidth, font: BOLD, size: 8, color: MUTED });
    const who = [project.customerName, project.customerPhone, project.customerEmail];
    const lines = [...(project.customerName ? [] : [project.name]), ...who.filter(Boolean)];
    for (const [i, line] of lines.entries()) {
      by = text(line, LEFT, by + 2, { width: blockWidth, font: i === 0 ? BOLD : REGULAR });
    }
    by = text('PROPERTY', LEFT, by + 8, { width: blockWidth, font: BOLD, size: 8, color: MUTED });
    by = text(project.address, LEFT, by + 2, { width: blockWidth });
    if (project.customerName)
      by = text(project.name, LEFT, by + 2, { width: blockWidth, color: MUTED });
  }

  const mx = project ? LEFT + blockWidth + 24 : LEFT;
  const mWidth = project ? blockWidth : WIDTH / 2;
  let my = text('MEASUREMENTS', mx, blockTop, { width: mWidth, font: BOLD, size: 8, color: MUTED });
  const measurements: [string, string][] = [
    ['Roof area', formatSqFt(input.roofAreaSqFt, Number.isInteger(input.roofAreaSqFt) ? 0 : 2)],
    ['Pitch', formatPitch(input.pitch)],
    ['Area multiplier', formatMultiplier(input.pitch)],
    ['Actual roof area', formatSqFt(totals.actualAreaSqFt, 2)],
    ['Roofing squares', formatSquares(totals.actualAreaSquares)],
  ];
  for (const [label, value] of measurements) {
    const rowY = my + 2;
    text(label, mx, rowY, { width: mWidth * 0.55, color: MUTED });
    my = text(value, mx + mWidth * 0.55, rowY, { width: mWidth * 0.45, align: 'right' });
  }
  y = Math.max(by, my) + 20;

  // A table with a shaded header that repeats on every page it spans.
  const drawHeader = (columns: Column[]) => {
    doc.rect(LEFT, y, WIDTH, 20).fillColor(BAND).fill();
    let x = LEFT;
    for (const c of columns) {
      text(c.label, x + CELL_PAD, y + 6, {
        width: c.width - 2 * CELL_PAD,
        align: c.align,
        font: BOLD,
        size: 9,
        color: MUTED,
      });
      x += c.width;
    }
    y += 20;
  };
  const drawRow = (columns: Column[], cells: string[], opts: { font?: string } = {}) => {
    const font = opts.font ?? REGULAR;
    const height =
      Math.max(...cells.map((s, i) => heightOf(s, (columns[i]?.width ?? 0) - 2 * CELL_PAD, font))) +
      8;
    ensureRoom(height, () => drawHeader(columns));
    let x = LEFT;
    cells.forEach((s, i) => {
      const c = columns[i];
      if (!c) return;
      text(s, x + CELL_PAD, y + 4, { width: c.width - 2 * CELL_PAD, align: c.align, font });
      x += c.width;
    });
    y += height;
    rule(y);
  };

  ensureRoom(60);
  drawHeader(MATERIAL_COLUMNS);
  for (const line of totals.materialLines) {
    drawRow(MATERIAL_COLUMNS, [
      line.name,
      quantityText(line.quantity),
      line.unit,
      formatUsdCents(line.unitPriceCents),
      formatUsd(line.lineTotalCents),
    ]);
  }
  if (totals.wasteCents > 0) {
    drawRow(MATERIAL_COLUMNS, [
      `Waste allowance (${percentText(input.adjustments.wastePercent)} of sq ft materials)`,
      '',
      '',
      '',
      formatUsd(totals.wasteCents),
    ]);
  }
  y += 14;

  ensureRoom(60);
  drawHeader(CHARGE_COLUMNS);
  drawRow(CHARGE_COLUMNS, [
    `Labor: ${formatSqFt(totals.actualAreaSqFt, 2)} at ${formatUsdCents(input.laborRateCents)} per sq ft`,
    formatUsd(totals.laborCents),
  ]);
  for (const cost of input.costs) {
    drawRow(CHARGE_COLUMNS, [cost.description || 'Additional cost', formatUsd(cost.amountCents)]);
  }
  y += 14;

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
  ensureRoom(summary.length * 16 + 40);
  for (const [label, value] of summary) {
    text(label, sumX, y, { width: sumWidth - 110, color: MUTED });
    text(value, RIGHT - 110, y, { width: 110, align: 'right' });
    y += 16;
  }
  doc.moveTo(sumX, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(INK).stroke();
  y += 8;
  text('Total', sumX, y, { width: sumWidth - 140, font: BOLD, size: 14 });
  text(formatUsd(totals.totalCents), RIGHT - 140, y, {
    width: 140,
    align: 'right',
    font: BOLD,
    size: 14,
  });
  y += 30;

  // One line, so it reads (and copies) as one sentence.
  ensureRoom(70);
  y = text(PROPOSAL_TERMS, LEFT, y, { width: WIDTH, size: 9, color: MUTED }) + 36;
  // Acceptance lines so the proposal can be signed on the spot.
  const sigWidth = (WIDTH - 36) / 2;
  for (const [i, label] of ['Customer signature', 'Date'].entries()) {
    const x = LEFT + i * (sigWidth + 36);
    doc
      .moveTo(x, y)
      .lineTo(x + sigWidth, y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    text(label, x, y + 4, { width: sigWidth, size: 8, color: MUTED });
  }

  // Footer on every page: whose proposal, which one, which page.
  const range = doc.bufferedPageRange();
  const footerLeft = [company.name, `Estimate ${numberText}`].filter(Boolean).join('  ·  ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const fy = PAGE.height - PAGE.margin - 10;
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    text(footerLeft, LEFT, fy, { width: WIDTH * 0.7, size: 8, color: MUTED });
    text(`Page ${i - range.start + 1} of ${range.count}`, LEFT + WIDTH * 0.7, fy, {
      width: WIDTH * 0.3,
      align: 'right',
      size: 8,
      color: MUTED,
    });
  }
  doc.end();
  return done;
}
