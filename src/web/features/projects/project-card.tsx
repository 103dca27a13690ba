import { Link } from 'react-router';
import { formatIsoDate, formatSqFt, formatUsd } from '../../../domain/format/format';
import type { Project } from '../../../domain/project/project';
import { NOT_MEASURED, roofMeasured } from '../../../domain/takeoff/roof-measured';
import { formatPitch } from '../../../domain/takeoff/pitch-text';
import { costOptionText } from '../../../domain/estimate/working-option';
import { usePermissions } from '../../lib/permissions';
import { StatusBadge } from './status-badge';

/** A project at a glance; the whole card opens the project's page. */
export function ProjectCard({ project: p }: { project: Project }) {
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
        <dt className="text-slate-600">Date</dt>
        <dd className="text-right font-medium">{formatIsoDate(p.date)}</dd>
        {measured ? (
          <>
            <dt className="text-slate-600">Roof area</dt>
            <dd className="text-right font-medium">{formatSqFt(p.roofAreaSqFt)}</dd>
            <dt className="text-slate-600">Pitch</dt>
            <dd className="text-right font-medium">{formatPitch(p.pitch)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Roof</dt>
            <dd className="text-right text-slate-600">{NOT_MEASURED}</dd>
          </>
        )}
        {can.seeMoney && (measured || p.estimatedCostCents > 0) && (
          <>
            <dt className="text-slate-600">Estimate</dt>
            <dd className="text-right font-semibold text-slate-900">
              {formatUsd(p.estimatedCostCents)}
              {costOptionText(p) && (
                <span className="block text-xs font-normal text-slate-600">
                  {costOptionText(p)}
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
    </Link>
  );
}
