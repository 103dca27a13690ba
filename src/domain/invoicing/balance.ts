import { addDaysIso } from '../format/dates';
import type { InvoiceState, PaymentStatus, PaymentTerms } from './defaults';
import { PAYMENT_TERMS_DAYS } from './defaults';

// What is owed: an invoice's balance is its total less the payments that completed (refunds are
// negative payments, so they add back); its state follows from the balance, the dates and what
// the customer did.

export interface MoneyIn {
  amountCents: number;
  status: PaymentStatus;
}

/** Net of completed payments and refunds. */
export function paidCents(payments: readonly MoneyIn[]): number {
  return payments.reduce((a, p) => a + (p.status === 'completed' ? p.amountCents : 0), 0);
}

/** Total less what was paid; negative is a credit (paid beyond the invoice on purpose). */
export function balanceCents(totalCents: number, payments: readonly MoneyIn[]): number {
  return totalCents - paidCents(payments);
}

export function dueDateOf(issueDate: string, terms: PaymentTerms): string {
  return addDaysIso(issueDate, PAYMENT_TERMS_DAYS[terms]);
}

export interface InvoiceFacts {
  voided: boolean;
  sent: boolean;
  viewed: boolean;
  dueDate: string | null;
  totalCents: number;
  paidCents: number;
}

/**
 * The state shown: void above all; paid once nothing is owed; otherwise overdue once the due date
 * has passed (`today` is after it), partly paid with money in, else draft, viewed or sent.
 */
export function invoiceState(f: InvoiceFacts, today: string): InvoiceState {
  if (f.voided) return 'void';
  const balance = f.totalCents - f.paidCents;
  if (balance <= 0 && (f.paidCents > 0 || f.sent)) return 'paid';
  if (f.sent && f.dueDate !== null && today > f.dueDate && balance > 0) return 'overdue';
  if (f.paidCents > 0) return 'partly-paid';
  if (!f.sent) return 'draft';
  return f.viewed ? 'viewed' : 'sent';
}

/** What a job owes across its invoices (void ones owe nothing). */
export function jobBalanceCents(
  invoices: readonly { voided: boolean; totalCents: number; paidCents: number }[],
): number {
  return invoices.reduce((a, i) => a + (i.voided ? -i.paidCents : i.totalCents - i.paidCents), 0);
}
