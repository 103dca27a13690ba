import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Q1, seedReportCompany } from '../testing/report-company';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// A small company, written by testing/report-company.ts, whose figures are worked out by hand
// below (period: the first quarter of 2026):
//   project  salesperson  lead source  stage          estimated cost
//   P1       Erin         referral     sold           10,800.00 (accepted a, tax included)
//   P2       Erin         website      proposal-sent   5,000.00
//   P3       Sam          referral     lead            2,000.00
//   P4       (none)       (none)       completed       8,100.00 (accepted e, tax included)
//   P5       Sam          website      lost            3,000.00 (accepted f)
//   proposal  project  created     state                     booked (before tax)
//   a         P1       01-10       accepted 01-20            10,000.00 (+800.00 tax)
//   b         P1       01-05       replaced (by a)           -
//   c         P2       02-01       open                      -
//   d         P3       02-15       declined 02-20            -
//   e         P4       03-01       accepted 03-05             7,500.00 (+600.00 tax)
//   f         P5       2025-12-20  accepted 01-02             3,000.00
//   g         P2       04-02       accepted 04-03             (outside the period)
//   h         P3       03-10       withdrawn                 -
// Sent in the period: a c d e h (5), accepted a e (2): 40%. Erin 1/2, Sam 0/2, none 1/1;
// referral a d h 1/3, website c 0/1, none e 1/1. Booked: January a + f = 13,000.00,
// February 0, March 7,500.00; 3 jobs, average 20,500.00 / 3 = 6,833.33.
// Invoices: payment schedules are cut from the accepted total, tax included, with no tax line of
// their own: I2 on P1 10,800.00 issued 2025-12-01, due 2025-12-25; I1 on P4 8,100.00 due 03-10;
// I3 on P5 3,000.00 due 04-19; I4 on P5 void; I5 on P2 a draft; I6 on P4 a change order of
// 500.00 + 40.00 tax, issued 03-20, due 04-19.
// Revenue (invoiced before tax): P1 10,800.00 x 10,000.00 / 10,800.00 = 10,000.00; P4
// 8,100.00 x 7,500.00 / 8,100.00 + 500.00 = 8,000.00; P5 3,000.00.
// Costs: P1 7,000.00 materials + 1,500.00 labor (profit 1,500.00: 15%), P4 4,500.00 (profit
// 3,500.00: 43.75%, shown 43.8%), P2 100.00 (sold in April: outside), P5 none (sold in the
// period, no costs). Margin: revenue 18,000.00, costs 13,000.00, profit 5,000.00: 27.8%; under
// 20%: P1. Payments: P1 5,000.00 on 02-10,
// a 200.00 refund on 03-01, 800.00 on 04-05 (after); P4 1,000.00 on 2025-12-30 (before) and
// 7,100.00 on 03-15; P5 3,000.00 failed on 03-21 and 1,500.00 on 03-25.
// Collected: Jan 0, Feb 5,000.00, Mar 7,100.00 - 200.00 + 1,500.00 = 8,400.00.
// Owed on 03-31: I2 10,800.00 - 4,800.00 = 6,000.00, 96 days past due (over 90); I3 1,500.00
// and I6 540.00 not yet due (current); I1 paid.
// Commissions, on the share of what was billed (tax included) that was collected: Erin 5% of
// revenue: P1 collected 4,800.00 of 10,800.00 billed (4/9): base 10,000.00 x 4/9 = 4,444.44,
// commission 500.00 x 4/9 = 222.22. In April 800.00 more (5,600.00 / 10,800.00): base
// 5,185.19 - 4,444.44 = 740.75, commission 259.26 - 222.22 = 37.04. Sam 10% of gross profit:
// P5 (no costs: profit 3,000.00) half of 3,000.00 collected: base 1,500.00, commission 150.00.
// P4 has no salesperson.

