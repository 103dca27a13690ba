import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import { formatUsd } from '../../../domain/format/format';
import { Callout } from '../../components/ui/callout';
import { useOutboxState } from '../../lib/offline/outbox-state';
import { SYNCED_SHOWN_MS, SYNCED_TEXT } from '../../lib/offline/saved-notice';
import type { SavedEstimate } from './api';
import { useLingui } from './i18n';

export type SaveOutcome =
  | { estimate: SavedEstimate; how: 'created' | 'updated' }
  /** No network: the save is kept on this device and sent when the connection is back. */
  | { kept: { projectName: string; recordId: string }; how: 'created' | 'updated' };

/**
 * "Saved EST-000042 to “Project” ($10,590). View project"; with options, each one's total:
 * "(Good $10,590, Better $12,090)".
 */
export function SaveNotice({ outcome, onDone }: { outcome: SaveOutcome; onDone: () => void }) {
  const { i18n } = useLingui();
  if ('kept' in outcome) return <KeptNotice outcome={outcome} onDone={onDone} />;
  const { estimate, how } = outcome;
  const number = formatEstimateNumber(estimate.number);
  const totals =
    estimate.options.length > 1
      ? estimate.options.map((o) => `${o.name} ${formatUsd(o.totals.totalCents)}`).join(', ')
      : formatUsd(estimate.totals.totalCents);
  return (
    <Callout tone="success" role="status">
      {how === 'updated'
        ? i18n._('Updated {number} to “{project}” ({totals}).', {
            number,
            project: estimate.project.name,
            totals,
          })
        : i18n._('Saved {number} to “{project}” ({totals}).', {
            number,
            project: estimate.project.name,
            totals,
          })}{' '}
      <Link to={`/projects/${estimate.project.id}`} className="font-semibold underline">
        {i18n._('View project')}
      </Link>
    </Callout>
  );
}

/**
 * A save kept on this device: says so while it waits, "Synced." once the outbox has sent it,
 * then goes (as every offline save's message does).
 */
function KeptNotice({
  outcome,
  onDone,
}: {
  outcome: Extract<SaveOutcome, { kept: unknown }>;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const { writes } = useOutboxState();
  const waiting = writes.some((w) => w.recordId === outcome.kept.recordId);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (waiting) return;
    const t = setTimeout(() => done.current(), SYNCED_SHOWN_MS);
    return () => clearTimeout(t);
  }, [waiting]);
  const project = outcome.kept.projectName;
  const updated = outcome.how === 'updated';
  return waiting ? (
    <Callout tone="info" role="status">
      {updated
        ? i18n._(
            'No connection: the estimate is saved on this device and will be updated to “{project}” when you are back online.',
            { project },
          )
        : i18n._(
            'No connection: the estimate is saved on this device and will be added to “{project}” when you are back online.',
            { project },
          )}
    </Callout>
  ) : (
    <Callout tone="success" role="status">
      {updated
        ? i18n._('The estimate was updated to “{project}”.', { project })
        : i18n._('The estimate was added to “{project}”.', { project })}{' '}
      {SYNCED_TEXT}
    </Callout>
  );
}
