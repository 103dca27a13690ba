import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { DbHandle } from '../src/server/db/connection';
import {
  costRow,
  invoiceRow,
  paymentRow,
  projectRow,
  proposalRow,
} from '../src/server/testing/report-rows';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// A company small enough to work out by hand (period: the first quarter of 2026):
//   job  salesperson  lead source  stage          estimated cost
//   J1   Erin         referral     sold           $10,800 (accepted a, tax included)
//   J2   the owner    website      completed       $5,000 (accepted b)
//   J3   Erin         referral     lead            $2,000
//   J4   the owner    (none)       proposal-sent   $3,000
//   proposal  job  created  state                before tax
//   a         J1   01-10    accepted 01-20       $10,000 (+$800 tax)
//   b         J2   03-01    accepted 03-05        $5,000
//   c         J3   02-15    declined 02-20
//   d         J4   02-01    open
// Close rate: 2 of 4 sent, 50%; Erin 1/2, the owner 1/2; referral 1/2, website 1/1, none 0/1.
// Revenue booked: January $10,000, March $5,000; collected: February $5,400 (J1's payment).
// Average job: 2 jobs, $15,000, $7,500.
// Margin: J1 invoiced $10,800 on its schedule, at the contract's before-tax share $10,000, costs
// $7,000 + $1,500 = $8,500: $1,500, 15%; J2 not invoiced, $5,000 sold, $3,000 costs: $2,000,
// 40%. All: $15,000, $11,500, $3,500, 23.3%; under 20%: J1.
// Receivables on 03-31: J1's invoice, due 02-24, $10,800 - $5,400 = $5,400, 35 days past due.
// Commissions: Erin 5% of revenue; J1 half collected ($5,400 of $10,800): base $5,000, $250.
const Q1 = { from: '2026-01-01', to: '2026-03-31' };
const day = (d: string) => `${d}T15:00:00.000Z`;

