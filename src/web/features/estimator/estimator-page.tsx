import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_LABOR_RATE_CENTS } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { usePermissions } from '../../lib/permissions';
import { materialsQuery, settingsQuery } from '../settings/api';
import { estimateQuery, estimatorSchemas } from './api';
import { EstimatorForm } from './estimator-form';
import { useEstimatorFormKey } from './use-estimate-url';
import { useLingui } from './i18n';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

export function EstimatorPage() {
  const { i18n } = useLingui();
  if (!usePermissions().estimate) {
    return (
      <>
        <PageHeader title={i18n._(SCREEN_HEADINGS.estimator.title)} />
        <NoAccess>{i18n._('The owner and estimators price roofs and save estimates.')}</NoAccess>
      </>
    );
  }
  return <Estimator />;
}

function Estimator() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const estimateId = params.get('estimateId');
  const materials = useQuery(materialsQuery());
  const settings = useQuery(settingsQuery());
  const estimate = useQuery({ ...estimateQuery(estimateId ?? ''), enabled: Boolean(estimateId) });
  // The form checks and prices what is typed as it draws: it waits for its schemas as it waits
  // for the price list.
  const schemas = useQuery(estimatorSchemas.query());
  const formKey = useEstimatorFormKey();

  let body: ReactNode;
  if (
    materials.isPending ||
    (estimateId && estimate.isPending) ||
    settings.isPending ||
    schemas.isPending
  ) {
    body = <LoadingState label={i18n._('Loading the price list…')} />;
  } else if (materials.isError) {
    body = (
      <ErrorState
        title={i18n._('Could not load the price list')}
        message={materials.error.message}
        onRetry={() => void materials.refetch()}
      />
    );
  } else if (estimateId && estimate.isError) {
    const gone = estimate.error instanceof ApiError && estimate.error.status === 404;
    body = gone ? (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-6">
        <p className="font-semibold">{i18n._('This estimate no longer exists.')}</p>
        <p className="mt-1 text-slate-600">
          {i18n._('It may have been deleted with its project.')}
        </p>
        <Link to="/estimator" className={`${buttonStyles.primary} mt-3`}>
          {i18n._('Start a new estimate')}
        </Link>
      </div>
    ) : (
      <ErrorState
        title={i18n._('Could not load the estimate')}
        message={estimate.error.message}
        onRetry={() => void estimate.refetch()}
      />
    );
  } else {
    body = (
      <EstimatorForm
        key={formKey}
        formKey={formKey}
        priceList={materials.data}
        // The company's default labor rate; $2.50 per sq ft if the settings cannot be read.
        defaultLaborRateCents={settings.data?.defaultLaborRateCents ?? DEFAULT_LABOR_RATE_CENTS}
        initialSaved={estimateId ? (estimate.data ?? null) : null}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS.estimator.title)}
        description={i18n._(SCREEN_HEADINGS.estimator.description)}
      />
      {body}
    </>
  );
}
