import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectInvoices } from '../../domain/invoicing/types';
import { apiPath } from '../../domain/api/api-paths';
import {
  acceptance,
  projectWithEstimate,
  sendProposal,
  THREE_OPTIONS,
} from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// One job with three options, followed to every place its price leaves Ridgeline: the
// supplier's order, the invoices and the job's profit must all carry the option the customer
// signed for (or, before a signature, the one the office picked), never the first or the newest.

const SCHEDULE = {
  schedule: [
    { label: 'Deposit', percent: 30 },
    { label: 'Completion', percent: 70 },
  ],
};

const TAXED = { ...THREE_OPTIONS, adjustments: { ...THREE_OPTIONS.adjustments, taxPercent: 8 } };

describe.each(dbTargets())('the chosen option reaches every document on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const orderOption = async (estimateId: string) => {
    const r = await fetch(`${t.url}/api/estimates/${estimateId}/order.csv`, {
      headers: { cookie: t.cookie },
    });
    expect(r.status).toBe(200);
    const text = await r.text();
    return /^Option,(.*)$/m.exec(text)?.[1];
  };

  const invoices = async (projectId: string) => {
    const made = await api(t.url, 'POST', `/api/projects/${projectId}/invoices`, SCHEDULE);
    expect(made.status).toBe(201);
    return (await api(t.url, 'GET', `/api/projects/${projectId}/invoices`)).body as ProjectInvoices;
  };

  it('accepted Best: the order, the invoices and the profit are Best’s', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url, TAXED);
    const [good, , best] = estimate.options.map((o) => o.totals.totalCents);
    expect(best).not.toBe(good);
    const sent = await sendProposal(t.url, estimate.id);
    const accepted = await api(
      t.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(2),
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);

    expect(await orderOption(estimate.id)).toBe('Best (accepted by the customer)');
    const money = await invoices(projectId);
    expect(money.contractTotalCents).toBe(best);
    expect(money.invoices.reduce((a, i) => a + i.totalCents, 0)).toBe(best);

    const profit = await api(t.url, 'GET', apiPath('projectProfit', { id: projectId }));
    expect(profit.status).toBe(200);
    // Revenue is before tax: Best's total less its 8% tax.
    const full = (await api(t.url, 'GET', `/api/estimates/${estimate.id}`)).body as {
      options: { name: string; totals: { totalCents: number; taxCents: number } }[];
    };
    const bestTotals = full.options[2]!.totals;
    expect(bestTotals.taxCents).toBeGreaterThan(0);
    expect(profit.body.projected.revenueCents).toBe(bestTotals.totalCents - bestTotals.taxCents);
  });

  it('no signature yet, the office picked Better: the order and the invoices are Better’s', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url, TAXED);
    const better = estimate.options[1]!.totals.totalCents;
    const chose = await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, {
      option: 1,
    });
    expect(chose.status).toBe(200);
    expect(await orderOption(estimate.id)).toMatch(/^Better/);
    const money = await invoices(projectId);
    expect(money.contractTotalCents).toBe(better);
    expect(money.invoices.reduce((a, i) => a + i.totalCents, 0)).toBe(better);
  });
});
