import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsdCents } from '../../../domain/format/format';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { outstandingQuery } from './api';
import { useLingui } from './i18n';

// What customers still owe, beside the summary cards (which stay as they are): for the roles
// that see money; the server refuses the figure to the others too.

export function OutstandingCard() {
  const { i18n } = useLingui();
  const { seeMoney: can, manageCompany: seesReceivables } = usePermissions();
  const outstanding = useQuery({ ...outstandingQuery(), enabled: can });
  if (!can) return null;

  let body;
  if (outstanding.isPending) body = <SectionLoading label={i18n._('Loading what is owed…')} />;
  else if (outstanding.isError)
    body = (
      <SectionError
        what={i18n._('what is owed')}
        message={outstanding.error.message}
        onRetry={() => void outstanding.refetch()}
      />
    );
  else {
    const { balanceCents, overdueCents, openInvoices } = outstanding.data;
    body = (
      <dl className="flex flex-wrap items-end gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm font-medium text-slate-600">{i18n._('Outstanding')}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {formatUsdCents(balanceCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{i18n._('Overdue')}</dt>
          <dd
            className={`mt-1 text-xl font-semibold ${overdueCents > 0 ? 'text-red-700' : 'text-slate-900'}`}
          >
            {formatUsdCents(overdueCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{i18n._('Open invoices')}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{openInvoices}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section
      aria-labelledby="outstanding-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="outstanding-heading" className="text-lg font-semibold">
          {i18n._('Owed to you')}
        </h2>
        {seesReceivables && (
          <Link
            to="/receivables"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {i18n._('Receivables by age')}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}
