import { useId, useState } from 'react';
import type { Stage } from '../../../domain/pipeline/pipeline';
import { STAGE_GROUPS } from '../../../domain/pipeline/pipeline';
import { useLingui } from './i18n';
import { statusText } from '../../lib/status-text';

/**
 * "Move to" on a card: a button that opens the stages, grouped by status, as buttons (the way a
 * phone moves a card, and anyone who prefers a list to dragging). Closed, it is one button, so a
 * board of a thousand cards stays light.
 */
export function MoveMenu({
  name,
  currentId,
  stages,
  mayMoveTo,
  onMove,
}: {
  name: string;
  currentId: string;
  stages: readonly Stage[];
  mayMoveTo: (s: Stage) => boolean;
  onMove: (stageId: string) => void;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div
      className="mt-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={i18n._('Move {project} to', { project: name })}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50"
        onClick={() => setOpen((o) => !o)}
      >
        {i18n._('Move to…')}
      </button>
      {open && (
        <div id={listId} className="mt-1 rounded-md border border-slate-200 bg-white p-1">
          {STAGE_GROUPS.map((g) => {
            const group = stages.filter((s) => s.status === g);
            if (group.length === 0) return null;
            return (
              <div key={g} role="group" aria-label={statusText(g)}>
                <p aria-hidden="true" className="px-2 pt-1 text-xs font-semibold text-slate-600">
                  {statusText(g)}
                </p>
                {group.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    disabled={s.id === currentId || !mayMoveTo(s)}
                    aria-current={s.id === currentId ? 'true' : undefined}
                    className="block min-h-11 w-full rounded px-2 text-left text-sm hover:bg-slate-100 disabled:text-slate-400"
                    onClick={() => {
                      setOpen(false);
                      onMove(s.id);
                    }}
                  >
                    {s.name}
                    {/* Why it cannot be chosen: the card is there already. */}
                    {s.id === currentId && (
                      <span className="text-slate-600">{i18n._(' (now)')}</span>
                    )}
                  </button>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
