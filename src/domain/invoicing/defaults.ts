// The words and defaults of invoicing, with no dependencies, so the migration, the forms and the
// pages read them without loading the rules.

export const PAYMENT_TERMS = ['due-on-receipt', 'net-15', 'net-30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_LABEL: Readonly<Record<PaymentTerms, string>> = {
  'due-on-receipt': 'Due on receipt',
  'net-15': 'Net 15',
  'net-30': 'Net 30',
};
/** Days from the issue date to the due date. */
export const PAYMENT_TERMS_DAYS: Readonly<Record<PaymentTerms, number>> = {
  'due-on-receipt': 0,
  'net-15': 15,
  'net-30': 30,
};

export const INVOICE_KINDS = ['schedule-part', 'change-order'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const PAYMENT_METHODS = [
  'check',
  'cash',
  'card',
  'bank-transfer',
  'insurance-check',
  'financing',
  'online-card',
  'online-bank',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods a person records by hand; online ones come from the payment provider only. */
export const RECORDED_METHODS = PAYMENT_METHODS.filter((m) => !m.startsWith('online-'));
export const PAYMENT_METHOD_LABEL: Readonly<Record<PaymentMethod, string>> = {
  check: 'Check',
  cash: 'Cash',
  card: 'Card (taken elsewhere)',
  'bank-transfer': 'Bank transfer',
  'insurance-check': 'Insurance check',
  financing: 'Financing',
  'online-card': 'Card (online)',
  'online-bank': 'Bank account (online)',
};
/** Methods that carry a check number. */
export const CHECK_METHODS: readonly PaymentMethod[] = ['check', 'insurance-check'];

export const PAYER_KINDS = ['homeowner', 'insurance', 'lender', 'other'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];
export const PAYER_KIND_LABEL: Readonly<Record<PayerKind, string>> = {
  homeowner: 'Homeowner',
  insurance: 'Insurance carrier',
  lender: 'Lender',
  other: 'Other',
};

export const PAYMENT_STATUSES = ['completed', 'processing', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const INVOICE_STATES = [
  'draft',
  'sent',
  'viewed',
  'partly-paid',
  'paid',
  'overdue',
  'void',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABEL: Readonly<Record<InvoiceState, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  'partly-paid': 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

/** A part of a payment schedule: a share of the contract total, or a fixed amount. */
export type SchedulePart =
  { label: string; percent: number } | { label: string; amountCents: number };

export const DEFAULT_SCHEDULE: readonly SchedulePart[] = [
  { label: 'Deposit', percent: 30 },
  { label: 'Material delivery', percent: 40 },
  { label: 'Completion', percent: 30 },
];
export const DEFAULT_NUMBER_FORMAT = 'INV-{YYYY}-{0000}';
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'due-on-receipt';
export const DEFAULT_HOW_TO_PAY = '';

export const INVOICE_LABEL_MAX = 80;
export const LINE_DESCRIPTION_MAX = 200;
export const MAX_INVOICE_LINES = 50;
export const MAX_SCHEDULE_PARTS = 12;
export const NUMBER_FORMAT_MAX = 40;
export const HOW_TO_PAY_MAX = 2000;
export const PAYER_NAME_MAX = 120;
export const CHECK_NUMBER_MAX = 40;
export const PAYMENT_NOTE_MAX = 500;
export const REASON_MAX = 500;
/** The longest counter a number format may ask for ({0000000000}). */
export const COUNTER_DIGITS_MAX = 10;
