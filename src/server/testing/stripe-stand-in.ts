import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for Stripe's API on loopback (no test talks to Stripe): the Checkout Session
// endpoints the `stripe` package calls (create, retrieve), a page that plays Stripe's hosted
// Checkout (one button: pay), and webhooks signed with the package's own test-header helper,
// so the server checks them exactly as it checks Stripe's.

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_secret';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
}

export interface StripeStandIn {
  /** The API's address, for STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, StandInSession>;
  /** Every event sent, in order (to send one again). */
  events: object[];
  /** Where signed webhooks go (the app's /api/stripe/webhook); set once the app listens. */
  webhookUrl: string | null;
  /**
   * The customer pays: by card (paid at once) or by US bank account (complete but unpaid until
   * clearBank/failBank). Sends checkout.session.completed; returns the webhook's HTTP status
   * (null when `webhook` is false: a server Stripe cannot reach).
   */
  pay(
    sessionId: string,
    opts?: { method?: 'card' | 'us_bank_account'; webhook?: boolean },
  ): Promise<number | null>;
  clearBank(sessionId: string): Promise<number | null>;
  failBank(sessionId: string): Promise<number | null>;
  /** Sends a signed event's exact body to the webhook; `secret` to sign it wrongly. */
  send(event: object, secret?: string): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=1) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let at: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        at[part] = value;
        return;
      }
      at[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      at = at[part] as Record<string, unknown>;
    });
  }
  return root;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const events: object[] = [];
  const signer = new Stripe(STAND_IN_SECRET_KEY);
  let base = '';

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    answer(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    });

  const create = (form: Record<string, unknown>): StandInSession => {
    const items = form.line_items as { price_data: { unit_amount: string; currency: string } }[];
    const sessionId = id('cs_test');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: items.reduce((sum, i) => sum + Number(i.price_data.unit_amount), 0),
      currency: items[0]?.price_data.currency ?? 'usd',
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      customer_email: (form.customer_email as string | undefined) ?? null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      payment_method_types: (form.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      url: `${base}/pay/${sessionId}`,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(sessionId, session);
    return session;
  };

  /**
   * The hosted page: what the customer sees at Stripe, reduced to one Pay button. No icon
   * request, whose failure would be a console error in the browser tests.
   */
  const hostedPage = (s: StandInSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Stand-in Checkout</title></head>
<body><main><h1>Stand-in Checkout</h1><p>Amount: ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</p>
<form method="post" action="/pay/${s.id}"><button type="submit">Pay by card</button></form>
<p><a href="${s.cancel_url}">Cancel</a></p></main></body></html>`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const body = Buffer.concat(chunks).toString('utf8');
        const parts = url.pathname.split('/').filter(Boolean);
        if (url.pathname === '/v1/checkout/sessions' && req.method === 'POST') {
          if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
            return answer(res, 401, { error: { type: 'invalid_request_error', message: 'key' } });
          }
          return answer(res, 200, create(parseStripeForm(body)));
        }
        if (parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions') {
          const s = sessions.get(parts[3] ?? '');
          if (!s) return missing(res, 'checkout.session');
          if (parts[4] === 'expire' && req.method === 'POST') s.status = 'expired';
          return answer(res, 200, s);
        }
        if (parts[0] === 'pay' && parts[1]) {
          const s = sessions.get(parts[1]);
          if (!s) return missing(res, 'checkout page');
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(hostedPage(s));
          }
          await standIn.pay(s.id);
          res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
          return res.end();
        }
        return missing(res, 'route');
      })().catch((e: unknown) => answer(res, 500, { error: { message: String(e) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = (type: string, object: object) => ({
    id: id('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: null,
    data: { object },
  });

  const emit = async (type: string, s: StandInSession, webhook = true) => {
    const e = event(type, { ...s });
    events.push(e);
    return webhook ? standIn.send(e) : null;
  };

  const standIn: StripeStandIn = {
    url: base,
    sessions,
    events,
    webhookUrl: null,
    async pay(sessionId, opts = {}) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'complete';
      s.payment_intent = id('pi');
      s.payment_status = (opts.method ?? 'card') === 'card' ? 'paid' : 'unpaid';
      return emit('checkout.session.completed', s, opts.webhook ?? true);
    },
    async clearBank(sessionId) {
      const s = sessions.get(sessionId)!;
      s.payment_status = 'paid';
      return emit('checkout.session.async_payment_succeeded', s);
    },
    async failBank(sessionId) {
      const s = sessions.get(sessionId)!;
      return emit('checkout.session.async_payment_failed', s);
    },
    async send(e, secret = STAND_IN_WEBHOOK_SECRET) {
      if (!standIn.webhookUrl) throw new Error('the stand-in has no webhook URL');
      const payload = JSON.stringify(e);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret });
      const res = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      await res.body?.cancel();
      return res.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
