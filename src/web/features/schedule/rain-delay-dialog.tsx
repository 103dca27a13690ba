import { useState } from 'react';
import type { Crew } from '../../../domain/schedule/schedule';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import type { RainDelayAnswer } from './api';
import { useRainDelay, useUndoRainDelay } from './api';
import { RecentRainDelays } from './recent-rain-delays';
import { rangeText as range } from './event-words';
import { useLingui } from './i18n';

/**
 * Rain delay: a day and its crews, a preview of every move before anything is saved, Apply,
 * and one Undo that puts everything back.
 */
export function RainDelayDialog({
  crews,
  today,
  onClose,
}: {
  crews: readonly Crew[];
  today: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<RainDelayAnswer | null>(null);
  const [applied, setApplied] = useState<RainDelayAnswer | null>(null);
  const delay = useRainDelay();
  const undo = useUndoRainDelay();
  const active = crews.filter((c) => !c.archivedAt);
  const crewName = (id: string) => crews.find((c) => c.id === id)?.name ?? '';
  const body = () => ({ date, ...(chosen.length ? { crewIds: chosen } : {}) });
  const errors = delay.error instanceof ApiError ? delay.error.fieldErrors() : {};
  const shown = applied ?? preview;

  return (
    <Dialog title={i18n._('Rain delay')} onClose={onClose}>
      <div className="grid gap-4">
        {!applied && (
          <>
            <TextField
              label={i18n._('Rained-out day')}
              type="date"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setPreview(null);
              }}
              error={errors.date}
            />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {i18n._('Crews (none chosen: all crews)')}
              </legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {active.map((c) => (
                  <label key={c.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={chosen.includes(c.id)}
                      onChange={(e) => {
                        setPreview(null);
                        setChosen((ids) =>
                          e.target.checked ? [...ids, c.id] : ids.filter((i) => i !== c.id),
                        );
                      }}
                    />
                    {c.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        {delay.isError && !errors.date && <Callout tone="error">{delay.error.message}</Callout>}
        {shown && (
          <section aria-live="polite" aria-label={i18n._('Moves')}>
            {shown.moves.length === 0 ? (
              <Callout tone="info">
                {i18n._('No production event of these crews includes that day.')}
              </Callout>
            ) : (
              <>
                <p className="mb-2 text-sm font-medium">
                  {applied ? i18n._('Moved:') : i18n._('These events would move:')}
                </p>
                <ul className="space-y-2">
                  {shown.moves.map((m) => (
                    <li key={m.eventId} className="rounded border border-slate-200 p-2 text-sm">
                      <span className="font-semibold">{m.projectName}</span> ({crewName(m.crewId)}
                      {m.reason === 'pushed' ? i18n._(', pushed by the one before') : ''}):{' '}
                      {range(m.from)} → <strong>{range(m.to)}</strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
        {undo.isSuccess && (
          <Callout tone="success">{i18n._('Undone: every event is back.')}</Callout>
        )}
        {undo.isError && <Callout tone="error">{undo.error.message}</Callout>}
        <div className="flex flex-wrap justify-end gap-2">
          {!applied && (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={delay.isPending}
              onClick={() => delay.mutate({ ...body(), dryRun: true }, { onSuccess: setPreview })}
            >
              {i18n._('Preview')}
            </button>
          )}
          {!applied && preview && preview.moves.length > 0 && (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={delay.isPending}
              onClick={() => delay.mutate({ ...body(), dryRun: false }, { onSuccess: setApplied })}
            >
              {i18n._('Apply rain delay')}
            </button>
          )}
          {applied?.id && !undo.isSuccess && (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={undo.isPending}
              onClick={() => undo.mutate(applied.id!)}
            >
              {i18n._('Undo rain delay')}
            </button>
          )}
          {applied && (
            <button type="button" className={buttonStyles.primary} onClick={onClose}>
              {i18n._('Done')}
            </button>
          )}
        </div>
        {!applied && (
          <details className="border-t border-slate-200 pt-3">
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">
              {i18n._('Recent rain delays')}
            </summary>
            <RecentRainDelays crews={crews} />
          </details>
        )}
      </div>
    </Dialog>
  );
}
