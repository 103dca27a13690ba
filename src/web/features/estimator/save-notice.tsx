import { Link } from 'react-router';
import { formatEstimateNumber } from '../../../domain/estimate-record';
import { formatUsd } from '../../../domain/format';
import { Callout } from '../../components/ui/callout';
import type { SavedEstimate } from './api';

export type SaveOutcome =
  | { estimate: SavedEstimate; how: 'created' | 'updated' }
  /** No network: the save is kept on this device and sent when the connection is back. */
  | { kept: { projectName: string }; how: 'created' | 'updated' };

/**
 * "Saved EST-000042 to “Project” ($10,590). View project"; with options, each one's total:
 * "(Good $10,590, Better $12,090)".
 */
export function SaveNotice({ outcome }: { outcome: SaveOutcome }) {
  if ('kept' in outcome) {
    return (
      <Callout tone="info" role="status">
        No connection: the estimate is saved on this device and will be{' '}
        {outcome.how === 'updated' ? 'updated' : 'added'} to “{outcome.kept.projectName}” when you
        are back online.
      </Callout>
    );
  }
  const { estimate, how } = outcome;
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
