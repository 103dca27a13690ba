import { sql } from 'kysely';
import { localIsoDate } from '../../domain/format/dates';
import { newId } from '../../domain/common/ids';
import { dueDateOf } from '../../domain/invoicing/balance';
import type { InvoiceKind, PaymentTerms } from '../../domain/invoicing/defaults';
import { formatInvoiceNumber } from '../../domain/invoicing/numbers';
import type { InvoiceSettingsInput } from '../../domain/invoicing/schemas';
import { stageOnFinalInvoiceSent } from '../../domain/invoicing/stages';
import type { Invoice, InvoiceSettings, Outstanding } from '../../domain/invoicing/types';
import type { Db } from './connection';
import { jobMoney, lockProject, readInvoices } from './invoice-reads';
import { toInvoiceSettings } from './invoice-rows';
import type { MovedBy } from './pipeline-repository';
import { autoMoveStage } from './pipeline-repository';

// Invoices: numbered inside the transaction that makes them, sent behind a customer link whose
// token only the customer has (the hash is kept), voided but never deleted.

export interface NewInvoice {
  kind: InvoiceKind;
  label: string;
  final: boolean;
  taxPercent: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: { description: string; amountCents: number; taxable: boolean }[];
}

export type CreateInvoicesResult =
  { kind: 'created'; invoices: Invoice[] } | { kind: 'not-found' } | { kind: 'schedule-exists' };

export type InvoiceChange =
  | { kind: 'done'; invoice: Invoice }
  | { kind: 'not-found' }
  | { kind: 'refused'; invoice: Invoice; reason: 'void' | 'has-payments' | 'version' };

const today = () => localIsoDate();

