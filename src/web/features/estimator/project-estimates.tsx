import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLocalDate, formatUsd } from '../../../domain/format';
import { formatEstimateNumber } from '../../../domain/estimate-record';
import type { Project } from '../../../domain/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { projectEstimatesQuery } from './api';

/** The estimates section of a project's page (the estimator feature owns what it lists). */
export function ProjectEstimates({ project }: { project: Project }) {
  const estimates = useQuery(projectEstimatesQuery(project.id));
  // A project without measurements yet starts from the estimator's defaults.
  const params = new URLSearchParams({ projectId: project.id });
  if (project.roofAreaSqFt > 0) params.set('area', String(project.roofAreaSqFt));
  if (project.pitch > 0 && project.pitch <= 12) params.set('pitch', String(project.pitch));
  const newLink = (
    <Link to={`/estimator?${params}`} className={buttonStyles.primary}>
      New estimate
    </Link>
  );

  if (estimates.isPending) {
    return (
      <div>
        <p role="status" className="text-slate-600">
          Loading estimates…
        </p>
        <div className="mt-3">{newLink}</div>
      </div>
    );
  }
  if (estimates.isError) {
    return (
      <div>
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          Could not load the estimates: {estimates.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void estimates.refetch()}
          >
            Try again
          </button>
        </div>
        <div className="mt-3">{newLink}</div>
      </div>
    );
  }
  if (estimates.data.length === 0) {
    return (
      <div>
        <p className="text-slate-600">No saved estimates yet.</p>
        <div className="mt-3">{newLink}</div>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {estimates.data.map((e) => {
          const number = formatEstimateNumber(e.number);
          return (
            <li
              key={e.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <div>
                <p className="font-medium">{number}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={e.createdAt}>{formatLocalDate(e.createdAt)}</time>
                  {e.updatedAt !== e.createdAt && <> · updated {formatLocalDate(e.updatedAt)}</>}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="font-semibold tabular-nums">{formatUsd(e.totalCents)}</span>
                <Link
                  to={`/estimator?${new URLSearchParams({ estimateId: e.id, projectId: project.id })}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
                  aria-label={`Open ${number} (${formatUsd(e.totalCents)})`}
                >
                  Open
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3">{newLink}</div>
    </div>
  );
}
