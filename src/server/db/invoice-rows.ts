import type { Selectable } from 'kysely';
import { invoiceState, paidCents } from '../../domain/invoicing/balance';
import type { SchedulePart } from '../../domain/invoicing/defaults';
import type { Invoice, InvoiceLine, InvoiceSettings, Payment } from '../../domain/invoicing/types';
import type {
  InvoiceLinesTable,
  InvoiceSettingsTable,
  InvoicesTable,
  PaymentsTable,
} from './schema';

// The invoicing tables' one mapper: rows (snake_case, bigint cents that PostgreSQL answers as
// text) to the camelCase records the services and the API use.

export type PaymentRow = Selectable<PaymentsTable> & { created_by_name?: string | null };

export function toLine(r: Selectable<InvoiceLinesTable>): InvoiceLine {
  return {
    id: r.id,
    position: Number(r.position),
    description: r.description,
    amountCents: Number(r.amount_cents),
    taxable: Number(r.taxable) === 1,
  };
}

/** Payments of one invoice, each with what is left to refund of it. */
export function toPayments(rows: readonly PaymentRow[]): Payment[] {
  const refunded = new Map<string, number>();
  for (const r of rows) {
    if (r.refund_of && r.status !== 'failed') {
      refunded.set(r.refund_of, (refunded.get(r.refund_of) ?? 0) - Number(r.amount_cents));
    }
  }
  return rows.map((r) => {
    const amountCents = Number(r.amount_cents);
    return {
      id: r.id,
      invoiceId: r.invoice_id,
      projectId: r.project_id,
      amountCents,
      paidOn: r.paid_on,
      method: r.method,
      checkNumber: r.check_number,
      payerKind: r.payer_kind,
      payerName: r.payer_name,
      note: r.note,
      isCredit: Number(r.is_credit) === 1,
      refundOf: r.refund_of,
      reason: r.reason,
      status: r.status,
      provider: r.provider,
      providerRef: r.provider_ref,
      createdAt: r.created_at,
      createdBy: r.created_by,
      createdByName: r.created_by_name ?? null,
      refundableCents:
        amountCents > 0 && r.status === 'completed' ? amountCents - (refunded.get(r.id) ?? 0) : 0,
    };
  });
}

export function toInvoice(
  r: Selectable<InvoicesTable>,
  lines: InvoiceLine[],
  payments: Payment[],
  today: string,
): Invoice {
  const totalCents = Number(r.total_cents);
  const paid = paidCents(payments);
  return {
    id: r.id,
    number: r.number,
    projectId: r.project_id,
    kind: r.kind,
    label: r.label,
    final: Number(r.final) === 1,
    subtotalCents: Number(r.subtotal_cents),
    taxPercent: Number(r.tax_percent),
    taxCents: Number(r.tax_cents),
    totalCents,
    paymentTerms: r.payment_terms,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    sentAt: r.sent_at,
    emailedTo: r.emailed_to,
    emailedAt: r.emailed_at,
    firstViewedAt: r.first_viewed_at,
    lastViewedAt: r.last_viewed_at,
    viewCount: Number(r.view_count),
    voidedAt: r.voided_at,
    voidReason: r.void_reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
    paidCents: paid,
    balanceCents: totalCents - paid,
    state: invoiceState(
      {
        voided: r.voided_at !== null,
        sent: r.sent_at !== null,
        viewed: r.first_viewed_at !== null,
        dueDate: r.due_date,
        totalCents,
        paidCents: paid,
      },
      today,
    ),
    lines,
    payments,
  };
}

export function toInvoiceSettings(r: Selectable<InvoiceSettingsTable>): InvoiceSettings {
  return {
    schedule: JSON.parse(r.schedule_json) as SchedulePart[],
    numberFormat: r.number_format,
    paymentTerms: r.payment_terms,
    howToPay: r.how_to_pay,
    version: Number(r.version),
    updatedAt: r.updated_at,
  };
}
