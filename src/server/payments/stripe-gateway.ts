import Stripe from 'stripe';
import type { StripeConfig } from '../config';

// Ridgeline's whole use of Stripe, through the official package: a Checkout Session for an
// invoice's balance, a session's state when the customer comes back, and the webhook's
// signature check. Nothing else in the server imports `stripe`.

/** What Ridgeline keeps of a Checkout Session. */
export interface CheckoutState {
  sessionId: string;
  /** open: not paid yet; complete: the customer finished (a bank debit may still be pending). */
  status: 'open' | 'complete' | 'expired';
  /** paid: the money is Stripe's; unpaid with status complete: a bank debit still clearing. */
  paymentStatus: 'paid' | 'unpaid';
  amountCents: number;
  paymentIntentId: string | null;
  /** The invoice the session was made for (its metadata), when it names one. */
  invoiceId: string | null;
}

export interface CheckoutRequest {
  invoiceId: string;
  amountCents: number;
  /** The line the customer sees on Stripe's page, e.g. "Invoice INV-2026-0001". */
  description: string;
  customerEmail: string | null;
  /** Where Stripe sends the customer back; {CHECKOUT_SESSION_ID} is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
}

export type StripeEvent = Stripe.Event;

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /** The event if the signature is Stripe's for this exact body; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): StripeEvent;
}

/** The package's options for an API address other than Stripe's (a stand-in on loopback). */
function addressOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function stateOfSession(s: Stripe.Checkout.Session): CheckoutState {
  const intent = s.payment_intent;
  return {
    sessionId: s.id,
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paymentStatus: s.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountCents: s.amount_total ?? 0,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    invoiceId: s.metadata?.invoice_id ?? null,
  };
}

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const stripe = new Stripe(config.secretKey, {
    ...addressOptions(config.apiBase),
    // A customer waits on these calls: a second try at most, and never a minute of silence.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        // A filter on what the account has turned on: card and US bank debit at most.
        allowed_payment_method_types: ['card', 'us_bank_account'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: r.amountCents,
              product_data: { name: r.description },
            },
          },
        ],
        client_reference_id: r.invoiceId,
        metadata: { invoice_id: r.invoiceId },
        payment_intent_data: { metadata: { invoice_id: r.invoiceId } },
        ...(r.customerEmail ? { customer_email: r.customerEmail } : {}),
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async checkoutState(sessionId) {
      return stateOfSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
