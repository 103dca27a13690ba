import { PageHeader } from '../../components/ui/page-header';

export function EstimatorPage() {
  return <PageHeader title="Roof Estimator" />;
}
