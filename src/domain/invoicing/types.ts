import type {
  InvoiceKind,
  InvoiceState,
  PayerKind,
  PaymentMethod,
  PaymentStatus,
  PaymentTerms,
  SchedulePart,
} from './defaults';

// Invoicing's records as the API answers them (camelCase, cents).

export interface InvoiceLine {
  id: string;
  position: number;
  description: string;
  amountCents: number;
  taxable: boolean;
}

export interface Payment {
  id: string;
  invoiceId: string;
  projectId: string;
  /** Negative for a refund. */
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  checkNumber: string | null;
  payerKind: PayerKind;
  payerName: string;
  note: string;
  isCredit: boolean;
  refundOf: string | null;
  reason: string | null;
  status: PaymentStatus;
  provider: string | null;
  providerRef: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
  /** What is left to refund of this payment (0 for a refund). */
  refundableCents: number;
}

export interface Invoice {
  id: string;
  number: string;
  projectId: string;
  kind: InvoiceKind;
  label: string;
  final: boolean;
  subtotalCents: number;
  taxPercent: number;
  taxCents: number;
  totalCents: number;
  paymentTerms: PaymentTerms;
  issueDate: string | null;
  dueDate: string | null;
  sentAt: string | null;
  emailedTo: string | null;
  emailedAt: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
  voidedAt: string | null;
  voidReason: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  paidCents: number;
  balanceCents: number;
  state: InvoiceState;
  lines: InvoiceLine[];
  payments: Payment[];
}

/** A project's invoices with the job's totals. */
export interface ProjectInvoices {
  invoices: Invoice[];
  /** The accepted option's total (or the latest estimate's), the schedule's base. */
  contractTotalCents: number;
  /** Sum of the totals of invoices not void. */
  invoicedCents: number;
  /** Net money in (completed payments less refunds), void invoices included. */
  collectedCents: number;
  balanceCents: number;
}

export interface InvoiceSettings {
  schedule: SchedulePart[];
  numberFormat: string;
  paymentTerms: PaymentTerms;
  howToPay: string;
  version: number;
  updatedAt: string;
}

/** The dashboard's Outstanding figure. */
export interface Outstanding {
  balanceCents: number;
  overdueCents: number;
  openInvoices: number;
}
