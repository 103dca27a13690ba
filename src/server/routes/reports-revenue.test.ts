import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { apiPath } from '../../domain/api/api-paths';
import { localIsoDate } from '../../domain/format/dates';
import type { Invoice } from '../../domain/invoicing/types';
import { acceptance, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// The reports count a job's revenue as its profit page does, through the API end to end. Both
// jobs have the same flat 2,000 sq ft roof: materials $3,500.00, waste $350.00, labor
// $5,000.00, removal $1,500.00, O&P 15% $1,552.50: $11,902.50 before tax, plus 8% tax on the
// goods ($3,850.00) = $308.00: $12,210.50. Each is invoiced 30/40/30 from that total, tax
// included ($3,663.15, $4,884.20, $3,663.15), and paid in full.
//   Job A: the customer accepts the proposal; Ann earns 10% of revenue. Costs $7,000.00.
//   Job N: no proposal was ever accepted (invoiced from the estimate); Ned earns 10% of gross
//   profit. Costs $5,000.00.
// Revenue of each: the invoices before tax, $12,210.50 x 11,902.50 / 12,210.50 = $11,902.50
// (counting the $308.00 of tax would make it $12,210.50).
// Margin (jobs sold in the period: A only): profit $11,902.50 - $7,000.00 = $4,902.50,
// 4,902.50 / 11,902.50 = 41.19%, shown 41.2.
// Commissions, all collected ($12,210.50 of $12,210.50 billed): Ann 10% of $11,902.50 =
// $1,190.25; Ned 10% of $11,902.50 - $5,000.00 = $6,902.50: $690.25.
const ESTIMATE = {
  ...DEFAULT_ESTIMATE_INPUT,
  pitch: 0,
  adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
  measurements: {
    eavesFt: 100,
    rakesFt: 80,
    ridgesFt: 40,
    hipsFt: 0,
    valleysFt: 20,
    wallsFt: 0,
    pipeBoots: 2,
  },
};
// This year: the jobs are accepted and paid today.
const YEAR = localIsoDate().slice(0, 4);
const PERIOD = `from=${YEAR}-01-01&to=${YEAR}-12-31`;

describe.each(dbTargets())('report revenue as the profit page counts it, on %s', (target) => {
  let t: TestApp;
  let jobA: string;
  let jobN: string;
  let ann: { user: { id: string } };
  let ned: { user: { id: string } };
  beforeAll(async () => {
    t = await startTestApp(target);
    ann = await t.signInAs('estimator', 'Ann Accepted');
    ned = await t.signInAs('estimator', 'Ned Neveraccepted');
    const plan = (userId: string, basis: string) =>
      api(t.url, 'PUT', apiPath('commissionPlan', { userId }), { basis, basisPoints: 1000 });
    expect((await plan(ann.user.id, 'revenue')).status).toBe(200);
    expect((await plan(ned.user.id, 'gross-profit')).status).toBe(200);

    const a = await projectWithEstimate(t.url, ESTIMATE, {
      name: 'Job A',
      salespersonId: ann.user.id,
    });
    jobA = a.projectId;
    const sent = await sendProposal(t.url, a.estimate.id);
    const accepted = await api(
      t.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(0),
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);
    jobN = (
      await projectWithEstimate(t.url, ESTIMATE, { name: 'Job N', salespersonId: ned.user.id })
    ).projectId;

    for (const [id, costCents] of [
      [jobA, 700_000],
      [jobN, 500_000],
    ] as const) {
      const cost = await api(t.url, 'POST', apiPath('projectCosts', { id }), {
        category: 'material',
        date: '2026-05-03',
        amountCents: costCents,
      });
      expect(cost.status).toBe(201);
      const made = await api(t.url, 'POST', apiPath('projectInvoices', { id }), {
        schedule: [
          { label: 'Deposit', percent: 30 },
          { label: 'Delivery', percent: 40 },
          { label: 'Completion', percent: 30 },
        ],
      });
      expect(made.status).toBe(201);
      const invoices = made.body.invoices as Invoice[];
      expect(invoices.map((i) => i.totalCents)).toEqual([366_315, 488_420, 366_315]);
      for (const invoice of invoices) {
        expect((await api(t.url, 'POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
        const paid = await api(t.url, 'POST', `/api/invoices/${invoice.id}/payments`, {
          amountCents: invoice.totalCents,
          paidOn: localIsoDate(),
          method: 'check',
          checkNumber: '1042',
          payerKind: 'homeowner',
          payerName: 'Dana Garcia',
        });
        expect(paid.status).toBe(201);
      }
    }
  });
  afterAll(async () => t?.close());

  const report = async (name: string) => {
    const r = await api(t.url, 'GET', `/api/reports/${name}?${PERIOD}`);
    expect(r.status).toBe(200);
    return r.body;
  };

  it('the profit page counts both jobs at their invoices before tax', async () => {
    const a = await api(t.url, 'GET', apiPath('projectProfit', { id: jobA }));
    expect(a.body).toMatchObject({
      revenueSource: 'accepted',
      invoiced: true,
      actual: { revenueCents: 1_190_250, costCents: 700_000, profitCents: 490_250 },
    });
    const n = await api(t.url, 'GET', apiPath('projectProfit', { id: jobN }));
    expect(n.body).toMatchObject({
      revenueSource: 'estimate',
      invoiced: true,
      actual: { revenueCents: 1_190_250, costCents: 500_000, profitCents: 690_250 },
    });
  });

  it('a cost typed over the estimate’s is the revenue, with no tax in it', async () => {
    const { projectId: id } = await projectWithEstimate(t.url, ESTIMATE, { name: 'Job T' });
    const project = await api(t.url, 'GET', `/api/projects/${id}`);
    const typed = await api(t.url, 'PATCH', `/api/projects/${id}`, {
      estimatedCostCents: 1_300_000,
      version: project.body.version,
    });
    expect(typed.status).toBe(200);
    const profit = await api(t.url, 'GET', apiPath('projectProfit', { id }));
    expect(profit.body).toMatchObject({
      revenueSource: 'typed',
      projected: { revenueCents: 1_300_000 },
      actual: { revenueCents: 1_300_000 },
    });
  });

  it('the margin report has the sold job at the same revenue', async () => {
    const margin = await report('margin');
    expect(margin.rows).toEqual([
      {
        projectId: jobA,
        projectName: 'Job A',
        revenueCents: 1_190_250,
        costCents: 700_000,
        profitCents: 490_250,
        marginPercent: 41.2,
      },
    ]);
  });

  it('commissions leave the sales tax out of revenue, accepted or not', async () => {
    const commissions = await report('commissions');
    expect(commissions.rows).toEqual([
      {
        personId: ann.user.id,
        personName: 'Ann Accepted',
        basis: 'revenue',
        ratePercent: 10,
        collectedCents: 1_221_050,
        baseCents: 1_190_250,
        commissionCents: 119_025,
      },
      {
        personId: ned.user.id,
        personName: 'Ned Neveraccepted',
        basis: 'gross-profit',
        ratePercent: 10,
        collectedCents: 1_221_050,
        baseCents: 690_250,
        commissionCents: 69_025,
      },
    ]);
  });
});
