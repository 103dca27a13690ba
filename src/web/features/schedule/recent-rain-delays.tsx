import { counted } from '../../lib/i18n/counted';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLocalDate } from '../../../domain/format/format';
import type { Crew } from '../../../domain/schedule/schedule';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import type { RainDelayRecord } from './api';
import { recentRainDelaysQuery, useUndoRainDelay } from './api';
import { dateText } from './event-words';
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';

/**
 * The latest rain delays, each with Undo while it stands: a delay called by mistake can be put
 * back after its dialog was closed (the server refuses when an event was moved since).
 */
export function RecentRainDelays({ crews }: { crews: readonly Crew[] }) {
  const { i18n } = useLingui();
  const recent = useQuery(recentRainDelaysQuery());
  const undo = useUndoRainDelay();
  const [undone, setUndone] = useState<string | null>(null);
  const crewsOf = (d: RainDelayRecord) =>
    d.crewIds
      ? d.crewIds.map((id) => crews.find((c) => c.id === id)?.name ?? i18n._('a crew')).join(', ')
      : i18n._('all crews');

  if (recent.isPending) return <LoadingState label={i18n._('Loading recent rain delays…')} />;
  if (recent.isError) {
    return (
      <ErrorState
        title={i18n._('Could not load the recent rain delays')}
        message={recent.error.message}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (recent.data.length === 0) {
    return <p className="text-sm text-slate-600">{i18n._('No rain delay yet.')}</p>;
  }
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-200 rounded border border-slate-200">
        {recent.data.map((d) => {
          const label = `${dateText(d.date)} (${crewsOf(d)})`;
          return (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{label}</p>
                <p className="text-slate-600">
                  {i18n._(
                    '{count, select, one {{n} event moved} other {{n} events moved}} · called {date}',
                    {
                      date: formatLocalDate(d.createdAt, currentLanguage()),
                      ...counted(d.moves.length),
                    },
                  )}
                  {d.undoneAt ? i18n._(' · undone') : ''}
                </p>
              </div>
              {!d.undoneAt && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-label={i18n._('Undo the rain delay of {label}', { label })}
                  disabled={undo.isPending}
                  onClick={() =>
                    undo.mutate(d.id, {
                      onSuccess: () => setUndone(label),
                      onError: () => setUndone(null),
                    })
                  }
                >
                  {i18n._('Undo')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite">
        {undone && !undo.isError && (
          <Callout tone="success">
            {i18n._('Undone: every event of {label} is back.', { label: undone })}
          </Callout>
        )}
      </div>
      {undo.isError && (
        <Callout tone="error" role="alert">
          {undo.error.message}
        </Callout>
      )}
    </div>
  );
}
