import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  DEFAULT_HOW_TO_PAY,
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_SCHEDULE,
} from '../../../domain/invoicing/defaults';

// Invoicing: invoices of a project (a part of its payment schedule, or a change order), their
// lines, the payments received (refunds are negative entries pointing at the payment, never a
// deletion), the numbering counter of each year, and the company's invoice settings.
// Money is integer cents in bigint columns (a contract can pass 2^31 cents).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    // [{ label, percent } | { label, amountCents }]: the schedule a new job is offered.
    .addColumn('schedule_json', 'text', (c) => c.notNull())
    .addColumn('number_format', 'text', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) =>
      c.notNull().check(sql`payment_terms in ('due-on-receipt', 'net-15', 'net-30')`),
    )
    .addColumn('how_to_pay', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('invoice_settings' as never)
    .values({
      id: 1,
      schedule_json: JSON.stringify(DEFAULT_SCHEDULE),
      number_format: DEFAULT_NUMBER_FORMAT,
      payment_terms: DEFAULT_PAYMENT_TERMS,
      how_to_pay: DEFAULT_HOW_TO_PAY,
      updated_at: new Date().toISOString(),
    } as never)
    .execute();

  // The last number given in each year. Taken with one upsert inside the invoice's own
  // transaction: two invoices at once wait for each other, and a rolled-back invoice gives its
  // number back, so numbers are never shared and never skipped.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('number_year', 'integer', (c) => c.notNull())
    .addColumn('number_seq', 'integer', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('schedule-part', 'change-order')`),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    // The last part of a schedule: sending it moves the job to Invoiced (0/1).
    .addColumn('final', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('tax_percent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_cents', 'bigint', (c) => c.notNull().check(sql`tax_cents >= 0`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('payment_terms', 'text', (c) =>
      c.notNull().check(sql`payment_terms in ('due-on-receipt', 'net-15', 'net-30')`),
    )
    // Set when sent: the issue date and the due date the terms give.
    .addColumn('issue_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('emailed_to', 'text')
    .addColumn('emailed_at', 'text')
    .addColumn('first_viewed_at', 'text')
    .addColumn('last_viewed_at', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voided_at', 'text')
    .addColumn('voided_by', 'text')
    .addColumn('void_reason', 'text')
    // SHA-256 of the customer's link token; null until the invoice is sent.
    .addColumn('customer_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('invoices_year_seq', ['number_year', 'number_seq'])
    .execute();
  await db.schema
    .createIndex('invoices_project_created')
    .on('invoices')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('taxable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice')
    .on('invoice_lines')
    .columns(['invoice_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // Negative for a refund.
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`method in ('check', 'cash', 'card', 'bank-transfer', 'insurance-check', 'financing', 'online-card', 'online-bank')`,
        ),
    )
    .addColumn('check_number', 'text')
    .addColumn('payer_kind', 'text', (c) =>
      c.notNull().check(sql`payer_kind in ('homeowner', 'insurance', 'lender', 'other')`),
    )
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // 1: taken beyond the invoice's balance, on purpose, as a credit on the job.
    .addColumn('is_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_of', 'text', (c) => c.references('payments.id'))
    .addColumn('reason', 'text')
    // Online payments: completed, or processing (a bank debit not yet cleared), or failed.
    // Only completed ones count toward the balance.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('completed')
        .check(sql`status in ('completed', 'processing', 'failed')`),
    )
    // A payment provider's own id for it ('stripe', 'pi_...'): recorded exactly once.
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('payments_provider_ref', ['provider', 'provider_ref'])
    .execute();
  await db.schema
    .createIndex('payments_invoice')
    .on('payments')
    .columns(['invoice_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_project')
    .on('payments')
    .columns(['project_id', 'paid_on'])
    .execute();
  await db.schema.createIndex('payments_refund_of').on('payments').column('refund_of').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'payments',
    'invoice_lines',
    'invoices',
    'invoice_counters',
    'invoice_settings',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
