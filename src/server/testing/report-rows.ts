import type { Insertable } from 'kysely';
import { sha256Hex } from '../db/proposal-snapshot';
import type { InvoicesTable, PaymentsTable, ProjectsTable, ProposalsTable } from '../db/schema';
import type { JobCostsTable } from '../db/schema-costing';

// Rows for the reports' tests and bench, written straight to the database: a report reads only a
// few columns, and thousands of proposals through the API would take minutes. Each builder
// fills every required column with a plain default; the caller sets what the report reads.

export function projectRow(
  p: Pick<ProjectsTable, 'id'> & Partial<Insertable<ProjectsTable>>,
): Insertable<ProjectsTable> {
  const at = p.created_at ?? '2026-01-01T12:00:00.000Z';
  return {
    name: `Job ${p.id}`,
    address: '100 Oak Ave, Portland, OR',
    stage_id: 'lead',
    stage_changed_at: at,
    date: at.slice(0, 10),
    roof_area_sq_ft: 2000,
    pitch: 6,
    estimated_cost_cents: 0,
    estimated_cost_option: null,
    estimated_cost_accepted: 0,
    estimated_tax_cents: 0,
    customer_name: 'Dana Customer',
    customer_phone: '',
    customer_email: '',
    notes: '',
    latitude: null,
    longitude: null,
    created_by: null,
    updated_by: null,
    created_at: at,
    updated_at: at,
    ...p,
  };
}

/**
 * A proposal of one option. `beforeTaxCents` and `taxCents` make its total; an accepted one
 * (state 'accepted' with `decided_at`) books the total before tax.
 */
export function proposalRow(
  p: Pick<ProposalsTable, 'id' | 'project_id' | 'state' | 'created_at'> &
    Partial<Insertable<ProposalsTable>> & { beforeTaxCents?: number; taxCents?: number },
): Insertable<ProposalsTable> {
  const { beforeTaxCents = 1_000_000, taxCents = 0, ...row } = p;
  const snapshot = JSON.stringify({
    options: [{ name: 'Option', totals: { totalCents: beforeTaxCents + taxCents, taxCents } }],
  });
  const accepted = p.state === 'accepted';
  return {
    token_hash: sha256Hex(p.id).slice(0, 43),
    estimate_id: null,
    version_number: 1,
    snapshot_json: snapshot,
    snapshot_sha256: sha256Hex(snapshot),
    customer_name: 'Dana Customer',
    valid_until: '2099-01-01T00:00:00.000Z',
    created_by: null,
    decided_at: null,
    accepted_option: accepted ? 0 : null,
    accepted_before_tax_cents: accepted ? beforeTaxCents : null,
    ...row,
  };
}

/** An actual cost of a job (materials unless said otherwise). */
export function costRow(
  c: Pick<JobCostsTable, 'id' | 'project_id' | 'amount_cents'> & Partial<Insertable<JobCostsTable>>,
): Insertable<JobCostsTable> {
  const at = c.created_at ?? '2026-01-15T12:00:00.000Z';
  return {
    category: 'material',
    description: '',
    supplier: '',
    supplier_invoice_number: '',
    date: at.slice(0, 10),
    labor_method: null,
    crew_id: null,
    units: null,
    rate_cents: null,
    quantities_json: '[]',
    created_at: at,
    updated_at: at,
    created_by: null,
    updated_by: null,
    ...c,
  };
}

/** An invoice issued on `issue_date` (null: a draft), due on `due_date`. */
export function invoiceRow(
  i: Pick<InvoicesTable, 'id' | 'project_id' | 'total_cents'> & Partial<Insertable<InvoicesTable>>,
): Insertable<InvoicesTable> {
  const at = i.created_at ?? '2026-01-15T12:00:00.000Z';
  const seq = Number(i.id.replace(/\D/g, '')) || 1;
  return {
    number: `INV-${i.id}`,
    final: 0,
    tax_percent: 0,
    view_count: 0,
    number_year: 2026,
    number_seq: seq,
    kind: 'schedule-part',
    label: 'Invoice',
    subtotal_cents: i.total_cents - (i.tax_cents ?? 0),
    tax_cents: 0,
    payment_terms: 'net-30',
    issue_date: at.slice(0, 10),
    due_date: null,
    sent_at: at,
    emailed_to: null,
    emailed_at: null,
    first_viewed_at: null,
    last_viewed_at: null,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    customer_token_hash: null,
    created_at: at,
    created_by: null,
    updated_at: at,
    updated_by: null,
    ...i,
  };
}

/** A payment (negative: a refund) completed on `paid_on`. */
export function paymentRow(
  p: Pick<PaymentsTable, 'id' | 'invoice_id' | 'project_id' | 'amount_cents' | 'paid_on'> &
    Partial<Insertable<PaymentsTable>>,
): Insertable<PaymentsTable> {
  return {
    method: 'check',
    // Given even where the table has a default: a many-row insert on SQLite writes null for a
    // column one row leaves out.
    status: 'completed',
    note: '',
    is_credit: 0,
    check_number: null,
    payer_kind: 'homeowner',
    payer_name: 'Dana Customer',
    refund_of: null,
    reason: null,
    provider: null,
    provider_ref: null,
    created_at: `${p.paid_on}T12:00:00.000Z`,
    created_by: null,
    ...p,
  };
}
