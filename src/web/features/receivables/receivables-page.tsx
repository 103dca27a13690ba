import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
import type {
  AgeBucket,
  ReceivablesReport,
  ReminderLogEntry,
} from '../../../domain/receivables/receivables';
import { AGE_BUCKETS } from '../../../domain/receivables/receivables';
import { buttonStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import type { CSV_FILES } from './api';
import { downloadCsv, receivablesQuery } from './api';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { i18n, useLingui } from './i18n';
import { ReminderSettingsCard } from './reminder-settings';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** /receivables: the owner's open invoices by age, the accountant's CSVs, overdue reminders. */
export function ReceivablesPage() {
  const { i18n } = useLingui();
  const can = usePermissions();
  const TITLE = i18n._(SCREEN_HEADINGS.receivables.title);
  if (!can.manageCompany) {
    return (
      <>
        <PageHeader title={TITLE} />
        <NoAccess>{i18n._('Only the owner sees what customers owe.')}</NoAccess>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description={i18n._(SCREEN_HEADINGS.receivables.description)}
        actions={<CsvButton name="receivablesExportCsv" label={i18n._('Receivables (CSV)')} />}
      />
      <Report />
    </>
  );
}

function CsvButton({ name, label }: { name: keyof typeof CSV_FILES; label: string }) {
  const { i18n } = useLingui();
  const download = useMutation({ mutationFn: () => downloadCsv(name) });
  return (
    <div>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? i18n._('Exporting…') : label}
      </button>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {i18n._('Could not export: {message}', { message: download.error.message })}
        </p>
      )}
    </div>
  );
}

/**
 * The report, then the accountant's files and the reminders: shown together once the report has
 * answered, so the report's cards arriving never push down what is already on the screen.
 */
function Report() {
  const { i18n } = useLingui();
  const report = useQuery(receivablesQuery());
  if (report.isPending) return <LoadingState label={i18n._('Loading receivables…')} />;
  return (
    <div className="space-y-6">
      {report.isError ? (
        <ErrorState
          title={i18n._('Could not load the receivables')}
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Aged report={report.data} />
      )}
      <section aria-labelledby="exports-heading" className={card}>
        <h2 id="exports-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('For the accountant')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {i18n._(
            'Every sent invoice and every payment (refunds as negative amounts), as spreadsheets.',
          )}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <CsvButton name="invoicesExportCsv" label={i18n._('Invoices (CSV)')} />
          <CsvButton name="paymentsExportCsv" label={i18n._('Payments (CSV)')} />
        </div>
      </section>
      <ReminderSettingsCard />
    </div>
  );
}

function Aged({ report }: { report: ReceivablesReport }) {
  const { i18n } = useLingui();
  const language = currentLanguage();
  const date = (isoDate: string) => formatIsoDate(isoDate, language);
  return (
    <>
      <section aria-labelledby="totals-heading" className={card}>
        <h2 id="totals-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('Owed as of {date}', { date: date(report.asOf) })}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-6">
          {AGE_BUCKETS.map((b) => (
            <div key={b} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{ageLabel(b)}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-bucket={b}>
                {formatUsdCents(report.totals[b])}
              </dd>
            </div>
          ))}
          <div className="rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-slate-700">{i18n._('Total')}</dt>
            <dd className="text-lg font-bold tabular-nums" data-bucket="total">
              {formatUsdCents(report.totalCents)}
            </dd>
          </div>
        </dl>
      </section>
      {report.invoices.length === 0 ? (
        <EmptyState title={i18n._('Nothing is owed')}>
          {i18n._('Sent invoices with a balance appear here, oldest due first.')}
        </EmptyState>
      ) : (
        <section aria-labelledby="open-heading" className={card}>
          <h2 id="open-heading" className="text-lg font-semibold text-slate-900">
            {i18n._('Open invoices')}
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
                    {i.daysOverdue > 0
                      ? i18n._('Due {date}, {days} days late', {
                          date: date(i.dueOn),
                          days: i.daysOverdue,
                        })
                      : i18n._('Due {date}', { date: date(i.dueOn) })}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatUsdCents(i.balanceCents)}
                  </span>
                  {reminders.length > 0 && (
                    <span className="w-full text-sm text-slate-600">
                      {i18n._('Reminders: {list}', {
                        list: reminders.map((r) => reminderText(r, date)).join(', '),
                      })}
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

/** An age bucket's name (the domain's AGE_BUCKET_LABELS) in the reader's language. */
function ageLabel(bucket: AgeBucket): string {
  const labels: Record<AgeBucket, string> = {
    // Its own id: "Current" elsewhere is a value as it is now ("Actual"), here not yet overdue.
    current: i18n._({ id: 'Current (not yet due)', message: 'Current' }),
    '1-30': i18n._('1-30 days'),
    '31-60': i18n._('31-60 days'),
    '61-90': i18n._('61-90 days'),
    '90+': i18n._('Over 90 days'),
  };
  return labels[bucket];
}

/** "7 days (sent Nov 3, 2026)": a reminder, when it goes after the due date and where it stands. */
function reminderText(r: ReminderLogEntry, date: (isoDate: string) => string): string {
  if (r.status === 'sent') {
    return i18n._('{days} days (sent {date})', {
      days: r.daysAfter,
      date: date(r.at.slice(0, 10)),
    });
  }
  if (r.status === 'sending') return i18n._('{days} days (sending)', { days: r.daysAfter });
  return i18n._('{days} days (failed)', { days: r.daysAfter });
}
