import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { Role } from '../../../domain/account/account';
import { localIsoDate } from '../../../domain/format/dates';
import type { Report, ReportName, ReportPeriod } from '../../../domain/reports/reports';
import { defaultPeriod, periodProblem, reportsFor } from '../../../domain/reports/reports';
import { apiFetch, apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

// The reports' data: one report's rows for a period, and its CSV as a download.

/**
 * What a visit to /reports asks for: the period its URL names (`asked`, as typed), the one shown
 * (the default when the asked one is not a period, `problem` saying why) and the reports the
 * role sees. The page and the router's loader read the URL alike, so the loader asks for exactly
 * the reports the page then shows.
 */
export function reportsAsked(params: URLSearchParams, role: Role | null) {
  const fallback = defaultPeriod(localIsoDate());
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  // Checked as the API checks it, without the schemas (zod is not part of this screen's code).
  const problem = periodProblem(asked);
  const period: ReportPeriod = problem === null ? asked : fallback;
  return { asked, problem, period, names: role ? reportsFor(role) : [] };
}

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
