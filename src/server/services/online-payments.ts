import type { Transaction } from 'kysely';
import { localIsoDate } from '../../domain/format/dates';
import type { OnlinePaymentsRepository } from '../db/online-payments-repository';
import type { Database } from '../db/schema';
import type { CheckoutState, StripeEvent, StripeGateway } from '../payments/stripe-gateway';
import { stateOfSession } from '../payments/stripe-gateway';
import { problem, ProblemError } from '../problem';

// Online payment: the customer's Pay opens a Stripe Checkout Session for what is owed; Stripe
// tells the server it was paid by a signed webhook, and the server also asks Stripe when the
// customer comes back (a server Stripe cannot reach still learns of the payment). Either way
// the payment is recorded once (see online-payments-repository.ts).

export interface OnlinePaymentDeps {
  gateway: StripeGateway;
  online: OnlinePaymentsRepository;
  now?: () => Date;
}

/** What the customer's page needs to offer Pay. */
export interface PayableInvoice {
  id: string;
  number: string;
  balanceCents: number;
  voided: boolean;
  customerEmail: string | null;
}

/** Sessions older than this are expired at Stripe (24 h): not worth asking about. */
const SESSION_LIFE_MS = 24 * 60 * 60 * 1000;

export const NOTHING_TO_PAY = 'Nothing is owed on this invoice now.';

/** What may be paid online now: the balance less bank debits still on their way. */
export async function payableCents(deps: OnlinePaymentDeps, invoice: PayableInvoice) {
  if (invoice.voided) return 0;
  return Math.max(0, invoice.balanceCents - (await deps.online.processingCents(invoice.id)));
}

/** A Checkout Session for what is owed; its URL is where the customer's browser goes. */
export async function startCheckout(
  deps: OnlinePaymentDeps,
  invoice: PayableInvoice,
  pageUrl: string,
): Promise<{ url: string }> {
  const amountCents = await payableCents(deps, invoice);
  if (amountCents <= 0) throw new ProblemError(problem(409, NOTHING_TO_PAY));
  const made = await deps.gateway.createCheckout({
    invoiceId: invoice.id,
    amountCents,
    description: `Invoice ${invoice.number}`,
    customerEmail: invoice.customerEmail,
    successUrl: `${pageUrl}?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: pageUrl,
  });
  const at = (deps.now ?? (() => new Date()))().toISOString();
  await deps.online.addSession({ id: made.sessionId, invoiceId: invoice.id, amountCents, at });
  return { url: made.url };
}

/**
 * Records what a finished session says: paid (card, or a bank debit that cleared) or a bank
 * debit still processing. Card payments are paid the moment Checkout completes; a bank debit
 * completes unpaid and clears days later, so money paid later than completion is a bank's.
 */
async function applySession(
  deps: OnlinePaymentDeps,
  trx: Transaction<Database>,
  state: CheckoutState,
  paidLater: boolean,
) {
  if (state.status !== 'complete' || !state.invoiceId || !state.paymentIntentId) return;
  const at = (deps.now ?? (() => new Date()))();
  const paid = state.paymentStatus === 'paid';
  await deps.online.record(trx, {
    invoiceId: state.invoiceId,
    ref: state.paymentIntentId,
    amountCents: state.amountCents,
    status: paid ? 'completed' : 'processing',
    method: paid && !paidLater ? 'online-card' : 'online-bank',
    paidOn: localIsoDate(at),
    at: at.toISOString(),
  });
}

/** A PaymentIntent as the webhook carries it (the fields Ridgeline reads). */
interface IntentObject {
  id: string;
  amount_received?: number;
  metadata?: Record<string, string> | null;
}

/**
 * Acts on one verified webhook event, once per event id. Events Ridgeline does not use are
 * acknowledged and ignored (Stripe retries anything but a 2xx for days).
 */
export async function handleStripeEvent(
  deps: OnlinePaymentDeps,
  event: StripeEvent,
): Promise<'done' | 'replayed' | 'ignored'> {
  const at = (deps.now ?? (() => new Date()))();
  const once = (act: (trx: Transaction<Database>) => Promise<void>) =>
    deps.online
      .oncePerEvent({ id: event.id, type: event.type }, at.toISOString(), act)
      .then((fresh): 'done' | 'replayed' => (fresh ? 'done' : 'replayed'));
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const state = stateOfSession(event.data.object);
      const result = await once((trx) =>
        applySession(deps, trx, state, event.type !== 'checkout.session.completed'),
      );
      await deps.online.setSessionStatus(state.sessionId, 'complete');
      return result;
    }
    case 'checkout.session.async_payment_failed': {
      const state = stateOfSession(event.data.object);
      const ref = state.paymentIntentId;
      return once(async (trx) => {
        if (ref) await deps.online.fail(trx, ref);
      });
    }
    case 'checkout.session.expired':
      await deps.online.setSessionStatus(event.data.object.id, 'expired');
      return 'done';
    case 'payment_intent.succeeded': {
      const intent = event.data.object as IntentObject;
      const invoiceId = intent.metadata?.invoice_id;
      if (!invoiceId) return 'ignored';
      return once(async (trx) => {
        await deps.online.record(trx, {
          invoiceId,
          ref: intent.id,
          amountCents: intent.amount_received ?? 0,
          status: 'completed',
          method: 'online-card',
          paidOn: localIsoDate(at),
          at: at.toISOString(),
        });
      });
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object as IntentObject;
      return once(async (trx) => {
        await deps.online.fail(trx, intent.id);
      });
    }
    default:
      return 'ignored';
  }
}

/**
 * Asks Stripe about the invoice's open sessions (the customer came back from Checkout, or
 * opened the page again) and records what they say, as the webhook would have.
 */
export async function refreshFromStripe(deps: OnlinePaymentDeps, invoiceId: string) {
  const now = (deps.now ?? (() => new Date()))();
  const since = new Date(now.getTime() - SESSION_LIFE_MS).toISOString();
  for (const id of await deps.online.openSessions(invoiceId, since)) {
    const state = await deps.gateway.checkoutState(id);
    if (state.invoiceId !== invoiceId) continue;
    if (state.status === 'complete') {
      await deps.online.inTransaction((trx) => applySession(deps, trx, state, false));
    }
    if (state.status !== 'open') await deps.online.setSessionStatus(id, state.status);
  }
}
