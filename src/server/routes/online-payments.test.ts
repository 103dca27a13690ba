import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { paymentsOf, recordedCheck, sentInvoice } from '../testing/invoice-fixtures';
import type { StripeStandIn } from '../testing/stripe-stand-in';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../testing/stripe-stand-in';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const onlineUrl = (token: string) => `/api/public/invoices/${token}/online-payment`;
const checkoutUrl = (token: string) => `/api/public/invoices/${token}/checkout`;
const signedOut = { cookie: '' };

/** The stand-in's session id from the URL Pay answered. */
const sessionOf = (url: string) => url.split('/pay/')[1]!;

describe.each(dbTargets())('online payment through Stripe (%s)', (target) => {
  let t: TestApp;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const config: Partial<Config> = {
      stripe: {
        secretKey: STAND_IN_SECRET_KEY,
        webhookSecret: STAND_IN_WEBHOOK_SECRET,
        apiBase: stripe.url,
      },
    };
    t = await startTestApp(target, config);
    stripe.webhookUrl = `${t.url}/api/stripe/webhook`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const pay = async (token: string) => {
    const res = await api(t.url, 'POST', checkoutUrl(token), undefined, signedOut);
    expect(res.status).toBe(200);
    return sessionOf(res.body.url as string);
  };

  it('takes a card payment by Checkout and the signed webhook, once however often it is sent', async () => {
    const inv = await sentInvoice(t.url, t.database.db, { totalCents: 300_000 });
    const before = await api(t.url, 'GET', onlineUrl(inv.token), undefined, signedOut);
    expect(before.body).toEqual({ available: true, payableCents: 300_000, processingCents: 0 });

    const session = await pay(inv.token);
    expect(stripe.sessions.get(session)?.amount_total).toBe(300_000);
    expect(stripe.sessions.get(session)?.metadata.invoice_id).toBe(inv.id);
    expect(await stripe.pay(session)).toBe(200);

    const paid = await paymentsOf(t.database.db, inv.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      amount_cents: 300_000,
      status: 'completed',
      method: 'online-card',
      provider: 'stripe',
      is_credit: 0,
    });

    // The same event again, twice at once, and the PaymentIntent's own event: nothing changes.
    const event = stripe.events.at(-1)!;
    expect(await Promise.all([stripe.send(event), stripe.send(event)])).toEqual([200, 200]);
    const intent = stripe.sessions.get(session)!.payment_intent!;
    await stripe.send({
      id: `evt_pi_${intent}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent, amount_received: 300_000, metadata: { invoice_id: inv.id } } },
    });
    expect(await paymentsOf(t.database.db, inv.id)).toHaveLength(1);
    const after = await api(t.url, 'GET', onlineUrl(inv.token), undefined, signedOut);
    expect(after.body.payableCents).toBe(0);
    expect((await api(t.url, 'POST', checkoutUrl(inv.token), undefined, signedOut)).status).toBe(
      409,
    );
  });

  it('refuses a webhook whose signature is not for its body', async () => {
    const inv = await sentInvoice(t.url, t.database.db, { totalCents: 10_000 });
    const session = await pay(inv.token);
    await stripe.pay(session, { webhook: false });
    const event = stripe.events.at(-1)!;
    expect(await stripe.send(event, 'whsec_someone_else')).toBe(400);
    // A body changed after signing (the amount) fails the check too.
    const payload = JSON.stringify(event);
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload,
      secret: STAND_IN_WEBHOOK_SECRET,
    });
    const tampered = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('10000', '1'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await api(t.url, 'POST', '/api/stripe/webhook', event, signedOut);
    expect(unsigned.status).toBe(400);
    expect(await paymentsOf(t.database.db, inv.id)).toHaveLength(0);
  });

  it('learns of a payment by asking Stripe when the customer comes back (no webhook reached it)', async () => {
    const inv = await sentInvoice(t.url, t.database.db, { totalCents: 45_000 });
    const session = await pay(inv.token);
    await stripe.pay(session, { webhook: false });
    const back = await api(t.url, 'GET', onlineUrl(inv.token), undefined, signedOut);
    expect(back.body).toMatchObject({ payableCents: 0, processingCents: 0 });
    expect(await paymentsOf(t.database.db, inv.id)).toMatchObject([
      { amount_cents: 45_000, status: 'completed' },
    ]);
    // The webhook arriving late records nothing more.
    expect(await stripe.send(stripe.events.at(-1)!)).toBe(200);
    expect(await paymentsOf(t.database.db, inv.id)).toHaveLength(1);
  });

  it('shows a bank debit as processing until it clears, or fails', async () => {
    const cleared = await sentInvoice(t.url, t.database.db, { totalCents: 80_000 });
    const s1 = await pay(cleared.token);
    await stripe.pay(s1, { method: 'us_bank_account' });
    expect(await paymentsOf(t.database.db, cleared.id)).toMatchObject([
      { status: 'processing', method: 'online-bank' },
    ]);
    const waiting = await api(t.url, 'GET', onlineUrl(cleared.token), undefined, signedOut);
    expect(waiting.body).toMatchObject({ payableCents: 0, processingCents: 80_000 });
    await stripe.clearBank(s1);
    expect(await paymentsOf(t.database.db, cleared.id)).toMatchObject([
      { status: 'completed', method: 'online-bank', amount_cents: 80_000 },
    ]);

    const failed = await sentInvoice(t.url, t.database.db, { totalCents: 5_000 });
    const s2 = await pay(failed.token);
    await stripe.pay(s2, { method: 'us_bank_account' });
    await stripe.failBank(s2);
    expect(await paymentsOf(t.database.db, failed.id)).toMatchObject([{ status: 'failed' }]);
    const again = await api(t.url, 'GET', onlineUrl(failed.token), undefined, signedOut);
    expect(again.body).toMatchObject({ payableCents: 5_000, processingCents: 0 });
  });

  it('a webhook racing a recorded check and the customer’s return records the money once, the excess as a credit', async () => {
    const inv = await sentInvoice(t.url, t.database.db, { totalCents: 120_000 });
    const session = await pay(inv.token);
    // The office records the homeowner's check for the whole balance while they are at Checkout.
    await recordedCheck(t.database.db, inv, 120_000);
    await stripe.pay(session, { webhook: false });
    const [hook, back] = await Promise.all([
      stripe.send(stripe.events.at(-1)!),
      api(t.url, 'GET', onlineUrl(inv.token), undefined, signedOut),
    ]);
    expect(hook).toBe(200);
    expect(back.status).toBe(200);
    const rows = await paymentsOf(t.database.db, inv.id);
    expect(rows).toHaveLength(2);
    const online = rows.find((r) => r.provider === 'stripe')!;
    expect(online).toMatchObject({ amount_cents: 120_000, status: 'completed', is_credit: 1 });
    // The invoice is paid; what came twice is the job's credit, shown as such.
    const shown = await api(t.url, 'GET', `/api/invoices/${inv.id}`);
    if (shown.status === 200) expect(shown.body.balanceCents).toBe(-120_000);
  });

  it('answers 404 for a link that is not an invoice', async () => {
    const bad = 'x'.repeat(43);
    expect((await api(t.url, 'GET', onlineUrl(bad), undefined, signedOut)).status).toBe(404);
    expect((await api(t.url, 'POST', checkoutUrl(bad), undefined, signedOut)).status).toBe(404);
  });
});

describe.each(dbTargets())('without Stripe keys (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('offers no Pay, and the webhook and checkout say so', async () => {
    const inv = await sentInvoice(t.url, t.database.db, { totalCents: 10_000 });
    const state = await api(t.url, 'GET', onlineUrl(inv.token), undefined, signedOut);
    expect(state.body).toEqual({ available: false, payableCents: 0, processingCents: 0 });
    expect((await api(t.url, 'POST', checkoutUrl(inv.token), undefined, signedOut)).status).toBe(
      404,
    );
    const hook = await api(t.url, 'POST', '/api/stripe/webhook', { id: 'evt' }, signedOut);
    expect(hook.status).toBe(404);
  });
});
