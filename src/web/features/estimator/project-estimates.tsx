import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatLocalDate, formatUsd } from '../../../domain/format/format';
import type { EstimateSummary } from '../../../domain/estimate/estimate-record';
import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { projectEstimatesQuery } from './api';
import { MaterialOrder } from './material-order';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';

/** The estimates section of a project's page (the estimator feature owns what it lists). */
export function ProjectEstimates({ project }: { project: Project }) {
  const { i18n } = useLingui();
  const estimates = useQuery(projectEstimatesQuery(project.id));
  // A project without measurements yet starts from the estimator's defaults.
  const params = new URLSearchParams({ projectId: project.id });
  if (project.roofAreaSqFt > 0) params.set('area', String(project.roofAreaSqFt));
  if (project.pitch > 0 && project.pitch <= 12) params.set('pitch', String(project.pitch));
  const newLink = (
    <Link to={`/estimator?${params}`} className={buttonStyles.primary}>
      {i18n._('New estimate')}
    </Link>
  );

  let list: ReactNode;
  if (estimates.isPending) {
    list = <SectionLoading label={i18n._('Loading estimates…')} />;
  } else if (estimates.isError) {
    list = (
      <SectionError
        what={i18n._('the estimates')}
        message={estimates.error.message}
        onRetry={() => void estimates.refetch()}
      />
    );
  } else if (estimates.data.length === 0) {
    list = <p className="text-slate-600">{i18n._('No saved estimates yet.')}</p>;
  } else {
    list = <EstimateList project={project} estimates={estimates.data} />;
  }
  return (
    <div>
      {list}
      <div className="mt-3">{newLink}</div>
    </div>
  );
}

function EstimateList({
  project,
  estimates,
}: {
  project: Project;
  estimates: readonly EstimateSummary[];
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {estimates.map((e) => (
        <EstimateItem key={e.id} project={project} estimate={e} />
      ))}
    </ul>
  );
}

function EstimateItem({ project, estimate: e }: { project: Project; estimate: EstimateSummary }) {
  const { i18n } = useLingui();
  const number = formatEstimateNumber(e.number);
  const panelId = useId();
  // Closed by default: a project's list stays one line per estimate.
  const [ordering, setOrdering] = useState(false);
  // A list kept on the device by an older version has no options: shown as one price.
  const several = ((e.options as EstimateSummary['options'] | undefined)?.length ?? 0) > 1;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div>
        <p className="font-medium">{number}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={e.createdAt}>{formatLocalDate(e.createdAt, currentLanguage())}</time>
          {e.updatedAt !== e.createdAt && (
            <>
              {' · '}
              {i18n._('updated {date}', {
                date: formatLocalDate(e.updatedAt, currentLanguage()),
              })}
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4">
        <span className="font-semibold tabular-nums">
          {formatUsd(e.totalCents)}
          {several && (
            <span className="font-normal text-slate-600">
              {' '}
              · {e.working.name}
              {e.working.basis === 'accepted' && i18n._(', accepted')}
            </span>
          )}
        </span>
        <button
          type="button"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
          aria-expanded={ordering}
          aria-controls={panelId}
          onClick={() => setOrdering((open) => !open)}
        >
          {i18n._('Material order')}
          <span className="sr-only">{i18n._(' for {number}', { number })}</span>
        </button>
        <Link
          to={`/estimator?${new URLSearchParams({ estimateId: e.id, projectId: project.id })}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
          aria-label={
            several
              ? i18n._('Open {number} ({total}, {option})', {
                  number,
                  total: formatUsd(e.totalCents),
                  option: e.working.name,
                })
              : i18n._('Open {number} ({total})', { number, total: formatUsd(e.totalCents) })
          }
        >
          {i18n._('Open')}
        </Link>
      </div>
      {several && <EstimateOptions estimate={e} number={number} />}
      <div id={panelId} hidden={!ordering} className="basis-full pt-2 pb-1">
        {ordering && (
          <MaterialOrder estimateId={e.id} projectId={project.id} estimateNumber={number} />
        )}
      </div>
    </li>
  );
}

/**
 * Every option's name and total, the one the customer accepted marked, and else the one the
 * material order (and the project's estimated cost) follows.
 */
function EstimateOptions({ estimate: e, number }: { estimate: EstimateSummary; number: string }) {
  const { i18n } = useLingui();
  const accepted = e.working.basis === 'accepted';
  return (
    <ul
      aria-label={i18n._('Options of {number}', { number })}
      className="flex basis-full flex-wrap gap-2 text-sm"
    >
      {e.options.map((o, i) => {
        const isWorking = e.working.index === i;
        return (
          <li
            key={i}
            className={`rounded-md border px-2 py-1 ${isWorking ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            {o.name} <span className="tabular-nums font-medium">{formatUsd(o.totalCents)}</span>
            {isWorking && (
              <span className="ml-1 font-semibold text-brand-800">
                {accepted ? i18n._('✓ Accepted by the customer') : i18n._('· To order')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
