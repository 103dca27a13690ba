import type { Cents } from '../money/money';

// What is owed, by how late it is: the aging buckets an accountant expects (current, 1-30,
// 31-60, 61-90, over 90 days past the due date), and when an overdue reminder is due.

export const AGE_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  current: 'Current',
  '1-30': '1-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  '90+': 'Over 90 days',
};

/** An invoice with a balance, as the report lists it. */
export interface OpenInvoice {
  id: string;
  number: string;
  projectId: string;
  customerName: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  /** YYYY-MM-DD; due on receipt is the day it was sent. */
  dueOn: string;
  totalCents: Cents;
  balanceCents: Cents;
}

export interface AgedInvoice extends OpenInvoice {
  daysOverdue: number;
  bucket: AgeBucket;
}

export interface Receivables {
  /** As of this calendar day (YYYY-MM-DD). */
  asOf: string;
  invoices: AgedInvoice[];
  totals: Record<AgeBucket, Cents>;
  totalCents: Cents;
  overdueCents: Cents;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD), counted in UTC. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );
}

/** The bucket of an invoice `daysOverdue` days past due (0 or less: not yet due). */
export function bucketOf(daysOverdue: number): AgeBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return '1-30';
  if (daysOverdue <= 60) return '31-60';
  if (daysOverdue <= 90) return '61-90';
  return '90+';
}

/** The open invoices by age, oldest due first, with each bucket's total. */
export function ageReceivables(invoices: readonly OpenInvoice[], asOf: string): Receivables {
  const totals = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<AgeBucket, Cents>;
  const aged = invoices
    .filter((i) => i.balanceCents > 0)
    .map((i): AgedInvoice => {
      const daysOverdue = Math.max(0, daysBetween(i.dueOn, asOf));
      return { ...i, daysOverdue, bucket: bucketOf(daysOverdue) };
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.number.localeCompare(b.number));
  for (const i of aged) totals[i.bucket] += i.balanceCents;
  const totalCents = aged.reduce((sum, i) => sum + i.balanceCents, 0);
  return { asOf, invoices: aged, totals, totalCents, overdueCents: totalCents - totals.current };
}

/** The most reminder days an owner may set, and the latest day after the due date. */
export const MAX_REMINDER_DAYS = 6;
export const MAX_REMINDER_DAY = 365;

/**
 * The reminder (days after the due date) an overdue invoice is owed today: the latest
 * configured day it has reached and not yet been sent. One at a time, so a server that was off
 * for two weeks sends one reminder, not three at once. Null when none is owed.
 */
export function reminderDue(
  days: readonly number[],
  daysOverdue: number,
  alreadySent: readonly number[],
): number | null {
  const reached = days.filter((d) => d <= daysOverdue).sort((a, b) => b - a);
  const latest = reached[0];
  if (latest === undefined) return null;
  // Once the latest reached day is sent, earlier ones are never sent late.
  return alreadySent.some((s) => s >= latest) ? null : latest;
}

/** "3, 7, 14" as the owner types it: whole days 1 to 365, each once, ascending. */
export function parseReminderDays(text: string): number[] | string {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return 'Days must be whole numbers, e.g. 3, 7, 14';
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (days.some((d) => d < 1 || d > MAX_REMINDER_DAY)) {
    return `Each day must be 1 to ${MAX_REMINDER_DAY} days after the due date`;
  }
  if (days.length > MAX_REMINDER_DAYS) return `At most ${MAX_REMINDER_DAYS} reminder days`;
  return days;
}

/** The owner's overdue reminders. */
export interface ReminderSettings {
  enabled: boolean;
  /** Days after the due date, ascending. */
  days: number[];
}

/** One reminder of an invoice, as logged. */
export interface ReminderLogEntry {
  invoiceId: string;
  daysAfter: number;
  status: 'sending' | 'sent' | 'failed';
  sentTo: string;
  at: string;
  message: string | null;
}

/** The report as the API answers it: the aged invoices and each one's reminders. */
export interface ReceivablesReport extends Receivables {
  reminders: ReminderLogEntry[];
}
