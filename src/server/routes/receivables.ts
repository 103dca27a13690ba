import type { FastifyPluginAsync } from 'fastify';
import { localIsoDate } from '../../domain/format/dates';
import type { ReceivablesReport } from '../../domain/receivables/receivables';
import { AGE_BUCKET_LABELS, ageReceivables } from '../../domain/receivables/receivables';
import {
  INVOICE_EXPORT_HEADER,
  invoiceExportRow,
  PAYMENT_EXPORT_HEADER,
  paymentExportRow,
  plainDollars,
  RECEIVABLES_EXPORT_HEADER,
} from '../../domain/receivables/exports';
import { csvSafeCell } from '../../domain/format/csv-cell';
import { reminderSettingsSchema } from '../../domain/receivables/schemas';
import { OWNER_ONLY, userOf } from '../auth/access';
import { spreadsheetCsv } from '../csv/write-csv';
import type { ReceivablesRepository } from '../db/receivables-repository';
import { sendDocument } from '../pdf/send-document';
import { parseOr400 } from '../problem';

/**
 * What is owed, for the owner: the receivables by age (screen and CSV), the accountant's
 * invoice and payment exports, and the overdue reminders' settings.
 */
export const receivablesRoutes: FastifyPluginAsync<{ receivables: ReceivablesRepository }> = async (
  app,
  { receivables },
) => {
  const report = async (): Promise<ReceivablesReport> => {
    const aged = ageReceivables(await receivables.openInvoices(), localIsoDate());
    return { ...aged, reminders: await receivables.remindersOf(aged.invoices.map((i) => i.id)) };
  };
  const csv = (reply: Parameters<typeof sendDocument>[0], name: string, rows: string[][]) =>
    sendDocument(reply, {
      type: 'text/csv; charset=utf-8',
      fileName: `${name}-${localIsoDate()}.csv`,
      body: async () => spreadsheetCsv(rows),
    });

  app.get('/api/receivables', OWNER_ONLY, report);

  app.get('/api/receivables/export.csv', OWNER_ONLY, async (_req, reply) => {
    const r = await report();
    return csv(reply, 'receivables', [
      RECEIVABLES_EXPORT_HEADER,
      ...r.invoices.map((i) => [
        csvSafeCell(i.number),
        csvSafeCell(i.customerName),
        i.issuedOn,
        i.dueOn,
        String(i.daysOverdue),
        AGE_BUCKET_LABELS[i.bucket],
        plainDollars(i.totalCents),
        plainDollars(i.balanceCents),
      ]),
      [],
      ...Object.entries(r.totals).map(([bucket, cents]) => [
        `Total ${AGE_BUCKET_LABELS[bucket as keyof typeof AGE_BUCKET_LABELS]}`,
        '',
        '',
        '',
        '',
        '',
        '',
        plainDollars(cents),
      ]),
      ['Total', '', '', '', '', '', '', plainDollars(r.totalCents)],
    ]);
  });

  app.get('/api/invoices/export.csv', OWNER_ONLY, async (_req, reply) =>
    csv(reply, 'invoices', [
      INVOICE_EXPORT_HEADER,
      ...(await receivables.invoicesForExport()).map(invoiceExportRow),
    ]),
  );

  app.get('/api/payments/export.csv', OWNER_ONLY, async (_req, reply) =>
    csv(reply, 'payments', [
      PAYMENT_EXPORT_HEADER,
      ...(await receivables.paymentsForExport()).map(paymentExportRow),
    ]),
  );

  app.get('/api/settings/reminders', OWNER_ONLY, async () => receivables.reminderSettings());

  app.put('/api/settings/reminders', OWNER_ONLY, async (req) => {
    const body = parseOr400(reminderSettingsSchema(), req.body, 'reminders');
    return receivables.saveReminderSettings(body, userOf(req).id);
  });
};
