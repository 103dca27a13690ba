import type { I18n } from '@lingui/core';
import { formatIsoDate, formatUsdCents } from '../../domain/format/format';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import { invoiceStateLabel, payerKindLabel, paymentMethodLabel } from '../customer-labels';
import { i18nFor } from '../i18n';
import { percentText } from './estimate-sections';
import { printablePicture } from './photo-grid';
import type { Column } from './pdf-layout';
import { ACCENT, BOLD, INK, LEFT, MUTED, PdfLayout, RIGHT, WIDTH } from './pdf-layout';

// The invoice the customer is sent, as a PDF: the company, the customer and the job, the lines
// and tax, the payments received, the balance due and its due date, and how to pay; in the
// customer's language.

const lineColumns = (i18n: I18n): readonly Column[] => [
  { label: i18n._('Description'), width: WIDTH - 120, align: 'left' },
  { label: i18n._('Amount'), width: 120, align: 'right' },
];
// Spanish dates are longer ("27 de noviembre de 2026"): their column takes room from the payer's.
const paymentColumns = (i18n: I18n, dateWidth: number): readonly Column[] => [
  { label: i18n._('Date'), width: dateWidth, align: 'left' },
  { label: i18n._('Method'), width: 150, align: 'left' },
  // "From" (the payer) and "Refund" (a payment) are words the office's screens use with other
  // meanings ("from" a date, "Refund" a button), so these have ids of their own.
  {
    label: i18n._({ id: 'From (the payer)', message: 'From' }),
    width: WIDTH - dateWidth - 150 - 110,
    align: 'left',
  },
  { label: i18n._('Amount'), width: 110, align: 'right' },
];

function summaryLine(pdf: PdfLayout, label: string, value: string, bold = false): void {
  const x = LEFT + WIDTH * 0.45;
  const width = WIDTH * 0.55;
  const font = bold ? BOLD : undefined;
  const labelBottom = pdf.text(label, x, pdf.y, {
    width: width - 130,
    color: bold ? INK : MUTED,
    ...(font ? { font } : {}),
  });
  pdf.text(value, RIGHT - 130, pdf.y, { width: 130, align: 'right', ...(font ? { font } : {}) });
  // A label that wraps (a longer language) pushes the next line down.
  pdf.y = Math.max(pdf.y + 16, labelBottom + 4);
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { company, customer, project, invoice, language } = doc;
  const i18n = i18nFor(language);
  const numberText = i18n._('Invoice {number}', { number: invoice.number });
  const pdf = new PdfLayout({ title: numberText, author: company.name, language });
  const due = invoice.dueDate
    ? i18n._('Due {date}', { date: formatIsoDate(invoice.dueDate, language) })
    : null;
  pdf.letterhead(
    company,
    i18n._('Invoice'),
    [
      numberText,
      ...(invoice.issueDate
        ? [i18n._('Date {date}', { date: formatIsoDate(invoice.issueDate, language) })]
        : []),
      due ?? invoice.paymentTermsLabel,
    ],
    printablePicture(company.logoDataUrl),
  );

  const half = (WIDTH - 24) / 2;
  const top = pdf.y;
  let y = pdf.caption(i18n._('BILL TO'), LEFT, top, half);
  for (const [i, line] of [customer.name || project.name, customer.email]
    .filter(Boolean)
    .entries()) {
    y = pdf.text(line, LEFT, y + 2, { width: half, ...(i === 0 ? { font: BOLD } : {}) });
  }
  let y2 = pdf.caption(i18n._('JOB'), LEFT + half + 24, top, half);
  y2 = pdf.text(project.address, LEFT + half + 24, y2 + 2, { width: half });
  y2 = pdf.text(project.name, LEFT + half + 24, y2 + 2, { width: half, color: MUTED });
  pdf.y = Math.max(y, y2) + 16;

  pdf.y =
    pdf.text(
      `${invoice.label}  ·  ${invoiceStateLabel(i18n, invoice.state)}  ·  ${invoice.paymentTermsLabel}`,
      LEFT,
      pdf.y,
      { width: WIDTH, font: BOLD, size: 12 },
    ) + 8;

  const lines = pdf.table(lineColumns(i18n));
  for (const l of invoice.lines) {
    const description = l.taxable
      ? i18n._('{description} (taxed)', { description: l.description })
      : l.description;
    lines.row([description, formatUsdCents(l.amountCents)]);
  }
  pdf.y += 10;
  pdf.ensureRoom(120);
  summaryLine(pdf, i18n._('Subtotal'), formatUsdCents(invoice.subtotalCents));
  if (invoice.kind === 'change-order') {
    summaryLine(
      pdf,
      i18n._('Sales tax ({percent})', { percent: percentText(invoice.taxPercent) }),
      formatUsdCents(invoice.taxCents),
    );
  } else {
    summaryLine(pdf, i18n._('Tax'), i18n._('Included in the contract price'));
  }
  summaryLine(pdf, i18n._('Invoice total'), formatUsdCents(invoice.totalCents), true);
  summaryLine(pdf, i18n._('Payments received'), formatUsdCents(-invoice.paidCents));
  pdf.rule(pdf.y, INK, 1.5, LEFT + WIDTH * 0.45);
  pdf.y += 8;
  summaryLine(
    pdf,
    invoice.balanceCents < 0 ? i18n._('Credit') : i18n._('Balance due'),
    formatUsdCents(Math.abs(invoice.balanceCents)),
    true,
  );
  if (due && invoice.balanceCents > 0) {
    pdf.y = pdf.text(due, LEFT, pdf.y, {
      width: WIDTH,
      align: 'right',
      color: invoice.state === 'overdue' ? ACCENT : MUTED,
    });
  }
  pdf.y += 16;

  if (doc.payments.length > 0) {
    pdf.ensureRoom(80);
    pdf.y = pdf.caption(i18n._('PAYMENTS RECEIVED'), LEFT, pdf.y, WIDTH) + 4;
    const payments = pdf.table(paymentColumns(i18n, language === 'en' ? 90 : 140));
    for (const p of doc.payments) {
      const method = `${paymentMethodLabel(i18n, p.method)}${p.checkNumber ? ` #${p.checkNumber}` : ''}`;
      const what = p.refund
        ? i18n._({ id: 'Refund (a payment)', message: 'Refund' })
        : p.status === 'processing'
          ? i18n._('Processing')
          : payerKindLabel(i18n, p.payerKind);
      const paidOn = formatIsoDate(p.paidOn, language);
      payments.row([paidOn, method, what, formatUsdCents(p.amountCents)]);
    }
    pdf.y += 16;
  }

  if (doc.howToPay.trim()) {
    pdf.ensureRoom(40);
    pdf.y = pdf.caption(i18n._('HOW TO PAY'), LEFT, pdf.y, WIDTH) + 4;
    pdf.flowText(doc.howToPay.trim(), LEFT, { width: WIDTH, size: 10, color: INK });
  }
  return pdf.finish([company.name, numberText].filter(Boolean).join('  ·  '));
}
