import { Link } from 'react-router';
import { formatIsoDate, formatUsd } from '../../../domain/format/format';
import type { Project } from '../../../domain/project/project';
import { roofMeasured } from '../../../domain/takeoff/roof-measured';
import { formatPitch } from '../../../domain/takeoff/pitch-text';
import { usePermissions } from '../../lib/permissions';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { useLingui } from './i18n';
import { costOptionLabel, notMeasuredText, sqFtText } from './project-texts';
import { StatusBadge } from './status-badge';

/** A project at a glance; the whole card opens the project's page. */
export function ProjectCard({ project: p }: { project: Project }) {
  const { i18n } = useLingui();
  const can = usePermissions();
  // Unmeasured: one "Not measured yet" stands for the area, the pitch and a price of $0.
  const measured = roofMeasured(p);
  return (
    <Link
      to={`/projects/${p.id}`}
      className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-700 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{p.name}</h3>
        <StatusBadge status={p.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{p.address}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{i18n._('Date')}</dt>
        <dd className="text-right font-medium">{formatIsoDate(p.date, currentLanguage())}</dd>
        {measured ? (
          <>
            <dt className="text-slate-600">{i18n._('Roof area')}</dt>
            <dd className="text-right font-medium">{sqFtText(p.roofAreaSqFt)}</dd>
            <dt className="text-slate-600">{i18n._('Pitch')}</dt>
            <dd className="text-right font-medium">{formatPitch(p.pitch)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">{i18n._('Roof')}</dt>
            <dd className="text-right text-slate-600">{notMeasuredText()}</dd>
          </>
        )}
        {can.seeMoney && (measured || p.estimatedCostCents > 0) && (
          <>
            <dt className="text-slate-600">{i18n._('Estimate')}</dt>
            <dd className="text-right font-semibold text-slate-900">
              {formatUsd(p.estimatedCostCents)}
              {costOptionLabel(p) && (
                <span className="block text-xs font-normal text-slate-600">
                  {costOptionLabel(p)}
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
    </Link>
  );
}
