import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Online payment and reminders, beside invoicing's tables (migration 022):
// - checkout_sessions: the Stripe Checkout Sessions made for an invoice, so the server can ask
//   Stripe about them when the customer comes back (a server Stripe cannot reach still learns
//   of a payment);
// - stripe_events: each webhook event Ridgeline acted on, by Stripe's id, so a replay is seen
//   (the payment itself is recorded once by payments' unique provider reference);
// - reminder_settings: the owner's overdue reminders (on/off, days after the due date);
// - invoice_reminders: each reminder of an invoice, keyed by (invoice, day) so of several
//   servers sharing one PostgreSQL only the one whose insert succeeds sends it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'complete', 'expired')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_sessions_invoice')
    .on('checkout_sessions')
    .columns(['invoice_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reminder_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Whole days after the due date, ascending, as JSON: [3, 7, 14].
    .addColumn('days_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db
    .insertInto('reminder_settings' as never)
    .values({
      id: 1,
      enabled: 0,
      days_json: '[3,7,14]',
      updated_at: new Date().toISOString(),
    } as never)
    .execute();

  await db.schema
    .createTable('invoice_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('days_after', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('sending', 'sent', 'failed')`),
    )
    .addColumn('sent_to', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addUniqueConstraint('invoice_reminders_once', ['invoice_id', 'days_after'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'invoice_reminders',
    'reminder_settings',
    'stripe_events',
    'checkout_sessions',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