async function company(db: DbHandle['db'], erinId: string, ownerId: string) {
  await db
    .insertInto('projects')
    .values([
      projectRow({
        id: 'J1',
        salesperson_id: erinId,
        lead_source_id: 'referral',
        stage_id: 'sold',
        estimated_cost_cents: 1_080_000,
        estimated_cost_accepted: 1,
        estimated_tax_cents: 80_000,
      }),
      projectRow({
        id: 'J2',
        salesperson_id: ownerId,
        lead_source_id: 'website',
        stage_id: 'completed',
        estimated_cost_cents: 500_000,
        estimated_cost_accepted: 1,
      }),
      projectRow({
        id: 'J3',
        salesperson_id: erinId,
        lead_source_id: 'referral',
        estimated_cost_cents: 200_000,
      }),
      projectRow({
        id: 'J4',
        salesperson_id: ownerId,
        stage_id: 'proposal-sent',
        estimated_cost_cents: 300_000,
      }),
    ])
    .execute();
  await db
    .insertInto('proposals')
    .values([
      proposalRow({
        id: 'a',
        project_id: 'J1',
        state: 'accepted',
        created_at: day('2026-01-10'),
        decided_at: day('2026-01-20'),
        beforeTaxCents: 1_000_000,
        taxCents: 80_000,
      }),
      proposalRow({
        id: 'b',
        project_id: 'J2',
        state: 'accepted',
        created_at: day('2026-03-01'),
        decided_at: day('2026-03-05'),
        beforeTaxCents: 500_000,
      }),
      proposalRow({
        id: 'c',
        project_id: 'J3',
        state: 'declined',
        created_at: day('2026-02-15'),
        decided_at: day('2026-02-20'),
      }),
      proposalRow({ id: 'd', project_id: 'J4', state: 'open', created_at: day('2026-02-01') }),
    ])
    .execute();
  await db
    .insertInto('job_costs')
    .values([
      costRow({ id: 'k1', project_id: 'J1', amount_cents: 700_000 }),
      costRow({ id: 'k2', project_id: 'J1', amount_cents: 150_000, category: 'labor' }),
      costRow({ id: 'k3', project_id: 'J2', amount_cents: 300_000, category: 'other' }),
    ])
    .execute();
  await db
    .insertInto('invoices')
    .values(
      invoiceRow({
        id: 'I1',
        project_id: 'J1',
        total_cents: 1_080_000,
        issue_date: '2026-01-25',
        due_date: '2026-02-24',
      }),
    )
    .execute();
  await db
    .insertInto('payments')
    .values(
      paymentRow({
        id: 'y1',
        invoice_id: 'I1',
        project_id: 'J1',
        amount_cents: 540_000,
        paid_on: '2026-02-10',
      }),
    )
    .execute();
  await db
    .insertInto('commission_plans')
    .values({ user_id: erinId, basis: 'revenue', basis_points: 500, updated_at: day('2026-01-01') })
    .execute();
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The report's table has exactly one row of these cells, in this order. */
async function expectRow(page: Page, title: string, cells: string[]) {
  const text = new RegExp(
    `^\\s*${cells.map((c) => c.replace(/[$.()?+]/g, '\\$&')).join('\\s*')}\\s*$`,
  );
  await expect(report(page, title).getByRole('row').filter({ hasText: text })).toHaveCount(1);
}

async function pickQ1(page: Page) {
  await page.goto('/reports');
  await page.getByLabel('From', { exact: true }).fill(Q1.from);
  await page.getByLabel('To', { exact: true }).fill(Q1.to);
  // January 1st is already the default start of the period (this year's): only To changes.
  await expect(page).toHaveURL(/to=2026-03-31/);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(Q1.from);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.use({ seed: false });

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  test(`the owner reads each report for a period and downloads its CSV (${size} px)`, async ({
    page,
    server,
    users,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const erin = await users.create('estimator', 'Erin Estimator');
    await company(server.database.db, erin.user.id, users.me!.user.id);
    await pickQ1(page);

    await expectRow(page, 'Close rate', ['Salesperson', 'Erin Estimator', '2', '1', '50%']);
    await expectRow(page, 'Close rate', ['Salesperson', 'Test Owner', '2', '1', '50%']);
    await expectRow(page, 'Close rate', ['Lead source', 'Referral', '2', '1', '50%']);
    await expectRow(page, 'Close rate', ['Lead source', 'Website', '1', '1', '100%']);
    await expectRow(page, 'Close rate', ['Lead source', 'No lead source', '1', '0', '0%']);
    await expectRow(page, 'Close rate', ['All', 'All proposals', '4', '2', '50%']);

    await expectRow(page, 'Revenue by month', ['Jan 2026', '$10,000', '$0']);
    await expectRow(page, 'Revenue by month', ['Feb 2026', '$0', '$5,400']);
    await expectRow(page, 'Revenue by month', ['Mar 2026', '$5,000', '$0']);

    await expectRow(page, 'Average job size', ['All', '2', '$15,000', '$7,500']);

    await expectRow(page, 'Pipeline value by stage', ['Sold', '1', '$10,800']);
    await expectRow(page, 'Pipeline value by stage', ['Completed', '1', '$5,000']);

    await expectRow(page, 'Margin by job', ['Job J1', '$10,000', '$8,500', '$1,500', '15%']);
    await expectRow(page, 'Margin by job', ['Job J2', '$5,000', '$3,000', '$2,000', '40%']);
    await expectRow(page, 'Margin by job', ['All 2 jobs', '$15,000', '$11,500', '$3,500', '23.3%']);
    await expect(report(page, 'Margin by job')).toContainText('Under 20% margin: Job J1.');

    await expectRow(page, 'Receivables by age', ['31-60 days', '1', '$5,400']);
    await expectRow(page, 'Receivables by age', ['Current', '0', '$0']);

    await expectRow(page, 'Commissions', [
      'Erin Estimator',
      '5% of revenue',
      '$5,400',
      '$5,000',
      '$250',
    ]);
    // Each report says what its figure is.
    await expect(report(page, 'Commissions')).toContainText('billed (tax included)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Margin by job (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('margin-2026-01-01-to-2026-03-31.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Job J1,10000.00,8500.00,1500.00,15');
    expect(csv).toContain('All 2 jobs,15000.00,11500.00,3500.00,23.3');

    // Nothing on the page scrolls sideways (a wide table scrolls inside its own box).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `reports-${size}`);
  });
}

test('an estimator sees only their own sales figures; crew sees no report', async ({
  server,
  users,
}) => {
  test.slow();
  const erin = await users.create('estimator', 'Erin Estimator');
  await company(server.database.db, erin.user.id, users.me!.user.id);
  const estimator = await (await users.context(erin)).newPage();
  await estimator.setViewportSize(DESKTOP);
  await pickQ1(estimator);
  await expectRow(estimator, 'Close rate', ['All', 'All proposals', '2', '1', '50%']);
  await expectRow(estimator, 'Revenue by month', ['Jan 2026', '$10,000', '$0']);
  await expectRow(estimator, 'Revenue by month', ['Mar 2026', '$0', '$0']);
  await expectRow(estimator, 'Pipeline value by stage', ['Lead', '1', '$2,000']);
  await expectRow(estimator, 'Commissions', [
    'Erin Estimator',
    '5% of revenue',
    '$5,400',
    '$5,000',
    '$250',
  ]);
  await expect(report(estimator, 'Margin by job')).toHaveCount(0);
  await expect(report(estimator, 'Receivables by age')).toHaveCount(0);
  await expect(estimator.getByText('Test Owner')).toHaveCount(0);

  const crew = await (await users.context(await users.create('crew', 'Cal Crew'))).newPage();
  await crew.goto('/reports');
  await expect(crew.getByText('The reports are the office’s.')).toBeVisible();
  await expect(crew.getByRole('main').getByRole('region')).toHaveCount(0);
  await expect(crew.getByRole('main')).not.toContainText('$');
  const api = await crew.request.get(`/api/reports/close-rate?from=${Q1.from}&to=${Q1.to}`);
  expect(api.status()).toBe(403);
});
