import type { Generated } from 'kysely';
import type {
  InvoiceKind,
  PayerKind,
  PaymentMethod,
  PaymentStatus,
  PaymentTerms,
} from '../../domain/invoicing/defaults';

// The invoicing and payment tables (migrations 022 and 024), apart from schema.ts to keep that
// file short.

/** The company's invoice settings (migration 022), one row (id 1). */
export interface InvoiceSettingsTable {
  id: number;
  /** SchedulePart[] as JSON. */
  schedule_json: string;
  number_format: string;
  payment_terms: PaymentTerms;
  how_to_pay: string;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** The last invoice number given in each year. */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: string;
  number: string;
  number_year: number;
  number_seq: number;
  project_id: string;
  kind: InvoiceKind;
  label: string;
  /** 0/1: the last part of the schedule. */
  final: Generated<number>;
  subtotal_cents: number;
  tax_percent: Generated<number>;
  tax_cents: number;
  total_cents: number;
  payment_terms: PaymentTerms;
  issue_date: string | null;
  due_date: string | null;
  sent_at: string | null;
  emailed_to: string | null;
  emailed_at: string | null;
  first_viewed_at: string | null;
  last_viewed_at: string | null;
  view_count: Generated<number>;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
  customer_token_hash: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  amount_cents: number;
  /** 0/1 */
  taxable: Generated<number>;
}

/** Money in (and refunds, negative), never deleted. */
export interface PaymentsTable {
  id: string;
  invoice_id: string;
  project_id: string;
  amount_cents: number;
  paid_on: string;
  method: PaymentMethod;
  check_number: string | null;
  payer_kind: PayerKind;
  payer_name: string;
  note: Generated<string>;
  /** 0/1 */
  is_credit: Generated<number>;
  refund_of: string | null;
  reason: string | null;
  status: Generated<PaymentStatus>;
  provider: string | null;
  provider_ref: string | null;
  created_at: string;
  created_by: string | null;
}

/** Stripe Checkout Sessions made for invoices (migration 024). */
export interface CheckoutSessionsTable {
  id: string;
  invoice_id: string;
  amount_cents: number;
  status: 'open' | 'complete' | 'expired';
  created_at: string;
}

/** Stripe webhook events acted on, by Stripe's event id. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The owner's overdue reminders, one row (id 1). */
export interface ReminderSettingsTable {
  id: number;
  enabled: number;
  days_json: string;
  updated_at: string;
  updated_by: string | null;
}

/** Each overdue reminder of an invoice, once per (invoice, days after the due date). */
export interface InvoiceRemindersTable {
  id: string;
  invoice_id: string;
  days_after: number;
  status: 'sending' | 'sent' | 'failed';
  sent_to: string;
  at: string;
  message: string | null;
}
