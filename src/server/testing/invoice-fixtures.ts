import { addDaysIso, localIsoDate } from '../../domain/format/dates';
import { newId } from '../../domain/common/ids';
import { newToken, tokenHash } from '../auth/tokens';
import type { Db } from '../db/connection';
import { api } from './test-app';

// Sent invoices made straight in the database, for the tests of what comes after sending
// (online payment, receivables, reminders): a project through the API, then an invoice row
// with a known customer link token.

let seq = 0;

export interface SentInvoice {
  id: string;
  projectId: string;
  number: string;
  token: string;
}

export async function sentInvoice(
  base: string,
  db: Db,
  opts: {
    totalCents: number;
    /** Days from today to the due date (negative: overdue). */
    dueInDays?: number;
    customerName?: string;
    customerEmail?: string;
    projectId?: string;
  },
): Promise<SentInvoice> {
  let projectId = opts.projectId;
  if (!projectId) {
    const made = await api(base, 'POST', '/api/projects', {
      name: `${opts.customerName ?? 'Pat Homeowner'} re-roof`,
      address: '12 Oak St',
      customerName: opts.customerName ?? 'Pat Homeowner',
      customerEmail: opts.customerEmail ?? 'pat@example.test',
    });
    if (made.status !== 201)
      throw new Error(`project: ${made.status} ${JSON.stringify(made.body)}`);
    projectId = made.body.id as string;
  }
  const today = localIsoDate();
  const due = addDaysIso(today, opts.dueInDays ?? 0);
  const issue = due < today ? due : today;
  const token = newToken();
  seq += 1;
  const year = 2000 + (seq % 100);
  const number = `TEST-${process.pid}-${seq}-${Math.random().toString(36).slice(2, 6)}`;
  const at = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('invoices')
    .values({
      id,
      number,
      number_year: year,
      number_seq: Math.floor(Math.random() * 1e9),
      project_id: projectId,
      kind: 'change-order',
      label: 'Work',
      final: 1,
      subtotal_cents: opts.totalCents,
      tax_cents: 0,
      total_cents: opts.totalCents,
      payment_terms: 'due-on-receipt',
      issue_date: issue,
      due_date: due,
      sent_at: at,
      emailed_to: null,
      emailed_at: null,
      first_viewed_at: null,
      last_viewed_at: null,
      voided_at: null,
      voided_by: null,
      void_reason: null,
      customer_token_hash: tokenHash(token),
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
    })
    .execute();
  return { id, projectId, number, token };
}

/** A payment recorded by hand (a check), straight in the database. */
export async function recordedCheck(db: Db, invoice: SentInvoice, amountCents: number) {
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      invoice_id: invoice.id,
      project_id: invoice.projectId,
      amount_cents: amountCents,
      paid_on: localIsoDate(),
      method: 'check',
      check_number: '1001',
      payer_kind: 'homeowner',
      payer_name: 'Pat Homeowner',
      refund_of: null,
      reason: null,
      provider: null,
      provider_ref: null,
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .execute();
}

/** The payments of an invoice, oldest first. */
export async function paymentsOf(db: Db, invoiceId: string) {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    ...r,
    amount_cents: Number(r.amount_cents),
    is_credit: Number(r.is_credit),
  }));
}
