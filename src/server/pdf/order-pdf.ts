import { formatIsoDate } from '../../domain/format/format';
import { wholeOr2 } from '../../domain/format/quantity-text';
import { i18nFor } from '../i18n';
import { unitText } from './document-words';
import type { MaterialOrderData } from './order-data';
import { orderOptionText } from './order-data';
import type { Column } from './pdf-layout';
import { BOLD, LEFT, MUTED, PdfLayout, WIDTH } from './pdf-layout';

/**
 * The material order for the supplier: what to deliver where, with no price on it, written in
 * the company's language.
 */
export function renderOrderPdf(order: MaterialOrderData): Promise<Buffer> {
  const { company, language } = order;
  const i18n = i18nFor(language);
  const number = order.estimateNumber;
  const pdf = new PdfLayout({
    title: i18n._('Material Order {number}', { number }),
    author: company.name,
    language,
  });
  pdf.letterhead(company, i18n._('Material Order'), [
    i18n._('Estimate {number}', { number }),
    ...(order.option
      ? [i18n._('Option: {option}', { option: orderOptionText(order.option, i18n) })]
      : []),
    i18n._('Date {date}', { date: formatIsoDate(order.date, language) }),
  ]);

  // Where it goes beside what the driver should know.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = pdf.caption(i18n._('DELIVER TO'), LEFT, blockTop, blockWidth);
  by = pdf.text(order.job.name, LEFT, by + 2, { width: blockWidth, font: BOLD });
  by = pdf.text(order.job.address, LEFT, by + 2, { width: blockWidth });
  let ny = blockTop;
  if (order.note) {
    const nx = LEFT + blockWidth + 24;
    ny = pdf.caption(i18n._('DELIVERY NOTE'), nx, blockTop, blockWidth);
    ny = pdf.text(order.note, nx, ny + 2, { width: blockWidth });
  }
  pdf.y = Math.max(by, ny) + 20;

  const columns: Column[] = [
    { label: i18n._('Material'), width: WIDTH - 110 - 100, align: 'left' },
    { label: i18n._('Quantity'), width: 110, align: 'right' },
    { label: i18n._('Unit'), width: 100, align: 'left' },
  ];
  const table = pdf.table(columns);
  for (const line of order.lines)
    table.row([line.name, wholeOr2(line.quantity), unitText(i18n, line.quantity, line.unit)]);
  if (order.lines.length === 0) {
    table.row([i18n._('No materials to order on this estimate'), '', '']);
  }
  pdf.y += 10;
  pdf.y = pdf.text(i18n._('Quantities include the waste allowance of the estimate.'), LEFT, pdf.y, {
    width: WIDTH,
    size: 9,
    color: MUTED,
  });

  // Signed at delivery, so the yard and the crew agree on what arrived.
  pdf.y += 48;
  pdf.ensureRoom(40);
  pdf.signatureLines([i18n._('Received by'), i18n._('Date')]);

  return pdf.finish(
    [company.name, i18n._('Material order {number}', { number })].filter(Boolean).join('  ·  '),
  );
}
