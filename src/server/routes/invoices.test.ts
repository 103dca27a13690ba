import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { Invoice, ProjectInvoices } from '../../domain/invoicing/types';
import { pdfToText } from '../testing/pdf-text';
import { projectWithEstimate } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const SCHEDULE_303 = {
  schedule: [
    { label: 'Deposit', percent: 30 },
    { label: 'Material delivery', percent: 40 },
    { label: 'Completion', percent: 30 },
  ],
};

const check = (amountCents: number, extra: Record<string, unknown> = {}) => ({
  amountCents,
  paidOn: '2026-11-20',
  method: 'check',
  checkNumber: '1042',
  payerKind: 'homeowner',
  payerName: 'Dana Garcia',
  ...extra,
});

describe.each(dbTargets())('invoices and payments API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const job = async () => {
    const { projectId } = await projectWithEstimate(t.url, DEFAULT_ESTIMATE_INPUT);
    const r = await api(t.url, 'POST', `/api/projects/${projectId}/invoices`, SCHEDULE_303);
    expect(r.status).toBe(201);
    return { projectId, invoices: r.body.invoices as Invoice[] };
  };
  const list = async (projectId: string) =>
    (await api(t.url, 'GET', `/api/projects/${projectId}/invoices`)).body as ProjectInvoices;
  const stageOf = async (projectId: string) =>
    (await api(t.url, 'GET', `/api/projects/${projectId}`)).body.stageId as string;

  it('invoices a job 30/40/30 to the cent, is paid by checks, and moves it to Invoiced and Paid', async () => {
    const { projectId, invoices } = await job();
    const money = await list(projectId);
    expect(money.contractTotalCents).toBeGreaterThan(0);
    expect(invoices.map((i) => i.label)).toEqual(['Deposit', 'Material delivery', 'Completion']);
    expect(invoices.reduce((a, i) => a + i.totalCents, 0)).toBe(money.contractTotalCents);
    expect(invoices.map((i) => i.state)).toEqual(['draft', 'draft', 'draft']);
    expect(invoices.map((i) => i.final)).toEqual([false, false, true]);
    const seqs = invoices.map((i) => Number(/^INV-\d{4}-(\d{4})$/.exec(i.number)?.[1]));
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect(seqs[2]).toBe(seqs[0]! + 2);

    // A second schedule for the same job is refused.
    expect(
      (await api(t.url, 'POST', `/api/projects/${projectId}/invoices`, SCHEDULE_303)).status,
    ).toBe(409);

    const [deposit, delivery, final] = invoices as [Invoice, Invoice, Invoice];
    const sent = await api(t.url, 'POST', `/api/invoices/${deposit.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.url).toMatch(new RegExp(`^${t.url}/i/[A-Za-z0-9_-]{43}$`));
    expect(sent.body.invoice.state).toBe('sent');
    expect(sent.body.invoice.dueDate).toBe(sent.body.invoice.issueDate);

    const paid = await api(
      t.url,
      'POST',
      `/api/invoices/${deposit.id}/payments`,
      check(deposit.totalCents),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.invoice).toMatchObject({ state: 'paid', balanceCents: 0 });
    expect(await stageOf(projectId)).toBe('lead');

    await api(t.url, 'POST', `/api/invoices/${delivery.id}/send`, {});
    const insurer = check(delivery.totalCents, {
      method: 'insurance-check',
      checkNumber: 'SF-88812',
      payerKind: 'insurance',
      payerName: 'State Farm',
    });
    expect(
      (await api(t.url, 'POST', `/api/invoices/${delivery.id}/payments`, insurer)).status,
    ).toBe(201);

    await api(t.url, 'POST', `/api/invoices/${final.id}/send`, {});
    expect(await stageOf(projectId)).toBe('invoiced');
    const part = await api(t.url, 'POST', `/api/invoices/${final.id}/payments`, check(1000));
    expect(part.body.invoice.state).toBe('partly-paid');
    const rest = await api(
      t.url,
      'POST',
      `/api/invoices/${final.id}/payments`,
      check(final.totalCents - 1000),
    );
    expect(rest.status).toBe(201);
    expect(await stageOf(projectId)).toBe('paid');
    const after = await list(projectId);
    expect(after).toMatchObject({ balanceCents: 0, collectedCents: money.contractTotalCents });
    expect(after.invoicedCents).toBe(after.collectedCents + after.balanceCents);
  });

  it('refuses a payment above the balance unless it is a credit, naming the field', async () => {
    const { invoices } = await job();
    const inv = invoices[0]!;
    const over = await api(
      t.url,
      'POST',
      `/api/invoices/${inv.id}/payments`,
      check(inv.totalCents + 1),
    );
    expect(over.status).toBe(400);
    expect(over.body.errors[0].path).toBe('amountCents');
    const credit = await api(
      t.url,
      'POST',
      `/api/invoices/${inv.id}/payments`,
      check(inv.totalCents + 1, { asCredit: true }),
    );
    expect(credit.status).toBe(201);
    expect(credit.body.payment.isCredit).toBe(true);
    expect(credit.body.invoice.balanceCents).toBe(-1);
    const bad = await api(
      t.url,
      'POST',
      `/api/invoices/${inv.id}/payments`,
      check(5, { checkNumber: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('checkNumber');
  });

  it('two payments of the whole balance at once: one is taken, the other refused', async () => {
    const { invoices } = await job();
    const inv = invoices[1]!;
    const both = await Promise.all(
      [0, 1].map(() =>
        api(t.url, 'POST', `/api/invoices/${inv.id}/payments`, check(inv.totalCents)),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const got = (await api(t.url, 'GET', `/api/invoices/${inv.id}`)).body as Invoice;
    expect(got.paidCents).toBe(inv.totalCents);
  });

  it('a payment sent again with its Idempotency-Key (kept offline, answer lost) is recorded once', async () => {
    const { invoices } = await job();
    const inv = invoices[0]!;
    const key = { 'idempotency-key': `pay-${inv.id}` };
    const url = `/api/invoices/${inv.id}/payments`;
    const first = await api(t.url, 'POST', url, check(1000), key);
    const again = await api(t.url, 'POST', url, check(1000), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.payment.id).toBe(first.body.payment.id);
    const got = (await api(t.url, 'GET', `/api/invoices/${inv.id}`)).body as Invoice;
    expect(got.payments).toHaveLength(1);
    expect(got.paidCents).toBe(1000);
  });

  it('numbers 10 invoices made at once with no duplicate and no gap', async () => {
    const { projectId } = await projectWithEstimate(t.url, DEFAULT_ESTIMATE_INPUT);
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(t.url, 'POST', `/api/projects/${projectId}/invoices`, {
          label: `Change order ${i}`,
          lines: [{ description: 'Extra decking', amountCents: 10_000 + i, taxable: true }],
          taxPercent: 8.25,
        }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(Array(10).fill(201));
    const seqs = made
      .map((r) => Number(/(\d+)$/.exec((r.body.invoices as Invoice[])[0]!.number)?.[1]))
      .sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(10);
    expect(seqs[9]! - seqs[0]!).toBe(9);
    const first = (made[0]!.body.invoices as Invoice[])[0]!;
    expect(first.taxCents).toBe(Math.round((first.subtotalCents * 8.25) / 100));
  });

  it('refunds by the owner only, never beyond the payment; voids only without money', async () => {
    const { invoices } = await job();
    const inv = invoices[0]!;
    const p = await api(t.url, 'POST', `/api/invoices/${inv.id}/payments`, check(5000));
    const paymentId = p.body.payment.id as string;
    const estimator = await t.signInAs('estimator');
    const refund = { amountCents: 2000, paidOn: '2026-11-21', reason: 'Duplicate charge' };
    expect(
      (
        await api(t.url, 'POST', `/api/payments/${paymentId}/refund`, refund, {
          cookie: estimator.cookie,
        })
      ).status,
    ).toBe(403);
    const r = await api(t.url, 'POST', `/api/payments/${paymentId}/refund`, refund);
    expect(r.status).toBe(201);
    expect(r.body.payment).toMatchObject({
      amountCents: -2000,
      refundOf: paymentId,
      reason: 'Duplicate charge',
    });
    expect(r.body.invoice.paidCents).toBe(3000);
    const tooMuch = await api(t.url, 'POST', `/api/payments/${paymentId}/refund`, {
      ...refund,
      amountCents: 3001,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe('amountCents');

    expect(
      (await api(t.url, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Wrong' })).status,
    ).toBe(409);
    const other = invoices[1]!;
    const voided = await api(t.url, 'POST', `/api/invoices/${other.id}/void`, {
      reason: 'Wrong amount',
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ state: 'void', number: other.number });
    expect(
      (await api(t.url, 'POST', `/api/invoices/${other.id}/payments`, check(100))).status,
    ).toBe(409);
  });

  it('crew get 403 on every invoice route', async () => {
    const { projectId, invoices } = await job();
    const crew = await t.signInAs('crew');
    const h = { cookie: crew.cookie };
    const id = invoices[0]!.id;
    for (const [method, path, body] of [
      ['GET', `/api/projects/${projectId}/invoices`],
      ['POST', `/api/projects/${projectId}/invoices`, SCHEDULE_303],
      ['GET', `/api/invoices/${id}`],
      ['GET', `/api/invoices/${id}/pdf`],
      ['POST', `/api/invoices/${id}/payments`, check(1)],
      ['GET', '/api/dashboard/outstanding'],
      ['GET', '/api/settings/invoices'],
    ] as const) {
      expect((await api(t.url, method, path, body, h)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('the customer opens the link without signing in: no-store, noindex, viewed, and the PDF', async () => {
    const { invoices } = await job();
    const inv = invoices[0]!;
    await api(t.url, 'POST', `/api/invoices/${inv.id}/payments`, check(1234));
    const sent = await api(t.url, 'POST', `/api/invoices/${inv.id}/send`, {});
    const token = (sent.body.url as string).split('/i/')[1]!;
    const r = await api(t.url, 'GET', `/api/public/invoices/${token}`, undefined, { cookie: '' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
    expect(r.headers.get('x-robots-tag')).toContain('noindex');
    expect(r.body.invoice).toMatchObject({ number: inv.number, paidCents: 1234 });
    expect(JSON.stringify(r.body)).not.toContain('createdBy');
    const got = (await api(t.url, 'GET', `/api/invoices/${inv.id}`)).body as Invoice;
    expect(got.firstViewedAt).not.toBeNull();
    expect(got.state).toBe('partly-paid');

    const pdf = await fetch(`${t.url}/api/public/invoices/${token}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(inv.number);
    expect(text).toContain('Henderson Re-roof');
    expect(text).toContain('Balance due');
    expect(text).toContain('Check #1042');
    expect(text).toContain('$12.34');

    expect(
      (await api(t.url, 'GET', `/api/public/invoices/${'A'.repeat(43)}`, undefined, { cookie: '' }))
        .status,
    ).toBe(404);
    const page = await fetch(`${t.url}/i/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
  });

  it('keeps the invoice settings and refuses a format without the year', async () => {
    const s = await api(t.url, 'GET', '/api/settings/invoices');
    expect(s.body).toMatchObject({
      numberFormat: 'INV-{YYYY}-{0000}',
      paymentTerms: 'due-on-receipt',
    });
    const bad = await api(t.url, 'PUT', '/api/settings/invoices', {
      ...s.body,
      numberFormat: 'INV-{0000}',
      updatedAt: undefined,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('numberFormat');
    const { updatedAt: _u, ...input } = s.body;
    const ok = await api(t.url, 'PUT', '/api/settings/invoices', {
      ...input,
      paymentTerms: 'net-15',
      howToPay: 'Checks to Summit Roofing',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(s.body.version + 1);
    const out = await api(t.url, 'GET', '/api/dashboard/outstanding');
    expect(out.status).toBe(200);
    expect(out.body.balanceCents).toBeGreaterThanOrEqual(0);
  });
});
