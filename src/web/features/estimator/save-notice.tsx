import { Link } from 'react-router';
import { formatEstimateNumber } from '../../../domain/estimate-record';
import { formatUsd } from '../../../domain/format';
import { Callout } from '../../components/ui/callout';
import type { SavedEstimate } from './api';

export interface SaveOutcome {
  estimate: SavedEstimate;
  how: 'created' | 'updated';
}

/**
 * "Saved EST-000042 to “Project” ($10,590). View project"; with options, each one's total:
 * "(Good $10,590, Better $12,090)".
 */
export function SaveNotice({ outcome: { estimate, how } }: { outcome: SaveOutcome }) {
  const number = formatEstimateNumber(estimate.number);
  const totals =
    estimate.options.length > 1
      ? estimate.options.map((o) => `${o.name} ${formatUsd(o.totals.totalCents)}`).join(', ')
      : formatUsd(estimate.totals.totalCents);
  return (
    <Callout tone="success" role="status">
      {how === 'updated' ? `Updated ${number}` : `Saved ${number}`} to “{estimate.project.name}” (
      {totals}).{' '}
      <Link to={`/projects/${estimate.project.id}`} className="font-semibold underline">
        View project
      </Link>
    </Callout>
  );
}
