import { PageHeader } from '../../components/ui/page-header';

export function PitchFinderPage() {
  return <PageHeader title="Roof Pitch Finder" />;
}
