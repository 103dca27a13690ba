import { formatNumber, formatUsd } from '../../../domain/format/format';
import type { DashboardSummary } from '../../../domain/project/project';
import { usePermissions } from '../../lib/permissions';
import { useLingui } from './i18n';

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { i18n } = useLingui();
  const can = usePermissions();
  const cards = [
    {
      key: 'total',
      label: i18n._('Total Estimates'),
      value: formatNumber(summary.totalProjects, 0),
    },
    { key: 'pending', label: i18n._('Pending'), value: formatNumber(summary.pending, 0) },
    { key: 'completed', label: i18n._('Completed'), value: formatNumber(summary.completed, 0) },
    ...(can.seeMoney
      ? [{ key: 'value', label: i18n._('Total Value'), value: formatUsd(summary.totalValueCents) }]
      : []),
  ];
  return (
    <section aria-label={i18n._('Summary')}>
      <dl
        className={`grid grid-cols-2 gap-3 ${cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {cards.map((c) => (
          <div key={c.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{c.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {c.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
