import { formatIsoDate, formatUsdCents } from '../../domain/format';
import {
  INVOICE_STATE_LABEL,
  PAYER_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
} from '../../domain/invoicing/defaults';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import { percentText } from './estimate-sections';
import { printablePicture } from './photo-grid';
import type { Column } from './pdf-layout';
import { ACCENT, BOLD, INK, LEFT, MUTED, PdfLayout, RIGHT, WIDTH } from './pdf-layout';

// The invoice the customer is sent, as a PDF: the company, the customer and the job, the lines
// and tax, the payments received, the balance due and its due date, and how to pay.

const LINE_COLUMNS: readonly Column[] = [
  { label: 'Description', width: WIDTH - 120, align: 'left' },
  { label: 'Amount', width: 120, align: 'right' },
];
const PAYMENT_COLUMNS: readonly Column[] = [
  { label: 'Date', width: 90, align: 'left' },
  { label: 'Method', width: 150, align: 'left' },
  { label: 'From', width: WIDTH - 90 - 150 - 110, align: 'left' },
  { label: 'Amount', width: 110, align: 'right' },
];

function summaryLine(pdf: PdfLayout, label: string, value: string, bold = false): void {
  const x = LEFT + WIDTH * 0.45;
  const width = WIDTH * 0.55;
  const font = bold ? BOLD : undefined;
  pdf.text(label, x, pdf.y, {
    width: width - 130,
    color: bold ? INK : MUTED,
    ...(font ? { font } : {}),
  });
  pdf.text(value, RIGHT - 130, pdf.y, { width: 130, align: 'right', ...(font ? { font } : {}) });
  pdf.y += 16;
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { company, customer, project, invoice } = doc;
  const pdf = new PdfLayout({ title: `Invoice ${invoice.number}`, author: company.name });
  pdf.letterhead(
    company,
    'Invoice',
    [
      `Invoice ${invoice.number}`,
      ...(invoice.issueDate ? [`Date ${formatIsoDate(invoice.issueDate)}`] : []),
      invoice.dueDate ? `Due ${formatIsoDate(invoice.dueDate)}` : invoice.paymentTermsLabel,
    ],
    printablePicture(company.logoDataUrl),
  );

  const half = (WIDTH - 24) / 2;
  const top = pdf.y;
  let y = pdf.caption('BILL TO', LEFT, top, half);
  for (const [i, line] of [customer.name || project.name, customer.email]
    .filter(Boolean)
    .entries()) {
    y = pdf.text(line, LEFT, y + 2, { width: half, ...(i === 0 ? { font: BOLD } : {}) });
  }
  let y2 = pdf.caption('JOB', LEFT + half + 24, top, half);
  y2 = pdf.text(project.address, LEFT + half + 24, y2 + 2, { width: half });
  y2 = pdf.text(project.name, LEFT + half + 24, y2 + 2, { width: half, color: MUTED });
  pdf.y = Math.max(y, y2) + 16;

  pdf.y =
    pdf.text(
      `${invoice.label}  ·  ${INVOICE_STATE_LABEL[invoice.state]}  ·  ${invoice.paymentTermsLabel}`,
      LEFT,
      pdf.y,
      { width: WIDTH, font: BOLD, size: 12 },
    ) + 8;

  const lines = pdf.table(LINE_COLUMNS);
  for (const l of invoice.lines) {
    lines.row([`${l.description}${l.taxable ? ' (taxed)' : ''}`, formatUsdCents(l.amountCents)]);
  }
  pdf.y += 10;
  pdf.ensureRoom(120);
  summaryLine(pdf, 'Subtotal', formatUsdCents(invoice.subtotalCents));
  if (invoice.kind === 'change-order') {
    summaryLine(
      pdf,
      `Sales tax (${percentText(invoice.taxPercent)})`,
      formatUsdCents(invoice.taxCents),
    );
  } else {
    summaryLine(pdf, 'Tax', 'Included in the contract price');
  }
  summaryLine(pdf, 'Invoice total', formatUsdCents(invoice.totalCents), true);
  summaryLine(pdf, 'Payments received', formatUsdCents(-invoice.paidCents));
  pdf.rule(pdf.y, INK, 1.5, LEFT + WIDTH * 0.45);
  pdf.y += 8;
  summaryLine(
    pdf,
    invoice.balanceCents < 0 ? 'Credit' : 'Balance due',
    formatUsdCents(Math.abs(invoice.balanceCents)),
    true,
  );
  if (invoice.dueDate && invoice.balanceCents > 0) {
    pdf.y = pdf.text(`Due ${formatIsoDate(invoice.dueDate)}`, LEFT, pdf.y, {
      width: WIDTH,
      align: 'right',
      color: invoice.state === 'overdue' ? ACCENT : MUTED,
    });
  }
  pdf.y += 16;

  if (doc.payments.length > 0) {
    pdf.ensureRoom(80);
    pdf.y = pdf.caption('PAYMENTS RECEIVED', LEFT, pdf.y, WIDTH) + 4;
    const payments = pdf.table(PAYMENT_COLUMNS);
    for (const p of doc.payments) {
      const method = `${PAYMENT_METHOD_LABEL[p.method]}${p.checkNumber ? ` #${p.checkNumber}` : ''}`;
      const what = p.refund
        ? 'Refund'
        : p.status === 'processing'
          ? 'Processing'
          : PAYER_KIND_LABEL[p.payerKind];
      payments.row([formatIsoDate(p.paidOn), method, what, formatUsdCents(p.amountCents)]);
    }
    pdf.y += 16;
  }

  if (doc.howToPay.trim()) {
    pdf.ensureRoom(40);
    pdf.y = pdf.caption('HOW TO PAY', LEFT, pdf.y, WIDTH) + 4;
    pdf.flowText(doc.howToPay.trim(), LEFT, { width: WIDTH, size: 10, color: INK });
  }
  return pdf.finish([company.name, `Invoice ${invoice.number}`].filter(Boolean).join('  ·  '));
}
