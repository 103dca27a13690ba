import { formatIsoDate } from '../../domain/format/format';
import { unitFor, wholeOr2 } from '../../domain/format/quantity-text';
import type { MaterialOrderData } from './order-data';
import { orderOptionText } from './order-data';
import type { Column } from './pdf-layout';
import { BOLD, LEFT, MUTED, PdfLayout, WIDTH } from './pdf-layout';

const COLUMNS: Column[] = [
  { label: 'Material', width: WIDTH - 110 - 100, align: 'left' },
  { label: 'Quantity', width: 110, align: 'right' },
  { label: 'Unit', width: 100, align: 'left' },
];

/** The material order for the supplier: what to deliver where, with no price on it. */
export function renderOrderPdf(order: MaterialOrderData): Promise<Buffer> {
  const { company } = order;
  const pdf = new PdfLayout({
    title: `Material Order ${order.estimateNumber}`,
    author: company.name,
  });
  pdf.letterhead(company, 'Material Order', [
    `Estimate ${order.estimateNumber}`,
    ...(order.option ? [`Option: ${orderOptionText(order.option)}`] : []),
    `Date ${formatIsoDate(order.date)}`,
  ]);

  // Where it goes beside what the driver should know.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = pdf.caption('DELIVER TO', LEFT, blockTop, blockWidth);
  by = pdf.text(order.job.name, LEFT, by + 2, { width: blockWidth, font: BOLD });
  by = pdf.text(order.job.address, LEFT, by + 2, { width: blockWidth });
  let ny = blockTop;
  if (order.note) {
    const nx = LEFT + blockWidth + 24;
    ny = pdf.caption('DELIVERY NOTE', nx, blockTop, blockWidth);
    ny = pdf.text(order.note, nx, ny + 2, { width: blockWidth });
  }
  pdf.y = Math.max(by, ny) + 20;

  const table = pdf.table(COLUMNS);
  for (const line of order.lines)
    table.row([line.name, wholeOr2(line.quantity), unitFor(line.quantity, line.unit)]);
  if (order.lines.length === 0) table.row(['No materials to order on this estimate', '', '']);
  pdf.y += 10;
  pdf.y = pdf.text('Quantities include the waste allowance of the estimate.', LEFT, pdf.y, {
    width: WIDTH,
    size: 9,
    color: MUTED,
  });

  // Signed at delivery, so the yard and the crew agree on what arrived.
  pdf.y += 48;
  pdf.ensureRoom(40);
  pdf.signatureLines(['Received by', 'Date']);

  return pdf.finish(
    [company.name, `Material order ${order.estimateNumber}`].filter(Boolean).join('  ·  '),
  );
}
