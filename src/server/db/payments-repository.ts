import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { localIsoDate } from '../../domain/format/dates';
import { newId } from '../../domain/common/ids';
import type { PaymentCreate, RefundCreate } from '../../domain/invoicing/schemas';
import { stageOnPaidInFull } from '../../domain/invoicing/stages';
import type { Invoice, Payment } from '../../domain/invoicing/types';
import type { Db } from './connection';
import { jobMoney, lockProject, readInvoices } from './invoice-reads';
import type { MovedBy } from './pipeline-repository';
import { autoMoveStage } from './pipeline-repository';
import type { Database, PaymentsTable } from './schema';
import type { Insertable } from 'kysely';

// Payments: money in against an invoice, decided one at a time per job (the project's row lock),
// so two payments at once cannot both fit in one balance. Refunds are negative entries naming
// the payment; nothing is ever deleted.

export type PaymentResult =
  | { kind: 'recorded'; payment: Payment; invoice: Invoice }
  | { kind: 'not-found' }
  | { kind: 'void'; invoice: Invoice }
  | { kind: 'over-balance'; invoice: Invoice }
  | { kind: 'over-refundable'; refundableCents: number }
  | { kind: 'not-refundable' };

const today = () => localIsoDate();

async function invoiceOf(trx: Transaction<Database>, id: string) {
  return (await readInvoices(trx, { ids: [id] }, today()))[0];
}

/**
 * After money moves: the job with nothing left owed on a sent final invoice goes to Paid.
 * A job whose schedule is not invoiced to the end is not paid in full, whatever its balance.
 */
export async function followTheMoney(
  trx: Transaction<Database>,
  projectId: string,
  by: MovedBy,
  at: string,
): Promise<void> {
  const money = await jobMoney(trx, projectId);
  if (money.invoicedCents <= 0 || money.balanceCents > 0) return;
  const final = await trx
    .selectFrom('invoices')
    .select('id')
    .where('project_id', '=', projectId)
    .where('final', '=', 1)
    .where('voided_at', 'is', null)
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  if (final) await autoMoveStage(trx, projectId, stageOnPaidInFull, by, at);
}

/**
 * Inserts a payment in the caller's transaction after the job's lock is held, refusing one
 * above the balance unless it is a credit. Online payments (a provider and its id) use it too.
 */
export async function insertPayment(
  trx: Transaction<Database>,
  invoice: Invoice,
  values: Omit<Insertable<PaymentsTable>, 'id' | 'invoice_id' | 'project_id' | 'created_at'>,
  by: MovedBy,
  now: Date,
): Promise<PaymentResult> {
  if (invoice.voidedAt !== null) return { kind: 'void', invoice };
  const amount = Number(values.amount_cents);
  if (amount > 0 && amount > invoice.balanceCents && Number(values.is_credit ?? 0) !== 1) {
    return { kind: 'over-balance', invoice };
  }
  const id = newId(now.getTime());
  const iso = now.toISOString();
  await trx
    .insertInto('payments')
    .values({
      ...values,
      id,
      invoice_id: invoice.id,
      project_id: invoice.projectId,
      created_at: iso,
    })
    .execute();
  await trx
    .updateTable('invoices')
    .set({ updated_at: iso, version: sql<number>`version + 1` })
    .where('id', '=', invoice.id)
    .execute();
  await followTheMoney(trx, invoice.projectId, by, iso);
  const after = (await invoiceOf(trx, invoice.id))!;
  return { kind: 'recorded', payment: after.payments.find((p) => p.id === id)!, invoice: after };
}

export function paymentsRepository(db: Db) {
  return {
    async get(id: string) {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async record(
      invoiceId: string,
      input: PaymentCreate,
      by: MovedBy,
      now = new Date(),
    ): Promise<PaymentResult> {
      return db.transaction().execute(async (trx): Promise<PaymentResult> => {
        const row = await trx
          .selectFrom('invoices')
          .select('project_id')
          .where('id', '=', invoiceId)
          .executeTakeFirst();
        if (!row || !(await lockProject(trx, row.project_id))) return { kind: 'not-found' };
        const invoice = (await invoiceOf(trx, invoiceId))!;
        return insertPayment(
          trx,
          invoice,
          {
            amount_cents: input.amountCents,
            paid_on: input.paidOn,
            method: input.method,
            check_number: input.checkNumber === '' ? null : input.checkNumber,
            payer_kind: input.payerKind,
            payer_name: input.payerName,
            note: input.note,
            is_credit: input.asCredit && input.amountCents > invoice.balanceCents ? 1 : 0,
            created_by: by.id,
          },
          by,
          now,
        );
      });
    },

    /** A negative entry of at most what is left of the payment, with the reason. */
    async refund(
      paymentId: string,
      input: RefundCreate,
      by: MovedBy,
      now = new Date(),
    ): Promise<PaymentResult> {
      return db.transaction().execute(async (trx): Promise<PaymentResult> => {
        const original = await trx
          .selectFrom('payments')
          .selectAll()
          .where('id', '=', paymentId)
          .executeTakeFirst();
        if (!original || !(await lockProject(trx, original.project_id))) {
          return { kind: 'not-found' };
        }
        const invoice = (await invoiceOf(trx, original.invoice_id))!;
        const payment = invoice.payments.find((p) => p.id === paymentId)!;
        if (payment.refundableCents <= 0) return { kind: 'not-refundable' };
        if (input.amountCents > payment.refundableCents) {
          return { kind: 'over-refundable', refundableCents: payment.refundableCents };
        }
        // A refund goes back the way the money came; it is never a credit.
        return insertPayment(
          trx,
          { ...invoice, voidedAt: null },
          {
            amount_cents: -input.amountCents,
            paid_on: input.paidOn,
            method: original.method,
            check_number: null,
            payer_kind: original.payer_kind,
            payer_name: original.payer_name,
            note: '',
            refund_of: original.id,
            reason: input.reason,
            created_by: by.id,
          },
          by,
          now,
        );
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
