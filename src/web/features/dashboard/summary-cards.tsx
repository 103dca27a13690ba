import { formatNumber, formatUsd } from '../../../domain/format/format';
import type { DashboardSummary } from '../../../domain/project/project';
import { usePermissions } from '../../lib/permissions';

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const can = usePermissions();
  const cards = [
    { label: 'Total Estimates', value: formatNumber(summary.totalProjects, 0) },
    { label: 'Pending', value: formatNumber(summary.pending, 0) },
    { label: 'Completed', value: formatNumber(summary.completed, 0) },
    ...(can.seeMoney ? [{ label: 'Total Value', value: formatUsd(summary.totalValueCents) }] : []),
  ];
  return (
    <section aria-label="Summary">
      <dl
        className={`grid grid-cols-2 gap-3 ${cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {cards.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
