import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportName, ReportPeriod } from '../../../domain/reports/reports';
import { MAX_REPORT_DAYS } from '../../../domain/reports/reports';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingState } from '../../components/ui/status-message';
import { useSessionUser } from '../account/api';
import { inReadersLanguage } from '../../lib/i18n/field-messages';
import { reportQuery, reportsAsked } from './api';
import { i18n, useLingui } from './i18n';
import { ReportCard } from './report-card';

/** /reports: the owner's numbers for a period (an estimator's own sales figures). */
export function ReportsPage() {
  const { i18n } = useLingui();
  const { role } = useSessionUser();
  const [params, setParams] = useSearchParams();
  const { asked, problem, period, names } = reportsAsked(params, role);
  const setDate = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
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
      <ReportGrid names={names} period={period} />
    </div>
  );
}

/**
 * The report cards. On the first visit they show together, once every report has answered: a
 * card's chart and table are taller than its loading state, so cards drawn as each answer
 * arrived pushed the ones below them down the page. A later period's answers arrive in cards
 * already drawn (the person asked for them: nothing moves unexpected).
 */
function ReportGrid({ names, period }: { names: readonly ReportName[]; period: ReportPeriod }) {
  const { i18n } = useLingui();
  const answered = useQueries({
    queries: names.map((name) => reportQuery(name, period)),
    combine: (answers) => answers.every((a) => !a.isPending),
  });
  const [shown, setShown] = useState(false);
  if (answered && !shown) setShown(true);
  if (!answered && !shown) {
    return (
      <LoadingState
        label={i18n._('Loading {title}…', { title: i18n._('Reports').toLowerCase() })}
      />
    );
  }
  return (
    // Columns of minmax(0, 1fr): a wide table scrolls inside its card rather than widening
    // the page on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
      {names.map((name) => (
        <ReportCard key={name} name={name} period={period} />
      ))}
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
