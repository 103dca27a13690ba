import type {
  OpenInvoice,
  ReminderLogEntry,
  ReminderSettings,
} from '../../domain/receivables/receivables';
import type { InvoiceExportRow, PaymentExportRow } from '../../domain/receivables/exports';
import { newId } from '../../domain/common/ids';
import type { Language } from '../../domain/language/language';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

// What is owed, for the receivables report, the accountant's exports and the overdue
// reminders; and the owner's reminder settings and each invoice's reminder log (migration 024).

/** An overdue invoice a reminder may go to. */
export interface ReminderCandidate extends OpenInvoice {
  email: string;
  /** The customer's language (the project's), which the reminder is written in. */
  language: Language;
  sentDays: number[];
}

export function receivablesRepository(db: Db) {
  /** Completed money of the invoice in the row (refunds are negative rows). */
  const paidCents = (eb: ExpressionBuilder<Database, 'invoices'>) =>
    eb
      .selectFrom('payments')
      .select((p) => p.fn.coalesce(p.fn.sum<number>('amount_cents'), p.lit(0)).as('c'))
      .whereRef('payments.invoice_id', '=', 'invoices.id')
      .where('payments.status', '=', 'completed')
      .as('paid_cents');

  /** Sent, not void invoices with their project's customer and what was paid. */
  const sentInvoices = () =>
    db
      .selectFrom('invoices')
      .innerJoin('projects', 'projects.id', 'invoices.project_id')
      .select([
        'invoices.id',
        'invoices.number',
        'invoices.project_id',
        'invoices.issue_date',
        'invoices.due_date',
        'invoices.total_cents',
        'invoices.emailed_to',
        'projects.customer_name',
        'projects.customer_email',
        'projects.customer_language',
      ])
      .select(paidCents)
      .where('invoices.voided_at', 'is', null)
      .where('invoices.sent_at', 'is not', null);

  const toOpen = (r: Awaited<ReturnType<ReturnType<typeof sentInvoices>['execute']>>[number]) => ({
    id: r.id,
    number: r.number,
    projectId: r.project_id,
    customerName: r.customer_name,
    issuedOn: r.issue_date ?? '',
    dueOn: r.due_date ?? r.issue_date ?? '',
    totalCents: Number(r.total_cents),
    balanceCents: Number(r.total_cents) - Number(r.paid_cents),
  });

  return {
    async openInvoices(): Promise<OpenInvoice[]> {
      const rows = await sentInvoices().execute();
      return rows.map(toOpen).filter((i) => i.balanceCents > 0);
    },

    /** Open invoices past their due date with an address to write to, and what was sent. */
    async reminderCandidates(today: string): Promise<ReminderCandidate[]> {
      const rows = await sentInvoices().where('invoices.due_date', '<', today).execute();
      const open = rows
        .map((r) => ({
          ...toOpen(r),
          email: (r.emailed_to ?? r.customer_email).trim(),
          language: r.customer_language,
        }))
        .filter((i) => i.balanceCents > 0 && i.email !== '');
      const log = await this.remindersOf(open.map((i) => i.id));
      return open.map((i) => ({
        ...i,
        sentDays: log.filter((l) => l.invoiceId === i.id).map((l) => l.daysAfter),
      }));
    },

    async invoicesForExport(): Promise<InvoiceExportRow[]> {
      const rows = await db
        .selectFrom('invoices')
        .innerJoin('projects', 'projects.id', 'invoices.project_id')
        .select([
          'invoices.number',
          'invoices.label',
          'invoices.issue_date',
          'invoices.due_date',
          'invoices.subtotal_cents',
          'invoices.tax_cents',
          'invoices.total_cents',
          'invoices.voided_at',
          'invoices.created_at',
          'projects.customer_name',
          'projects.name as project_name',
        ])
        .select(paidCents)
        .where('invoices.sent_at', 'is not', null)
        .orderBy('invoices.number_year')
        .orderBy('invoices.number_seq')
        .execute();
      return rows.map((r) => ({
        date: r.issue_date ?? r.created_at.slice(0, 10),
        dueOn: r.due_date,
        number: r.number,
        customer: r.customer_name,
        project: r.project_name,
        label: r.label,
        subtotalCents: Number(r.subtotal_cents),
        taxCents: Number(r.tax_cents),
        totalCents: Number(r.total_cents),
        paidCents: Number(r.paid_cents),
        voided: r.voided_at !== null,
      }));
    },

    async paymentsForExport(): Promise<PaymentExportRow[]> {
      const rows = await db
        .selectFrom('payments')
        .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
        .innerJoin('projects', 'projects.id', 'payments.project_id')
        .select([
          'payments.paid_on',
          'payments.amount_cents',
          'payments.method',
          'payments.check_number',
          'payments.payer_kind',
          'payments.payer_name',
          'payments.status',
          'payments.is_credit',
          'payments.note',
          'payments.reason',
          'invoices.number',
          'projects.customer_name',
        ])
        .orderBy('payments.paid_on')
        .orderBy('payments.created_at')
        .orderBy('payments.id')
        .execute();
      return rows.map((r) => ({
        date: r.paid_on,
        invoiceNumber: r.number,
        customer: r.customer_name,
        amountCents: Number(r.amount_cents),
        method: r.method,
        checkNumber: r.check_number,
        payerKind: r.payer_kind,
        payerName: r.payer_name,
        status: r.status,
        credit: Number(r.is_credit) === 1,
        note: r.reason ?? r.note,
      }));
    },

    async reminderSettings(): Promise<ReminderSettings> {
      const r = await db
        .selectFrom('reminder_settings')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { enabled: Number(r.enabled) === 1, days: JSON.parse(r.days_json) as number[] };
    },

    async saveReminderSettings(s: ReminderSettings, by: string): Promise<ReminderSettings> {
      await db
        .updateTable('reminder_settings')
        .set({
          enabled: s.enabled ? 1 : 0,
          days_json: JSON.stringify(s.days),
          updated_at: new Date().toISOString(),
          updated_by: by,
        })
        .where('id', '=', 1)
        .execute();
      return this.reminderSettings();
    },

    /**
     * Claims one reminder of an invoice: true if this call inserted it, false if another server
     * (or an earlier run) has it. One insert, so of several servers exactly one sends it.
     */
    async claimReminder(r: { invoiceId: string; daysAfter: number; sentTo: string; at: string }) {
      const result = await db
        .insertInto('invoice_reminders')
        .values({
          id: newId(),
          invoice_id: r.invoiceId,
          days_after: r.daysAfter,
          status: 'sending',
          sent_to: r.sentTo,
          at: r.at,
          message: null,
        })
        .onConflict((oc) => oc.columns(['invoice_id', 'days_after']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async finishReminder(invoiceId: string, daysAfter: number, message: string | null) {
      await db
        .updateTable('invoice_reminders')
        .set({ status: message === null ? 'sent' : 'failed', message })
        .where('invoice_id', '=', invoiceId)
        .where('days_after', '=', daysAfter)
        .execute();
    },

    async remindersOf(invoiceIds: readonly string[]): Promise<ReminderLogEntry[]> {
      if (invoiceIds.length === 0) return [];
      const rows = await db
        .selectFrom('invoice_reminders')
        .selectAll()
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('at')
        .execute();
      return rows.map((r) => ({
        invoiceId: r.invoice_id,
        daysAfter: Number(r.days_after),
        status: r.status,
        sentTo: r.sent_to,
        at: r.at,
        message: r.message,
      }));
    },
  };
}

export type ReceivablesRepository = ReturnType<typeof receivablesRepository>;
