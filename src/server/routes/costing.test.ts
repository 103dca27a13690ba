import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { apiPath } from '../../domain/api/api-paths';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// A flat 2,000 sq ft roof (pitch 0: sloped area = plan area) so every figure is worked by hand.
// Materials 2,000 sq ft x $1.75 = $3,500.00, waste 10% = $350.00, labor 2,000 x $2.50 =
// $5,000.00, removal $1,500.00: subtotal $10,350.00; O&P 15% = $1,552.50; tax 8% of the goods
// ($3,850.00) = $308.00. Revenue is the total before tax: $11,902.50.
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

describe.each(dbTargets())('job costing on %s', (target) => {
  let t: TestApp;
  let estimator: { cookie: string };
  let crew: { cookie: string; user: { id: string } };
  beforeAll(async () => {
    t = await startTestApp(target);
    estimator = await t.signInAs('estimator', 'Eve Estimator');
    crew = await t.signInAs('crew', 'Cal Crew');
  });
  afterAll(async () => t?.close());

  async function estimatedProject(name: string): Promise<string> {
    const p = await api(t.url, 'POST', '/api/projects', {
      name,
      address: '1 Main St',
      date: '2026-05-01',
      customerName: 'Pat Customer',
    });
    expect(p.status).toBe(201);
    const e = await api(t.url, 'POST', '/api/estimates', { ...ESTIMATE, projectId: p.body.id });
    expect(e.status).toBe(201);
    return p.body.id;
  }

  const addCost = (id: string, body: object, cookie = t.cookie) =>
    api(t.url, 'POST', apiPath('projectCosts', { id }), body, { cookie });

  it('enters costs and answers the profit, projected against actual (worked by hand)', async () => {
    const id = await estimatedProject('Profit job');
    const shingles = await addCost(id, {
      category: 'material',
      supplier: 'ABC Supply',
      supplierInvoiceNumber: 'INV-4411',
      date: '2026-05-03',
      amountCents: 290_000,
      quantities: [{ materialId: 'architectural-shingles', delivered: 66, returned: 3 }],
    });
    expect(shingles.status).toBe(201);
    expect(shingles.body).toMatchObject({ category: 'material', amountCents: 290_000 });
    // 3 crew days x $1,200.00 = $3,600.00, priced by the server.
    const labor = await addCost(
      id,
      {
        category: 'labor',
        laborMethod: 'crew-days',
        units: 3,
        rateCents: 120_000,
        date: '2026-05-04',
      },
      estimator.cookie,
    );
    expect(labor.status).toBe(201);
    expect(labor.body.amountCents).toBe(360_000);
    const dumpster = await addCost(id, {
      category: 'other',
      description: 'Dumpster',
      date: '2026-05-04',
      amountCents: 45_000,
    });
    expect(dumpster.status).toBe(201);

    const list = await api(t.url, 'GET', apiPath('projectCosts', { id }));
    expect(list.body.items.map((c: { amountCents: number }) => c.amountCents)).toEqual([
      290_000, 360_000, 45_000,
    ]);

    const profit = await api(t.url, 'GET', apiPath('projectProfit', { id }));
    expect(profit.status).toBe(200);
    expect(profit.body.revenueSource).toBe('estimate');
    expect(profit.body.rows).toEqual([
      {
        category: 'material',
        projectedCents: 385_000,
        actualCents: 290_000,
        varianceCents: -95_000,
      },
      { category: 'labor', projectedCents: 500_000, actualCents: 360_000, varianceCents: -140_000 },
      { category: 'other', projectedCents: 150_000, actualCents: 45_000, varianceCents: -105_000 },
    ]);
    expect(profit.body.projected).toMatchObject({
      revenueCents: 1_190_250,
      costCents: 1_035_000,
      profitCents: 155_250,
    });
    // $11,902.50 - $6,950.00 = $4,952.50 profit; margin 4,952.50 / 11,902.50.
    expect(profit.body.actual).toMatchObject({
      revenueCents: 1_190_250,
      costCents: 695_000,
      profitCents: 495_250,
    });
    expect(profit.body.actual.margin).toBeCloseTo(495_250 / 1_190_250, 12);
  });

  it('takes the actual revenue from the invoices once there are any (worked by hand)', async () => {
    const id = await estimatedProject('Invoiced job');
    await addCost(id, { category: 'other', date: '2026-05-04', amountCents: 100_000 });
    const before = await api(t.url, 'GET', apiPath('projectProfit', { id }));
    expect(before.body).toMatchObject({ invoiced: false, actual: { revenueCents: 1_190_250 } });
    // The schedule splits the contract total with its tax, $11,902.50 + $308.00 = $12,210.50:
    // 30% $3,663.15, 40% $4,884.20, the rest $3,663.15. Its parts carry no tax line, so they
    // count at the contract's before-tax share: $12,210.50 x 11,902.50 / 12,210.50.
    const schedule = await api(t.url, 'POST', apiPath('projectInvoices', { id }), {
      schedule: [
        { label: 'Deposit', percent: 30 },
        { label: 'Delivery', percent: 40 },
        { label: 'Completion', percent: 30 },
      ],
    });
    expect(schedule.status).toBe(201);
    // A $500.00 change order taxed 8% ($540.00 billed) adds $500.00.
    const change = await api(t.url, 'POST', apiPath('projectInvoices', { id }), {
      label: 'Extra decking',
      lines: [{ description: 'Decking', amountCents: 50_000, taxable: true }],
      taxPercent: 8,
    });
    expect(change.status).toBe(201);
    const after = await api(t.url, 'GET', apiPath('projectProfit', { id }));
    expect(after.body.invoiced).toBe(true);
    expect(after.body.projected.revenueCents).toBe(1_190_250);
    // $11,902.50 + $500.00 = $12,402.50 revenue, less $1,000.00 of costs: $11,402.50.
    expect(after.body.actual).toMatchObject({
      revenueCents: 1_240_250,
      costCents: 100_000,
      profitCents: 1_140_250,
    });
  });

  it('edits with the version read, refuses a stale one, and only the owner deletes', async () => {
    const id = await estimatedProject('Edit job');
    const c = await addCost(id, {
      category: 'other',
      date: '2026-05-04',
      amountCents: 10_000,
      description: 'Permit',
    });
    const body = {
      category: 'other',
      date: '2026-05-04',
      amountCents: 12_500,
      description: 'Permit',
      version: 1,
    };
    const edited = await api(t.url, 'PATCH', apiPath('cost', { id: c.body.id }), body, {
      cookie: estimator.cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amountCents: 12_500, version: 2 });
    const stale = await api(t.url, 'PATCH', apiPath('cost', { id: c.body.id }), body);
    expect(stale.status).toBe(409);
    expect(stale.body.current.amountCents).toBe(12_500);
    const byEstimator = await api(t.url, 'DELETE', apiPath('cost', { id: c.body.id }), undefined, {
      cookie: estimator.cookie,
    });
    expect(byEstimator.status).toBe(403);
    expect((await api(t.url, 'DELETE', apiPath('cost', { id: c.body.id }))).status).toBe(204);
    expect((await api(t.url, 'DELETE', apiPath('cost', { id: c.body.id }))).status).toBe(404);
  });

  it('names the bad field with a 400', async () => {
    const id = await estimatedProject('Bad input job');
    const r = await addCost(id, {
      category: 'labor',
      laborMethod: 'hours',
      units: -1,
      date: '2026-02-30',
    });
    expect(r.status).toBe(400);
    const paths = r.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['date', 'units']));
    const tooMuch = await addCost(id, { category: 'other', date: '2026-05-01', amountCents: 1e15 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe('amountCents');
  });

  it('shows profit to estimators only when the owner allows it', async () => {
    const id = await estimatedProject('Visibility job');
    const path = apiPath('projectProfit', { id });
    expect((await api(t.url, 'GET', path, undefined, { cookie: estimator.cookie })).status).toBe(
      403,
    );
    const on = await api(t.url, 'PATCH', apiPath('costingSettings'), { estimatorsSeeProfit: true });
    expect(on.body).toEqual({ estimatorsSeeProfit: true });
    expect((await api(t.url, 'GET', path, undefined, { cookie: estimator.cookie })).status).toBe(
      200,
    );
    await api(t.url, 'PATCH', apiPath('costingSettings'), { estimatorsSeeProfit: false });
    expect((await api(t.url, 'GET', path, undefined, { cookie: crew.cookie })).status).toBe(403);
  });

  it('lets crew log days and hours on their own jobs only, with no money in sight', async () => {
    const id = await estimatedProject('Crew job');
    const other = await estimatedProject('Someone else’s job');
    const now = new Date().toISOString();
    const db = t.database.db;
    await db
      .insertInto('crews')
      .values({
        id: 'crew-a',
        name: 'Crew A',
        colour: '#225588',
        kind: 'crew',
        phone: '',
        lead_user_id: null,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('crew_members')
      .values({ id: `crew-a:${crew.user.id}`, crew_id: 'crew-a', user_id: crew.user.id })
      .execute();
    await db
      .insertInto('schedule_events')
      .values({
        id: 'ev-1',
        project_id: id,
        kind: 'production',
        title: 'Tear-off',
        crew_id: 'crew-a',
        assignee_id: null,
        start_date: '2026-05-04',
        end_date: '2026-05-05',
        starts_at: null,
        ends_at: null,
        notes: '',
        started_at: null,
        finished_at: null,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
      })
      .execute();

    const logged = await api(
      t.url,
      'POST',
      apiPath('projectCrewTime', { id }),
      { date: '2026-05-04', hours: 9.5 },
      { cookie: crew.cookie },
    );
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ hours: 9.5, days: 0, userName: 'Cal Crew' });
    const elsewhere = await api(
      t.url,
      'POST',
      apiPath('projectCrewTime', { id: other }),
      { date: '2026-05-04', days: 1 },
      { cookie: crew.cookie },
    );
    expect(elsewhere.status).toBe(403);
    const nothing = await api(
      t.url,
      'POST',
      apiPath('projectCrewTime', { id }),
      { date: '2026-05-04' },
      { cookie: crew.cookie },
    );
    expect(nothing.status).toBe(400);
    const list = await api(t.url, 'GET', apiPath('projectCrewTime', { id }), undefined, {
      cookie: crew.cookie,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/cents|rate|amount/i);
    for (const path of [
      apiPath('projectCosts', { id }),
      apiPath('projectProfit', { id }),
      apiPath('crewDayRates'),
    ]) {
      expect((await api(t.url, 'GET', path, undefined, { cookie: crew.cookie })).status).toBe(403);
    }

    // The owner sets Crew A's day rate; the office reads it to price crew-day labor.
    const rate = await api(t.url, 'PUT', apiPath('crewDayRate', { crewId: 'crew-a' }), {
      dayRateCents: 95_000,
    });
    expect(rate.status).toBe(200);
    const rates = await api(t.url, 'GET', apiPath('crewDayRates'), undefined, {
      cookie: estimator.cookie,
    });
    expect(rates.body.items).toEqual([
      { crewId: 'crew-a', name: 'Crew A', archived: false, dayRateCents: 95_000 },
    ]);
  });

  it('keeps one commission plan per salesperson', async () => {
    const seller = await t.signInAs('estimator', 'Sam Seller');
    const path = apiPath('commissionPlan', { userId: seller.user.id });
    expect(
      (await api(t.url, 'PUT', path, { basis: 'gross-profit', basisPoints: 1000 })).status,
    ).toBe(200);
    expect((await api(t.url, 'PUT', path, { basis: 'revenue', basisPoints: 550 })).status).toBe(
      200,
    );
    const plans = await api(t.url, 'GET', apiPath('commissionPlans'));
    expect(
      plans.body.items.filter((p: { userId: string }) => p.userId === seller.user.id),
    ).toMatchObject([{ basis: 'revenue', basisPoints: 550 }]);
    expect((await api(t.url, 'PUT', path, { basis: 'revenue', basisPoints: 10_001 })).status).toBe(
      400,
    );
    const crewPlan = await api(t.url, 'PUT', apiPath('commissionPlan', { userId: crew.user.id }), {
      basis: 'revenue',
      basisPoints: 100,
    });
    expect(crewPlan.status).toBe(404);
  });

  it('suggests the waste and crew days of 3 completed similar roofs, not before', async () => {
    const query = { sqft: '3000', pitch: '4', hips: '0', valleys: '10' };
    const suggest = async () =>
      (
        await api(t.url, 'GET', apiPath('estimatorSuggestions', {}, query), undefined, {
          cookie: estimator.cookie,
        })
      ).body;
    // Returned 3, 1, 5 of 66 bundles: 63, 65, 61 x 100/3 sq ft over 2,000 sq ft is 5%, 8.33%,
    // 1.67% waste; 3, 4, 2 crew days on 20 squares is 1.5, 2, 1 per 10 squares.
    const jobs = [
      { returned: 3, days: 3 },
      { returned: 1, days: 4 },
      { returned: 5, days: 2 },
    ];
    for (const [i, job] of jobs.entries()) {
      expect((await suggest()).waste).toBeNull();
      const id = await estimatedProject(`Finished job ${i}`);
      await addCost(id, {
        category: 'material',
        date: '2026-05-03',
        amountCents: 290_000,
        quantities: [
          { materialId: 'architectural-shingles', delivered: 66, returned: job.returned },
        ],
      });
      await addCost(id, {
        category: 'labor',
        laborMethod: 'crew-days',
        units: job.days,
        rateCents: 100_000,
        date: '2026-05-04',
      });
      const p = (await api(t.url, 'GET', apiPath('project', { id }))).body;
      const done = await api(t.url, 'PATCH', apiPath('project', { id }), {
        stageId: 'completed',
        version: p.version,
      });
      expect(done.status).toBe(200);
    }
    // A 3,000 sq ft flat-ish roof (pitch 4: x 1.0541) is 31.6 squares: 1.5 x 3.1623 = 4.7 days.
    expect(await suggest()).toEqual({
      waste: { percent: 5, n: 3, low: 1.7, high: 8.3, outliers: 0 },
      laborDays: { days: 4.7, n: 3, low: 3.2, high: 6.3, outliers: 0 },
    });
    // A roof without hips or valleys is not like them.
    const simple = await api(
      t.url,
      'GET',
      apiPath('estimatorSuggestions', {}, { ...query, valleys: '0' }),
      undefined,
      { cookie: estimator.cookie },
    );
    expect(simple.body).toEqual({ waste: null, laborDays: null });
    const crewAsks = await api(
      t.url,
      'GET',
      apiPath('estimatorSuggestions', {}, query),
      undefined,
      { cookie: crew.cookie },
    );
    expect(crewAsks.status).toBe(403);
  });
});