export function invoicesRepository(db: Db) {
  const one = async (id: string, tx = db as Parameters<typeof readInvoices>[0]) =>
    (await readInvoices(tx, { ids: [id] }, today()))[0];

  return {
    get: (id: string) => one(id),

    listForProject: (projectId: string) => readInvoices(db, { projectId }, today()),

    byTokenHash: async (hash: string) => (await readInvoices(db, { tokenHash: hash }, today()))[0],

    /** Invoiced, collected and balance of a job (the costing and reports read these). */
    jobMoney: (projectId: string) => jobMoney(db, projectId),

    /**
     * Creates invoices of a project in one transaction, each numbered from the year's counter
     * as it is made. A schedule is refused while the job has one not voided.
     */
    async create(
      projectId: string,
      invoices: readonly NewInvoice[],
      by: string | null,
      now = new Date(),
    ): Promise<CreateInvoicesResult> {
      const iso = now.toISOString();
      const year = now.getFullYear();
      return db.transaction().execute(async (trx): Promise<CreateInvoicesResult> => {
        if (!(await lockProject(trx, projectId))) return { kind: 'not-found' };
        if (invoices.some((i) => i.kind === 'schedule-part')) {
          const existing = await trx
            .selectFrom('invoices')
            .select('id')
            .where('project_id', '=', projectId)
            .where('kind', '=', 'schedule-part')
            .where('voided_at', 'is', null)
            .executeTakeFirst();
          if (existing) return { kind: 'schedule-exists' };
        }
        const settings = toInvoiceSettings(
          await trx
            .selectFrom('invoice_settings')
            .selectAll()
            .where('id', '=', 1)
            .executeTakeFirstOrThrow(),
        );
        const ids: string[] = [];
        for (const inv of invoices) {
          // One upsert takes the next number and holds the year's row until commit: a
          // concurrent invoice waits for it, and a rollback gives the number back.
          const counter = await trx
            .insertInto('invoice_counters')
            .values({ year, last_number: 1 })
            .onConflict((oc) =>
              oc.column('year').doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
            )
            .returning('last_number')
            .executeTakeFirstOrThrow();
          const seq = Number(counter.last_number);
          const id = newId(now.getTime());
          ids.push(id);
          await trx
            .insertInto('invoices')
            .values({
              id,
              number: formatInvoiceNumber(settings.numberFormat, year, seq),
              number_year: year,
              number_seq: seq,
              project_id: projectId,
              kind: inv.kind,
              label: inv.label,
              final: inv.final ? 1 : 0,
              subtotal_cents: inv.subtotalCents,
              tax_percent: inv.taxPercent,
              tax_cents: inv.taxCents,
              total_cents: inv.totalCents,
              payment_terms: settings.paymentTerms,
              created_at: iso,
              created_by: by,
              updated_at: iso,
              updated_by: by,
            })
            .execute();
          if (inv.lines.length > 0) {
            await trx
              .insertInto('invoice_lines')
              .values(
                inv.lines.map((l, n) => ({
                  id: newId(now.getTime()),
                  invoice_id: id,
                  position: n,
                  description: l.description,
                  amount_cents: l.amountCents,
                  taxable: l.taxable ? 1 : 0,
                })),
              )
              .execute();
          }
        }
        return { kind: 'created', invoices: await readInvoices(trx, { ids }, today()) };
      });
    },

    /**
     * Sends (or sends again): a new link token hash (an older link stops working), the issue
     * and due dates on the first sending, and the final invoice moves the job to Invoiced.
     */
    async markSent(
      id: string,
      tokenHash: string,
      by: MovedBy,
      now = new Date(),
    ): Promise<InvoiceChange> {
      const iso = now.toISOString();
      return db.transaction().execute(async (trx): Promise<InvoiceChange> => {
        const row = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { kind: 'not-found' };
        await lockProject(trx, row.project_id);
        if (row.voided_at !== null) {
          return { kind: 'refused', invoice: (await one(id, trx))!, reason: 'void' };
        }
        const issue = row.issue_date ?? localIsoDate(now);
        await trx
          .updateTable('invoices')
          .set({
            customer_token_hash: tokenHash,
            sent_at: row.sent_at ?? iso,
            issue_date: issue,
            due_date: row.due_date ?? dueDateOf(issue, row.payment_terms),
            updated_at: iso,
            updated_by: by.id,
            version: sql<number>`version + 1`,
          })
          .where('id', '=', id)
          .execute();
        if (Number(row.final) === 1) {
          await autoMoveStage(trx, row.project_id, stageOnFinalInvoiceSent, by, iso);
        }
        return { kind: 'done', invoice: (await one(id, trx))! };
      });
    },

    async markEmailed(id: string, to: string, at = new Date()): Promise<void> {
      await db
        .updateTable('invoices')
        .set({ emailed_to: to, emailed_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** The customer opened the link; answers true for the first opening. */
    async markViewed(id: string, at = new Date()): Promise<boolean> {
      const iso = at.toISOString();
      const r = await db
        .updateTable('invoices')
        .set({
          first_viewed_at: sql<string>`coalesce(first_viewed_at, ${iso})`,
          last_viewed_at: iso,
          view_count: sql<number>`view_count + 1`,
        })
        .where('id', '=', id)
        .returning('view_count')
        .executeTakeFirst();
      return Number(r?.view_count) === 1;
    },

    /** Voids an invoice with no money on it; its number stays used. */
    async void(id: string, reason: string, by: string, version?: number): Promise<InvoiceChange> {
      const iso = new Date().toISOString();
      return db.transaction().execute(async (trx): Promise<InvoiceChange> => {
        const row = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { kind: 'not-found' };
        await lockProject(trx, row.project_id);
        const current = (await one(id, trx))!;
        if (current.voidedAt !== null) return { kind: 'refused', invoice: current, reason: 'void' };
        if (version !== undefined && version !== current.version) {
          return { kind: 'refused', invoice: current, reason: 'version' };
        }
        if (current.payments.some((p) => p.status !== 'failed')) {
          if (current.paidCents !== 0 || current.payments.some((p) => p.status === 'processing')) {
            return { kind: 'refused', invoice: current, reason: 'has-payments' };
          }
        }
        await trx
          .updateTable('invoices')
          .set({
            voided_at: iso,
            voided_by: by,
            void_reason: reason,
            // The link stops working: a void invoice is not for paying.
            customer_token_hash: null,
            updated_at: iso,
            updated_by: by,
            version: sql<number>`version + 1`,
          })
          .where('id', '=', id)
          .execute();
        return { kind: 'done', invoice: (await one(id, trx))! };
      });
    },

    /** Sent, not void, with a balance: the dashboard's Outstanding figure. */
    async outstanding(on = today()): Promise<Outstanding> {
      const rows = await db
        .selectFrom('invoices')
        .select(['total_cents', 'due_date'])
        .select((eb) =>
          eb
            .selectFrom('payments')
            .select((p) => p.fn.coalesce(p.fn.sum<number>('amount_cents'), p.lit(0)).as('c'))
            .whereRef('payments.invoice_id', '=', 'invoices.id')
            .where('payments.status', '=', 'completed')
            .as('paid_cents'),
        )
        .where('voided_at', 'is', null)
        .where('sent_at', 'is not', null)
        .execute();
      let balanceCents = 0;
      let overdueCents = 0;
      let openInvoices = 0;
      for (const r of rows) {
        const owed = Number(r.total_cents) - Number(r.paid_cents);
        if (owed <= 0) continue;
        openInvoices += 1;
        balanceCents += owed;
        if (r.due_date !== null && on > r.due_date) overdueCents += owed;
      }
      return { balanceCents, overdueCents, openInvoices };
    },

    async settings(): Promise<InvoiceSettings> {
      return toInvoiceSettings(
        await db
          .selectFrom('invoice_settings')
          .selectAll()
          .where('id', '=', 1)
          .executeTakeFirstOrThrow(),
      );
    },

    /** Saves the settings if the version is the one read; undefined on a conflict. */
    async saveSettings(
      input: InvoiceSettingsInput,
      by: string | null,
    ): Promise<InvoiceSettings | undefined> {
      const row = await db
        .updateTable('invoice_settings')
        .set({
          schedule_json: JSON.stringify(input.schedule),
          number_format: input.numberFormat,
          payment_terms: input.paymentTerms as PaymentTerms,
          how_to_pay: input.howToPay,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', 1)
        .where('version', '=', input.version)
        .returningAll()
        .executeTakeFirst();
      return row && toInvoiceSettings(row);
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