describe.each(dbTargets())('reports on %s', (target) => {
  let t: TestApp;
  let erin: { cookie: string; user: { id: string } };
  let sam: { cookie: string; user: { id: string } };
  beforeAll(async () => {
    t = await startTestApp(target);
    ({ erin, sam } = await seedReportCompany(t));
  });
  afterAll(async () => t?.close());

  const report = (name: string, cookie = t.cookie, q = Q1) =>
    api(t.url, 'GET', `/api/reports/${name}?${q}`, undefined, { cookie });

  it('close rate: accepted / sent, by salesperson and by lead source', async () => {
    const r = await report('close-rate');
    expect(r.status).toBe(200);
    expect(r.body.total).toEqual({ sent: 5, accepted: 2, ratePercent: 40 });
    const row = (by: string, label: string) =>
      r.body.rows.find((x: { by: string; label: string }) => x.by === by && x.label === label);
    expect(row('salesperson', 'Erin Estimator')).toMatchObject({
      sent: 2,
      accepted: 1,
      ratePercent: 50,
    });
    expect(row('salesperson', 'Sam Seller')).toMatchObject({
      sent: 2,
      accepted: 0,
      ratePercent: 0,
    });
    expect(row('salesperson', 'No salesperson')).toMatchObject({
      sent: 1,
      accepted: 1,
      ratePercent: 100,
    });
    expect(row('lead-source', 'Referral')).toMatchObject({
      sent: 3,
      accepted: 1,
      ratePercent: 33.3,
    });
    expect(row('lead-source', '=Website')).toMatchObject({ sent: 1, accepted: 0, ratePercent: 0 });
    expect(row('lead-source', 'No lead source')).toMatchObject({ sent: 1, accepted: 1 });
    expect(r.body.rows).toHaveLength(6);
  });

  it('revenue booked (before tax) and collected (payments net of refunds) by month', async () => {
    const r = await report('revenue');
    expect(r.body.rows).toEqual([
      { month: '2026-01', bookedCents: 1_300_000, collectedCents: 0 },
      { month: '2026-02', bookedCents: 0, collectedCents: 500_000 },
      { month: '2026-03', bookedCents: 750_000, collectedCents: 840_000 },
    ]);
  });

  it('average job size by month and over the period', async () => {
    const r = await report('average-job');
    expect(r.body.rows).toEqual([
      { month: '2026-01', jobs: 2, bookedCents: 1_300_000, averageCents: 650_000 },
      { month: '2026-02', jobs: 0, bookedCents: 0, averageCents: null },
      { month: '2026-03', jobs: 1, bookedCents: 750_000, averageCents: 750_000 },
    ]);
    expect(r.body.total).toEqual({ jobs: 3, bookedCents: 2_050_000, averageCents: 683_333 });
  });

  it('pipeline value by stage, every stage in board order', async () => {
    const r = await report('pipeline');
    const rows = r.body.rows.map((x: { stageId: string; projects: number; valueCents: number }) => [
      x.stageId,
      x.projects,
      x.valueCents,
    ]);
    expect(rows).toEqual([
      ['lead', 1, 200_000],
      ['inspection', 0, 0],
      ['proposal-sent', 1, 500_000],
      ['sold', 1, 1_080_000],
      ['scheduled', 0, 0],
      ['in-production', 0, 0],
      ['completed', 1, 810_000],
      ['invoiced', 0, 0],
      ['paid', 0, 0],
      ['lost', 1, 300_000],
    ]);
  });

  it('margin by job and on average, with the jobs under the threshold', async () => {
    const r = await report('margin');
    expect(r.status).toBe(200);
    expect(r.body.rows).toEqual([
      {
        projectId: 'P1',
        projectName: 'Job P1',
        revenueCents: 1_000_000,
        costCents: 850_000,
        profitCents: 150_000,
        marginPercent: 15,
      },
      {
        projectId: 'P4',
        projectName: 'Job P4',
        revenueCents: 800_000,
        costCents: 450_000,
        profitCents: 350_000,
        marginPercent: 43.8,
      },
    ]);
    expect(r.body.total).toEqual({
      jobs: 2,
      withoutCosts: 1,
      revenueCents: 1_800_000,
      costCents: 1_300_000,
      profitCents: 500_000,
      marginPercent: 27.8,
    });
    expect(r.body.thresholdPercent).toBe(20);
    expect(r.body.below.map((x: { projectId: string }) => x.projectId)).toEqual(['P1']);
    const at15 = await report('margin', t.cookie, `${Q1}&threshold=15`);
    // Exactly at the threshold is not under it.
    expect(at15.body.below).toEqual([]);
    const at44 = await report('margin', t.cookie, `${Q1}&threshold=44`);
    expect(at44.body.below).toHaveLength(2);
  });

  it('receivables by age as of the end of the period', async () => {
    const r = await report('receivables');
    expect(r.body.rows).toEqual([
      { bucket: 'current', invoices: 2, amountCents: 204_000 },
      { bucket: '1-30', invoices: 0, amountCents: 0 },
      { bucket: '31-60', invoices: 0, amountCents: 0 },
      { bucket: '61-90', invoices: 0, amountCents: 0 },
      { bucket: 'over-90', invoices: 1, amountCents: 600_000 },
    ]);
    // A day before I1's last payment it was 7,100.00 owed, 20 days past its due date.
    const earlier = await report('receivables', t.cookie, 'from=2026-01-01&to=2026-03-14');
    expect(earlier.body.rows[1]).toEqual({ bucket: '1-30', invoices: 1, amountCents: 710_000 });
  });

  it('commissions per person on what was collected in the period', async () => {
    const r = await report('commissions');
    expect(r.body.rows).toEqual([
      {
        personId: erin.user.id,
        personName: 'Erin Estimator',
        basis: 'revenue',
        ratePercent: 5,
        collectedCents: 480_000,
        baseCents: 444_444,
        commissionCents: 22_222,
      },
      {
        personId: sam.user.id,
        personName: 'Sam Seller',
        basis: 'gross-profit',
        ratePercent: 10,
        collectedCents: 150_000,
        baseCents: 150_000,
        commissionCents: 15_000,
      },
    ]);
    const own = await report('commissions', erin.cookie);
    expect(own.body.rows.map((x: { personName: string }) => x.personName)).toEqual([
      'Erin Estimator',
    ]);
    // Paid off in April: the rest of Erin's commission is April's.
    const april = await report('commissions', t.cookie, 'from=2026-04-01&to=2026-04-30');
    expect(april.body.rows).toEqual([
      expect.objectContaining({
        collectedCents: 80_000,
        baseCents: 74_075,
        commissionCents: 3_704,
      }),
    ]);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad = async (name: string, q: string, field: string) => {
      const r = await report(name, t.cookie, q);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(field);
    };
    await bad('close-rate', 'from=2026-02-30&to=2026-03-31', 'from');
    await bad('close-rate', 'from=2026-03-01&to=2026-02-01', 'to');
    await bad('close-rate', 'to=2026-02-01', 'from');
    await bad('revenue', `${Q1}&format=xls`, 'format');
    await bad('margin', `${Q1}&threshold=abc`, 'threshold');
    await bad('nonsense', Q1, 'name');
  });

  it('the CSV is the table under the chart, formula cells neutralised', async () => {
    const res = await fetch(`${t.url}/api/reports/close-rate?${Q1}&format=csv`, {
      headers: { cookie: t.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(
      'close-rate-2026-01-01-to-2026-03-31.csv',
    );
    const text = await res.text();
    expect(text).toContain('By,Name,Sent,Accepted,Close rate');
    expect(text).toContain("Lead source,'=Website,1,0,0");
    expect(text).toContain('All,All proposals,5,2,40');
    const revenue = await (
      await fetch(`${t.url}/api/reports/revenue?${Q1}&format=csv`, {
        headers: { cookie: t.cookie },
      })
    ).text();
    expect(revenue).toContain('2026-01,13000.00,');
  });
});
