import type { Transaction } from 'kysely';
import type { Invoice } from '../../domain/invoicing/types';
import { isPostgres, type Tx } from './connection';
import { toInvoice, toLine, toPayments } from './invoice-rows';
import type { PaymentRow } from './invoice-rows';
import type { Database } from './schema';

// Reads shared by the invoice and payment repositories, inside or outside a transaction.

/**
 * Takes the project's row lock until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time already), so invoices and payments of one job are decided one after
 * another: no two schedules, no overpayment, and the job's balance read after the others' money.
 */
export async function lockProject(trx: Transaction<Database>, projectId: string): Promise<boolean> {
  let q = trx.selectFrom('projects').select('id').where('id', '=', projectId);
  if (isPostgres(trx)) q = q.forUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

/** Invoices with their lines and payments, oldest first. */
export async function readInvoices(
  db: Tx,
  where: { projectId?: string; ids?: readonly string[]; tokenHash?: string },
  today: string,
): Promise<Invoice[]> {
  let q = db.selectFrom('invoices').selectAll();
  if (where.projectId !== undefined) q = q.where('project_id', '=', where.projectId);
  if (where.ids !== undefined) {
    if (where.ids.length === 0) return [];
    q = q.where('id', 'in', where.ids);
  }
  if (where.tokenHash !== undefined) q = q.where('customer_token_hash', '=', where.tokenHash);
  const rows = await q.orderBy('number_year').orderBy('number_seq').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('payments')
      .leftJoin('users', 'users.id', 'payments.created_by')
      .selectAll('payments')
      .select('users.name as created_by_name')
      .where('payments.invoice_id', 'in', ids)
      .orderBy('payments.created_at')
      .orderBy('payments.id')
      .execute(),
  ]);
  return rows.map((r) =>
    toInvoice(
      r,
      lines.filter((l) => l.invoice_id === r.id).map(toLine),
      toPayments(payments.filter((p) => p.invoice_id === r.id) as PaymentRow[]),
      today,
    ),
  );
}

/** The job's money: invoiced (not void), collected (net), and the balance. */
export async function jobMoney(db: Tx, projectId: string) {
  const invoiced = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('cents'))
    .where('project_id', '=', projectId)
    .where('voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  const collected = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('project_id', '=', projectId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  const invoicedCents = Number(invoiced.cents);
  const collectedCents = Number(collected.cents);
  return { invoicedCents, collectedCents, balanceCents: invoicedCents - collectedCents };
}
