import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
import type { ReceivablesReport } from '../../../domain/receivables/receivables';
import { AGE_BUCKET_LABELS, AGE_BUCKETS } from '../../../domain/receivables/receivables';
import { buttonStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import type { CSV_FILES } from './api';
import { downloadCsv, receivablesQuery } from './api';
import { ReminderSettingsCard } from './reminder-settings';

const TITLE = 'Receivables';
const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** /receivables: the owner's open invoices by age, the accountant's CSVs, overdue reminders. */
export function ReceivablesPage() {
  const can = usePermissions();
  if (!can.manageCompany) {
    return (
      <>
        <PageHeader title={TITLE} />
        <NoAccess>Only the owner sees what customers owe.</NoAccess>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Every invoice with a balance, by how long it is past due."
        actions={<CsvButton name="receivablesExportCsv" label="Receivables (CSV)" />}
      />
      <div className="space-y-6">
        <Report />
        <section aria-labelledby="exports-heading" className={card}>
          <h2 id="exports-heading" className="text-lg font-semibold text-slate-900">
            For the accountant
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every sent invoice and every payment (refunds as negative amounts), as spreadsheets.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <CsvButton name="invoicesExportCsv" label="Invoices (CSV)" />
            <CsvButton name="paymentsExportCsv" label="Payments (CSV)" />
          </div>
        </section>
        <ReminderSettingsCard />
      </div>
    </>
  );
}

function CsvButton({ name, label }: { name: keyof typeof CSV_FILES; label: string }) {
  const download = useMutation({ mutationFn: () => downloadCsv(name) });
  return (
    <div>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Exporting…' : label}
      </button>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not export: {download.error.message}
        </p>
      )}
    </div>
  );
}

function Report() {
  const report = useQuery(receivablesQuery());
  if (report.isPending) return <LoadingState label="Loading receivables…" />;
  if (report.isError) {
    return (
      <ErrorState
        title="Could not load the receivables"
        message={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <Aged report={report.data} />;
}

function Aged({ report }: { report: ReceivablesReport }) {
  return (
    <>
      <section aria-labelledby="totals-heading" className={card}>
        <h2 id="totals-heading" className="text-lg font-semibold text-slate-900">
          Owed as of {formatIsoDate(report.asOf)}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-6">
          {AGE_BUCKETS.map((b) => (
            <div key={b} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{AGE_BUCKET_LABELS[b]}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-bucket={b}>
                {formatUsdCents(report.totals[b])}
              </dd>
            </div>
          ))}
          <div className="rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-slate-700">Total</dt>
            <dd className="text-lg font-bold tabular-nums" data-bucket="total">
              {formatUsdCents(report.totalCents)}
            </dd>
          </div>
        </dl>
      </section>
      {report.invoices.length === 0 ? (
        <EmptyState title="Nothing is owed">
          Sent invoices with a balance appear here, oldest due first.
        </EmptyState>
      ) : (
        <section aria-labelledby="open-heading" className={card}>
          <h2 id="open-heading" className="text-lg font-semibold text-slate-900">
            Open invoices
          </h2>
          <ul className="mt-3 divide-y divide-slate-200">
            {report.invoices.map((i) => {
              const reminders = report.reminders.filter((r) => r.invoiceId === i.id);
              return (
                <li key={i.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
                  <Link
                    to={`/projects/${i.projectId}`}
                    className="font-medium text-brand-700 hover:text-brand-800"
                  >
                    {i.number}
                  </Link>
                  <span className="min-w-0 flex-1 text-slate-800">{i.customerName}</span>
                  <span className="text-sm text-slate-600">
                    Due {formatIsoDate(i.dueOn)}
                    {i.daysOverdue > 0 ? `, ${i.daysOverdue} days late` : ''}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatUsdCents(i.balanceCents)}
                  </span>
                  {reminders.length > 0 && (
                    <span className="w-full text-sm text-slate-600">
                      Reminders:{' '}
                      {reminders
                        .map(
                          (r) =>
                            `${r.daysAfter} days (${r.status === 'sent' ? `sent ${formatIsoDate(r.at.slice(0, 10))}` : r.status})`,
                        )
                        .join(', ')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
