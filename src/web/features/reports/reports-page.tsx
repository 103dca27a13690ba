import { useSearchParams } from 'react-router';
import { localIsoDate } from '../../../domain/format/dates';
import type { ReportPeriod } from '../../../domain/reports/reports';
import {
  defaultPeriod,
  MAX_REPORT_DAYS,
  periodProblem,
  reportsFor,
} from '../../../domain/reports/reports';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useSessionUser } from '../account/api';
import { inReadersLanguage } from '../../lib/i18n/field-messages';
import { i18n, useLingui } from './i18n';
import { ReportCard } from './report-card';

/** /reports: the owner's numbers for a period (an estimator's own sales figures). */
export function ReportsPage() {
  const { i18n } = useLingui();
  const { role } = useSessionUser();
  const [params, setParams] = useSearchParams();
  const fallback = defaultPeriod(localIsoDate());
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  // Checked as the API checks it, without the schemas (zod is not part of this screen's code).
  const problem = periodProblem(asked);
  const period: ReportPeriod = problem === null ? asked : fallback;
  const setDate = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const names = role ? reportsFor(role) : [];
  return (
    <div>
      <PageHeader
        title={i18n._('Reports')}
        description={
          role === 'estimator'
            ? i18n._('Your own sales figures for a period.')
            : i18n._('The company’s numbers for a period.')
        }
      />
      <form
        className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md"
        onSubmit={(e) => e.preventDefault()}
        aria-label={i18n._('Period')}
      >
        <TextField
          label={i18n._('From')}
          type="date"
          value={asked.from}
          onChange={(e) => setDate('from', e.target.value)}
        />
        <TextField
          label={i18n._('To')}
          type="date"
          value={asked.to}
          onChange={(e) => setDate('to', e.target.value)}
        />
      </form>
      {problem && (
        <p role="alert" className="mb-4 text-sm text-red-800">
          {i18n._('{problem}. Showing {from} to {to}.', {
            problem: problemText(problem),
            from: period.from,
            to: period.to,
          })}
        </p>
      )}
      {names.length === 0 && (
        <p className="text-slate-700">
          {i18n._('The reports are the office’s. Ask the owner for the figures you need.')}
        </p>
      )}
      {/* Columns of minmax(0, 1fr): a wide table scrolls inside its card rather than widening
          the page on a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        {names.map((name) => (
          <ReportCard key={name} name={name} period={period} />
        ))}
      </div>
    </div>
  );
}

/** A period's problem (the domain's, in English) in the reader's language. */
function problemText(problem: string): string {
  if (problem === 'To must not be before from') return i18n._('To must not be before from');
  if (problem === `A period is at most ${MAX_REPORT_DAYS} days`) {
    return i18n._('A period is at most {days} days', { days: MAX_REPORT_DAYS });
  }
  return inReadersLanguage(problem);
}
