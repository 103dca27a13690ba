import { costRow, invoiceRow, paymentRow, projectRow, proposalRow } from './report-rows';
import type { TestApp } from './test-app';

// The company the reports' API tests read: five projects, their proposals, costs, invoices,
// payments and two salespeople's commission plans, written straight to the database. Its
// figures are worked out by hand at the top of routes/reports.test.ts: a change here changes
// them there.

/** The period the figures are worked out for: the first quarter of 2026. */
export const Q1 = 'from=2026-01-01&to=2026-03-31';
const day = (d: string) => `${d}T15:00:00.000Z`;

/** Writes the company into the test app's database; answers its two salespeople, signed in. */
export async function seedReportCompany(t: TestApp) {
  const erin = await t.signInAs('estimator', 'Erin Estimator');
  const sam = await t.signInAs('estimator', 'Sam Seller');
  const db = t.database.db;
  // A lead source whose name a spreadsheet would run as a formula.
  await db
    .updateTable('lead_sources')
    .set({ name: '=Website' })
    .where('id', '=', 'website')
    .execute();
  const project = (
    id: string,
    sp: string | null,
    ls: string | null,
    stage: string,
    c: number,
    accepted = 0,
    tax = 0,
  ) =>
    projectRow({
      id,
      salesperson_id: sp,
      lead_source_id: ls,
      stage_id: stage,
      estimated_cost_cents: c,
      estimated_cost_accepted: accepted,
      estimated_tax_cents: tax,
    });
  await db
    .insertInto('projects')
    .values([
      project('P1', erin.user.id, 'referral', 'sold', 1_080_000, 1, 80_000),
      project('P2', erin.user.id, 'website', 'proposal-sent', 500_000),
      project('P3', sam.user.id, 'referral', 'lead', 200_000),
      project('P4', null, null, 'completed', 810_000, 1, 60_000),
      project('P5', sam.user.id, 'website', 'lost', 300_000, 1),
    ])
    .execute();
  await db
    .insertInto('proposals')
    .values([
      proposalRow({
        id: 'a',
        project_id: 'P1',
        state: 'accepted',
        created_at: day('2026-01-10'),
        decided_at: day('2026-01-20'),
        beforeTaxCents: 1_000_000,
        taxCents: 80_000,
      }),
      proposalRow({
        id: 'b',
        project_id: 'P1',
        state: 'replaced',
        created_at: day('2026-01-05'),
        replaced_by: 'a',
      }),
      proposalRow({ id: 'c', project_id: 'P2', state: 'open', created_at: day('2026-02-01') }),
      proposalRow({
        id: 'd',
        project_id: 'P3',
        state: 'declined',
        created_at: day('2026-02-15'),
        decided_at: day('2026-02-20'),
      }),
      proposalRow({
        id: 'e',
        project_id: 'P4',
        state: 'accepted',
        created_at: day('2026-03-01'),
        decided_at: day('2026-03-05'),
        beforeTaxCents: 750_000,
        taxCents: 60_000,
      }),
      proposalRow({
        id: 'f',
        project_id: 'P5',
        state: 'accepted',
        created_at: day('2025-12-20'),
        decided_at: day('2026-01-02'),
        beforeTaxCents: 300_000,
      }),
      proposalRow({
        id: 'g',
        project_id: 'P2',
        state: 'accepted',
        created_at: day('2026-04-02'),
        decided_at: day('2026-04-03'),
        beforeTaxCents: 99,
      }),
      proposalRow({
        id: 'h',
        project_id: 'P3',
        state: 'withdrawn',
        created_at: day('2026-03-10'),
      }),
    ])
    .execute();
  await db
    .insertInto('job_costs')
    .values([
      costRow({ id: 'k1', project_id: 'P1', amount_cents: 700_000 }),
      costRow({ id: 'k2', project_id: 'P1', amount_cents: 150_000, category: 'labor' }),
      costRow({ id: 'k3', project_id: 'P4', amount_cents: 450_000, category: 'other' }),
      costRow({ id: 'k4', project_id: 'P2', amount_cents: 10_000 }),
    ])
    .execute();
  await db
    .insertInto('invoices')
    .values([
      invoiceRow({
        id: 'I1',
        project_id: 'P4',
        total_cents: 810_000,
        issue_date: '2026-03-06',
        due_date: '2026-03-10',
      }),
      invoiceRow({
        id: 'I2',
        project_id: 'P1',
        total_cents: 1_080_000,
        issue_date: '2025-12-01',
        due_date: '2025-12-25',
      }),
      invoiceRow({
        id: 'I3',
        project_id: 'P5',
        total_cents: 300_000,
        issue_date: '2026-03-20',
        due_date: '2026-04-19',
      }),
      invoiceRow({ id: 'I4', project_id: 'P5', total_cents: 999, voided_at: day('2026-03-21') }),
      invoiceRow({
        id: 'I5',
        project_id: 'P2',
        total_cents: 5_000,
        issue_date: null,
        sent_at: null,
      }),
      invoiceRow({
        id: 'I6',
        project_id: 'P4',
        kind: 'change-order',
        total_cents: 54_000,
        tax_cents: 4_000,
        issue_date: '2026-03-20',
        due_date: '2026-04-19',
      }),
    ])
    .execute();
  const pay = (
    id: string,
    inv: string,
    project: string,
    cents: number,
    on: string,
    status?: 'failed',
  ) =>
    paymentRow({
      id,
      invoice_id: inv,
      project_id: project,
      amount_cents: cents,
      paid_on: on,
      ...(status ? { status } : {}),
    });
  await db
    .insertInto('payments')
    .values([
      pay('y1', 'I2', 'P1', 500_000, '2026-02-10'),
      pay('y2', 'I2', 'P1', -20_000, '2026-03-01'),
      pay('y3', 'I2', 'P1', 80_000, '2026-04-05'),
      pay('y4', 'I1', 'P4', 100_000, '2025-12-30'),
      pay('y5', 'I1', 'P4', 710_000, '2026-03-15'),
      pay('y6', 'I3', 'P5', 300_000, '2026-03-21', 'failed'),
      pay('y7', 'I3', 'P5', 150_000, '2026-03-25'),
    ])
    .execute();
  const now = day('2026-01-01');
  await db
    .insertInto('commission_plans')
    .values([
      { user_id: erin.user.id, basis: 'revenue', basis_points: 500, updated_at: now },
      { user_id: sam.user.id, basis: 'gross-profit', basis_points: 1000, updated_at: now },
    ])
    .execute();
  return { erin, sam };
}
