import type { Transaction } from 'kysely';
import { newId } from '../../domain/ids';
import { stageOnPaidInFull } from '../../domain/invoicing/stages';
import type { Db } from './connection';
import { jobMoney, lockProject } from './invoice-reads';
import { autoMoveStage } from './pipeline-repository';
import type { Database } from './schema';

// Payments made through Stripe: the Checkout Sessions made for invoices, the webhook events
// acted on, and the payment rows themselves. A payment is one row of `payments` with
// provider 'stripe' and the PaymentIntent's id as its reference: the unique (provider,
// provider_ref) makes it exist once however many events or returns report it.

export const STRIPE = 'stripe';

export interface OnlinePayment {
  invoiceId: string;
  /** The PaymentIntent's id. */
  ref: string;
  amountCents: number;
  /** completed: the money is in; processing: a bank debit not yet cleared. */
  status: 'completed' | 'processing';
  method: 'online-card' | 'online-bank';
  /** YYYY-MM-DD. */
  paidOn: string;
  at: string;
}

/** What recording did: a new row, a processing one cleared, or nothing (seen before). */
export type Recorded = 'recorded' | 'cleared' | 'unchanged' | 'no-invoice';

export function onlinePaymentsRepository(db: Db) {
  /** Completed money of one invoice (refunds are negative rows). */
  const paidOn = async (trx: Transaction<Database>, invoiceId: string) => {
    const r = await trx
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('c'))
      .where('invoice_id', '=', invoiceId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    return Number(r.c);
  };

  /** Moves the job to Paid once its balance reaches zero (as recorded payments do). */
  const followMoney = async (trx: Transaction<Database>, projectId: string, at: string) => {
    const money = await jobMoney(trx, projectId);
    if (money.balanceCents <= 0 && money.invoicedCents > 0) {
      await autoMoveStage(trx, projectId, stageOnPaidInFull, { id: null, name: 'Ridgeline' }, at);
    }
  };

  return {
    async addSession(s: { id: string; invoiceId: string; amountCents: number; at: string }) {
      await db
        .insertInto('checkout_sessions')
        .values({
          id: s.id,
          invoice_id: s.invoiceId,
          amount_cents: s.amountCents,
          status: 'open',
          created_at: s.at,
        })
        .execute();
    },

    /** The invoice's sessions still open that were made after `since`, newest first. */
    async openSessions(invoiceId: string, since: string, limit = 3): Promise<string[]> {
      const rows = await db
        .selectFrom('checkout_sessions')
        .select('id')
        .where('invoice_id', '=', invoiceId)
        .where('status', '=', 'open')
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    async setSessionStatus(id: string, status: 'complete' | 'expired') {
      await db.updateTable('checkout_sessions').set({ status }).where('id', '=', id).execute();
    },

    /**
     * Runs `act` once per Stripe event: the event's id is inserted in the same transaction, so
     * a replay (or two deliveries at once) finds it and does nothing. False for a replay.
     */
    async oncePerEvent(
      event: { id: string; type: string },
      at: string,
      act: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('stripe_events')
          .values({ id: event.id, type: event.type, received_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
        await act(trx);
        return true;
      });
    },

    /** Runs `act` in a transaction of its own (the customer's return, outside any event). */
    inTransaction: <T>(act: (trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute(act),

    /**
     * Records a payment made through Stripe, once. Money beyond the invoice's balance (a check
     * recorded while the customer was at Checkout) is kept as a credit on the job, never lost
     * and never counted twice. A processing bank debit that clears becomes completed.
     */
    async record(trx: Transaction<Database>, p: OnlinePayment): Promise<Recorded> {
      const invoice = await trx
        .selectFrom('invoices')
        .select(['project_id', 'total_cents'])
        .where('id', '=', p.invoiceId)
        .executeTakeFirst();
      if (!invoice) return 'no-invoice';
      // Payments of one job are decided one after another (hand-recorded ones take this lock too).
      await lockProject(trx, invoice.project_id);
      const existing = await trx
        .selectFrom('payments')
        .select(['id', 'status'])
        .where('provider', '=', STRIPE)
        .where('provider_ref', '=', p.ref)
        .executeTakeFirst();
      if (existing) {
        if (existing.status !== 'processing' || p.status !== 'completed') return 'unchanged';
        const balance = Number(invoice.total_cents) - (await paidOn(trx, p.invoiceId));
        await trx
          .updateTable('payments')
          .set({ status: 'completed', is_credit: p.amountCents > balance ? 1 : 0, paid_on: p.paidOn })
          .where('id', '=', existing.id)
          .where('status', '=', 'processing')
          .execute();
        await followMoney(trx, invoice.project_id, p.at);
        return 'cleared';
      }
      const balance = Number(invoice.total_cents) - (await paidOn(trx, p.invoiceId));
      const project = await trx
        .selectFrom('projects')
        .select('customer_name')
        .where('id', '=', invoice.project_id)
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('payments')
        .values({
          id: newId(),
          invoice_id: p.invoiceId,
          project_id: invoice.project_id,
          amount_cents: p.amountCents,
          paid_on: p.paidOn,
          method: p.method,
          check_number: null,
          payer_kind: 'homeowner',
          payer_name: project.customer_name || 'Customer',
          note: 'Paid online through Stripe',
          is_credit: p.status === 'completed' && p.amountCents > balance ? 1 : 0,
          refund_of: null,
          reason: null,
          status: p.status,
          provider: STRIPE,
          provider_ref: p.ref,
          created_at: p.at,
          created_by: null,
        })
        // The unique reference is the last word: a delivery racing this one inserts nothing.
        .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'unchanged';
      if (p.status === 'completed') await followMoney(trx, invoice.project_id, p.at);
      return 'recorded';
    },

    /** A bank debit that failed: its processing row is marked failed (it never counted). */
    async fail(trx: Transaction<Database>, ref: string): Promise<boolean> {
      const r = await trx
        .updateTable('payments')
        .set({ status: 'failed' })
        .where('provider', '=', STRIPE)
        .where('provider_ref', '=', ref)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Money of the invoice on its way (bank debits processing): not offered for paying again. */
    async processingCents(invoiceId: string): Promise<number> {
      const r = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('c'))
        .where('invoice_id', '=', invoiceId)
        .where('status', '=', 'processing')
        .executeTakeFirstOrThrow();
      return Number(r.c);
    },

    /** Whether a payment of this reference already exists (tests, and the return's answer). */
    async statusOf(ref: string) {
      const r = await db
        .selectFrom('payments')
        .select('status')
        .where('provider', '=', STRIPE)
        .where('provider_ref', '=', ref)
        .executeTakeFirst();
      return r?.status ?? null;
    },
  };
}

export type OnlinePaymentsRepository = ReturnType<typeof onlinePaymentsRepository>;
