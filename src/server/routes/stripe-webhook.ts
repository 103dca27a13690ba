import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../auth/access';
import { problem, ProblemError } from '../problem';
import type { OnlinePaymentDeps } from '../services/online-payments';
import { handleStripeEvent } from '../services/online-payments';

/** Stripe's events are a few KB; a megabyte leaves room and refuses anything absurd. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so this plugin (its own
 * Fastify scope) reads every body as a Buffer and parses nothing itself: the stripe package
 * checks the signature on those bytes and only then reads the JSON. Without online payment
 * set up the route answers 404.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ deps: OnlinePaymentDeps | null }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post('/api/stripe/webhook', { ...PUBLIC, bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) => {
    if (!deps) throw new ProblemError(problem(404, 'Online payment is not set up on this server.'));
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      throw new ProblemError(problem(400, 'A Stripe-Signature header and a body are required.'));
    }
    let event;
    try {
      event = deps.gateway.verifyEvent(req.body, signature);
    } catch {
      throw new ProblemError(problem(400, 'The Stripe signature does not match this body.'));
    }
    return { received: true, result: await handleStripeEvent(deps, event) };
  });
};
