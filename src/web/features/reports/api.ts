import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { Report, ReportName, ReportPeriod } from '../../../domain/reports/reports';
import { apiFetch, apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

// The reports' data: one report's rows for a period, and its CSV as a download.

const query = (p: ReportPeriod, format?: 'csv') => ({
  from: p.from,
  to: p.to,
  ...(format ? { format } : {}),
});

export const reportQuery = (name: ReportName, period: ReportPeriod) =>
  queryOptions({
    queryKey: ['reports', name, period.from, period.to] as const,
    queryFn: () => apiFetch<Report>(apiPath('report', { name }, query(period))),
    // Figures for a period change only as work is recorded: read again on each visit.
    staleTime: 30_000,
    networkMode: 'online',
  });

export async function downloadReportCsv(name: ReportName, period: ReportPeriod): Promise<string> {
  const res = await apiRequest(apiPath('report', { name }, query(period, 'csv')), {
    accept: 'text/csv',
  });
  return saveDownload(res, `${name}.csv`);
}
