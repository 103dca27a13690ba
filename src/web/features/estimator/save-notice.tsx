import { Link } from 'react-router';
import { formatEstimateNumber } from '../../../domain/estimate-record';
import { formatUsd } from '../../../domain/format';
import { Callout } from '../../components/ui/callout';
import type { SavedEstimate } from './api';

export interface SaveOutcome {
  estimate: SavedEstimate;
  how: 'created' | 'updated';
}

/** "Saved EST-000042 to “Project” ($10,590). View project" */
export function SaveNotice({ outcome: { estimate, how } }: { outcome: SaveOutcome }) {
  const number = formatEstimateNumber(estimate.number);
  return (
    <Callout tone="success" role="status">
      {how === 'updated' ? `Updated ${number}` : `Saved ${number}`} to “{estimate.project.name}” (
      {formatUsd(estimate.totals.totalCents)}).{' '}
      <Link to={`/projects/${estimate.project.id}`} className="font-semibold underline">
        View project
      </Link>
    </Callout>
  );
}
