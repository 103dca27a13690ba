import { useMutation, useQuery } from '@tanstack/react-query';
import { formatIsoMonth, formatUsd } from '../../../domain/format/format';
import type { Cell, CellKind } from '../../../domain/reports/report-table';
import { reportTable } from '../../../domain/reports/report-table';
import type { Report, ReportName, ReportPeriod } from '../../../domain/reports/reports';
import { buttonStyles } from '../../components/ui/button-styles';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { downloadReportCsv, reportQuery } from './api';
import { BarChart } from './bar-chart';
import { chartData } from './chart-data';
import { useLingui } from './i18n';
import { reportDefinition, reportTitle, tableWord } from './report-words';
import { currentLanguage } from '../../lib/i18n/catalogs';

function cellText(cell: Cell, kind: CellKind): string {
  if (cell === null) return '–';
  if (kind === 'cents') return formatUsd(Number(cell));
  if (kind === 'percent') return `${cell}%`;
  if (kind === 'month') return formatIsoMonth(String(cell), currentLanguage());
  if (kind === 'text') return tableWord(String(cell));
  return String(cell);
}

/** Words and months read from the left; figures line up on the right. */
const isTextual = (kind: CellKind) => kind === 'text' || kind === 'month';

function hasFigures(report: Report): boolean {
  return chartData(report).items.some((i) => i.values.some((v) => v !== 0));
}

/** One report: its chart, the table under it, what the figure means, and its CSV. */
export function ReportCard({ name, period }: { name: ReportName; period: ReportPeriod }) {
  const { i18n } = useLingui();
  const report = useQuery(reportQuery(name, period));
  const download = useMutation({ mutationFn: () => downloadReportCsv(name, period) });
  const title = reportTitle(name);
  const headingId = `report-${name}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!report.data || download.isPending}
          onClick={() => download.mutate()}
          aria-label={i18n._('Download {title} (CSV)', { title })}
        >
          {download.isPending ? i18n._('Downloading…') : 'CSV'}
        </button>
      </div>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {i18n._('Could not download the CSV: {message}', { message: download.error.message })}
        </p>
      )}
      <div className="mt-3">
        {report.isPending ? (
          // About a report's height, so the cards below do not jump as each answer arrives.
          <div className="min-h-80">
            <SectionLoading label={i18n._('Loading {title}…', { title: title.toLowerCase() })} />
          </div>
        ) : report.isError ? (
          <SectionError
            what={title.toLowerCase()}
            message={report.error.message}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <ReportBody report={report.data} title={title} />
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700">{reportDefinition(name)}</p>
    </section>
  );
}

function ReportBody({ report, title }: { report: Report; title: string }) {
  const { i18n } = useLingui();
  const table = reportTable(report);
  return (
    <>
      {hasFigures(report) ? (
        <BarChart title={title} data={chartData(report)} />
      ) : (
        <p className="text-slate-600">{i18n._('Nothing in this period yet.')}</p>
      )}
      {report.name === 'margin' && (
        <p className="mt-2 text-sm">
          {report.below.length === 0
            ? i18n._('No job under {threshold}% margin.', { threshold: report.thresholdPercent })
            : i18n._('Under {threshold}% margin: {jobs}.', {
                threshold: report.thresholdPercent,
                jobs: report.below.map((r) => r.projectName).join(', '),
              })}
          {report.total.withoutCosts > 0 &&
            ` ${i18n._('{count} sold job(s) have no costs entered yet and are left out.', { count: report.total.withoutCosts })}`}
        </p>
      )}
      {/* Focusable so a keyboard can scroll a table wider than a phone. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {table.columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`px-2 py-1 font-semibold ${isTextual(c.kind) ? '' : 'text-right'}`}
                >
                  {tableWord(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i} className="border-b border-slate-100">
                {row.map((cell, k) => {
                  const kind = table.columns[k]?.kind ?? 'text';
                  return (
                    <td
                      key={k}
                      className={`px-2 py-1 ${isTextual(kind) ? '' : 'text-right tabular-nums'}`}
                    >
                      {cellText(cell, kind)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
