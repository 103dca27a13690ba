import { PageHeader } from '../../components/ui/page-header';

export function MapPage() {
  return <PageHeader title="Map View" />;
}
