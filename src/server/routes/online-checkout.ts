import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PUBLIC } from '../auth/access';
import { problem, ProblemError } from '../problem';
import { rateLimit } from '../rate-limit';
import type { OnlinePaymentDeps, PayableInvoice } from '../services/online-payments';
import { payableCents, refreshFromStripe, startCheckout } from '../services/online-payments';

// The customer's side of online payment, by the invoice link's token: what may be paid online
// now (after asking Stripe about sessions the customer may have just finished), and Pay.

/** A person clicks Pay a few times at most; a script trying tokens is slowed down. */
const CHECKOUTS_PER_MINUTE = 10;
const READS_PER_MINUTE = 60;

export interface OnlineCheckoutRouteOptions {
  /** Null without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: Pay is absent. */
  deps: OnlinePaymentDeps | null;
  /** The invoice of a customer link's token, if the link is live. */
  invoiceByToken: (token: string) => Promise<PayableInvoice | undefined>;
  /** The app's public address; without it, the address the request came to. */
  publicUrl: string | undefined;
}

export interface OnlinePaymentState {
  /** Whether this server takes payments online at all. */
  available: boolean;
  /** What Pay would charge now (the balance less bank debits processing). */
  payableCents: number;
  /** Bank debits made online and not yet cleared. */
  processingCents: number;
}

export const onlineCheckoutRoutes: FastifyPluginAsync<OnlineCheckoutRouteOptions> = async (
  app,
  { deps, invoiceByToken, publicUrl },
) => {
  const reads = rateLimit({ max: READS_PER_MINUTE, windowMs: 60_000 });
  const checkouts = rateLimit({ max: CHECKOUTS_PER_MINUTE, windowMs: 60_000 });

  const liveInvoice = async (token: string) => {
    const invoice = await invoiceByToken(token);
    if (!invoice) throw new ProblemError(problem(404, 'This link is not valid.'));
    return invoice;
  };
  const pageUrl = (req: FastifyRequest, token: string) =>
    `${publicUrl ?? `${req.protocol}://${req.host}`}/i/${token}`;

  app.get<{ Params: { token: string } }>(
    '/api/public/invoices/:token/online-payment',
    { ...PUBLIC, onRequest: reads },
    async (req): Promise<OnlinePaymentState> => {
      const invoice = await liveInvoice(req.params.token);
      if (!deps) return { available: false, payableCents: 0, processingCents: 0 };
      await refreshFromStripe(deps, invoice.id);
      // Read again: the refresh may have just recorded a payment.
      const now = await liveInvoice(req.params.token);
      return {
        available: true,
        payableCents: await payableCents(deps, now),
        processingCents: await deps.online.processingCents(now.id),
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/invoices/:token/checkout',
    { ...PUBLIC, onRequest: checkouts },
    async (req) => {
      const invoice = await liveInvoice(req.params.token);
      if (!deps)
        throw new ProblemError(problem(404, 'This company does not take payments online.'));
      return startCheckout(deps, invoice, pageUrl(req, req.params.token));
    },
  );
};
