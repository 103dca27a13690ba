import type { Transaction } from 'kysely';
import type { Db } from './connection';
import { lockProject, readInvoices } from './invoice-reads';
import { followTheMoney, insertPayment } from './payments-repository';
import type { MovedBy } from './pipeline-repository';
import type { Database } from './schema';

// Payments made through Stripe: the Checkout Sessions made for invoices, the webhook events
// acted on, and the payment rows themselves. A payment is one row of `payments` with
// provider 'stripe' and the PaymentIntent's id as its reference: the unique (provider,
// provider_ref) makes it exist once however many events or returns report it.

export const STRIPE = 'stripe';
/** Who moved the job when online money did (the stage history names them). */
const STRIPE_PAYER: MovedBy = { id: null, name: 'Online payment' };

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
     * and never counted twice; so is money for an invoice voided meanwhile. A processing bank
     * debit that clears becomes completed.
     */
    async record(trx: Transaction<Database>, p: OnlinePayment): Promise<Recorded> {
      const row = await trx
        .selectFrom('invoices')
        .select('project_id')
        .where('id', '=', p.invoiceId)
        .executeTakeFirst();
      // Payments of one job are decided one after another, hand-recorded ones included.
      if (!row || !(await lockProject(trx, row.project_id))) return 'no-invoice';
      const [invoice] = await readInvoices(trx, { ids: [p.invoiceId] }, p.paidOn);
      if (!invoice) return 'no-invoice';
      const existing = invoice.payments.find(
        (x) => x.provider === STRIPE && x.providerRef === p.ref,
      );
      const now = new Date(p.at);
      if (existing) {
        if (existing.status !== 'processing' || p.status !== 'completed') return 'unchanged';
        await trx
          .updateTable('payments')
          .set({
            status: 'completed',
            is_credit: p.amountCents > invoice.balanceCents ? 1 : 0,
            paid_on: p.paidOn,
          })
          .where('id', '=', existing.id)
          .where('status', '=', 'processing')
          .execute();
        await followTheMoney(trx, invoice.projectId, STRIPE_PAYER, p.at);
        return 'cleared';
      }
      const project = await trx
        .selectFrom('projects')
        .select('customer_name')
        .where('id', '=', invoice.projectId)
        .executeTakeFirstOrThrow();
      const result = await insertPayment(
        trx,
        { ...invoice, voidedAt: null },
        {
          amount_cents: p.amountCents,
          paid_on: p.paidOn,
          method: p.method,
          check_number: null,
          payer_kind: 'homeowner',
          payer_name: project.customer_name.trim() || 'Customer',
          note: 'Paid online through Stripe',
          is_credit: p.amountCents > invoice.balanceCents ? 1 : 0,
          status: p.status,
          provider: STRIPE,
          provider_ref: p.ref,
          created_by: null,
        },
        STRIPE_PAYER,
        now,
      );
      return result.kind === 'recorded' ? 'recorded' : 'unchanged';
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
