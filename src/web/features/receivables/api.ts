import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { ReceivablesReport, ReminderSettings } from '../../../domain/receivables/receivables';
import { apiFetch, apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

// The receivables feature's queries: the report by age and the owner's reminder settings.

export const receivablesKeys = {
  report: ['receivables'] as const,
  reminders: ['reminder-settings'] as const,
};

export const receivablesQuery = () =>
  queryOptions({
    queryKey: receivablesKeys.report,
    queryFn: () => apiFetch<ReceivablesReport>(apiPath('receivables')),
  });

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: receivablesKeys.reminders,
    queryFn: () => apiFetch<ReminderSettings>(apiPath('reminderSettings')),
  });

/** The three spreadsheets of this screen, saved as downloads. */
export const CSV_FILES = {
  receivablesExportCsv: 'receivables.csv',
  invoicesExportCsv: 'invoices.csv',
  paymentsExportCsv: 'payments.csv',
} as const;

export async function downloadCsv(name: keyof typeof CSV_FILES): Promise<string> {
  const res = await apiRequest(apiPath(name), { accept: 'text/csv' });
  return saveDownload(res, CSV_FILES[name]);
}

export async function saveReminderSettings(body: {
  enabled: boolean;
  days: string;
}): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>(apiPath('reminderSettings'), {
    method: 'PUT',
    json: body,
  });
}
