import { csvSafeCell } from '../format/csv-cell';
import type { PayerKind, PaymentMethod } from '../invoicing/defaults';
import { PAYER_KIND_LABEL, PAYMENT_METHOD_LABEL } from '../invoicing/defaults';
import type { Cents } from '../money/money';

// The accountant's spreadsheets: every sent invoice, and every payment (refunds negative).
// Money as plain dollars with two decimals (a spreadsheet sums them); every text cell made
// safe to open (a customer named "=HYPERLINK(...)" stays text).

export interface InvoiceExportRow {
  /** The issue date, YYYY-MM-DD. */
  date: string;
  dueOn: string | null;
  number: string;
  customer: string;
  project: string;
  label: string;
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  paidCents: Cents;
  voided: boolean;
}

export interface PaymentExportRow {
  date: string;
  invoiceNumber: string;
  customer: string;
  amountCents: Cents;
  method: PaymentMethod;
  checkNumber: string | null;
  payerKind: PayerKind;
  payerName: string;
  status: string;
  credit: boolean;
  note: string;
}

/** Cents as "1234.56" (a minus sign for refunds). */
export const plainDollars = (cents: Cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const text = (s: string | null) => csvSafeCell(s ?? '');

export const INVOICE_EXPORT_HEADER = [
  'Date',
  'Due',
  'Number',
  'Customer',
  'Project',
  'Description',
  'Subtotal',
  'Tax',
  'Total',
  'Paid',
  'Balance',
  'Void',
];

export function invoiceExportRow(r: InvoiceExportRow): string[] {
  return [
    r.date,
    r.dueOn ?? '',
    text(r.number),
    text(r.customer),
    text(r.project),
    text(r.label),
    plainDollars(r.subtotalCents),
    plainDollars(r.taxCents),
    plainDollars(r.totalCents),
    plainDollars(r.paidCents),
    plainDollars(r.voided ? 0 : r.totalCents - r.paidCents),
    r.voided ? 'yes' : '',
  ];
}

export const PAYMENT_EXPORT_HEADER = [
  'Date',
  'Invoice',
  'Customer',
  'Amount',
  'Method',
  'Check number',
  'Payer',
  'Payer name',
  'Status',
  'Credit',
  'Note',
];

export function paymentExportRow(r: PaymentExportRow): string[] {
  return [
    r.date,
    text(r.invoiceNumber),
    text(r.customer),
    plainDollars(r.amountCents),
    PAYMENT_METHOD_LABEL[r.method],
    text(r.checkNumber),
    PAYER_KIND_LABEL[r.payerKind],
    text(r.payerName),
    text(r.status),
    r.credit ? 'yes' : '',
    text(r.note),
  ];
}

export const RECEIVABLES_EXPORT_HEADER = [
  'Number',
  'Customer',
  'Issued',
  'Due',
  'Days overdue',
  'Age',
  'Total',
  'Balance',
];
