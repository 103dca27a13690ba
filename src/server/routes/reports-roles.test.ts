import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Q1, seedReportCompany } from '../testing/report-company';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// Whose figures each role reads, on the company worked out by hand at the top of
// reports.test.ts (the first quarter of 2026). Erin's own: she sent a (P1) and c (P2), a was
// accepted (1 of 2, 50%), and a's 10,000.00 is all she booked, in January. Sam's projects are
// P3 (lead, 2,000.00) and P5 (lost, 3,000.00): 5,000.00 on the pipeline.

describe.each(dbTargets())('reports by role on %s', (target) => {
  let t: TestApp;
  let erin: { cookie: string; user: { id: string } };
  let sam: { cookie: string; user: { id: string } };
  let crew: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp(target);
    ({ erin, sam } = await seedReportCompany(t));
    crew = await t.signInAs('crew', 'Cal Crew');
  });
  afterAll(async () => t?.close());

  const report = (name: string, cookie: string) =>
    api(t.url, 'GET', `/api/reports/${name}?${Q1}`, undefined, { cookie });

  it('an estimator sees only their own sales figures; the company-wide money reports are 403', async () => {
    const close = await report('close-rate', erin.cookie);
    expect(close.body.scope).toBe('own');
    expect(close.body.total).toEqual({ sent: 2, accepted: 1, ratePercent: 50 });
    expect(close.body.rows.map((x: { label: string }) => x.label).sort()).toEqual(
      ['=Website', 'Erin Estimator', 'Referral'].sort(),
    );
    const revenue = await report('revenue', erin.cookie);
    expect(revenue.body.rows.map((x: { bookedCents: number }) => x.bookedCents)).toEqual([
      1_000_000, 0, 0,
    ]);
    const pipeline = await report('pipeline', sam.cookie);
    const value = pipeline.body.rows.reduce(
      (s: number, x: { valueCents: number }) => s + x.valueCents,
      0,
    );
    expect(value).toBe(500_000);
    expect((await report('margin', erin.cookie)).status).toBe(403);
    expect((await report('receivables', erin.cookie)).status).toBe(403);
  });

  it('crew gets 403 on every report', async () => {
    for (const name of ['close-rate', 'revenue', 'average-job', 'pipeline', 'commissions']) {
      expect((await report(name, crew.cookie)).status).toBe(403);
    }
  });
});
