import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { timeAgoText } from '../../lib/time-ago';
import { stageMovesQuery } from '../pipeline/api';
import { useLingui } from './i18n';

/**
 * The project's moves, newest first: when, who, from and to, and why for Lost. Asked for when
 * opened (it is not kept for offline use, and most visits never open it).
 */
export function StageHistory({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const moves = useQuery({ ...stageMovesQuery(projectId), enabled: open });
  return (
    <details className="mt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-700">
        {i18n._('Stage history')}
      </summary>
      {moves.isError ? (
        <p className="text-slate-600">
          {i18n._('The history could not be loaded: {reason}', { reason: moves.error.message })}
        </p>
      ) : moves.data?.length === 0 ? (
        <p className="text-slate-600">{i18n._('No moves yet.')}</p>
      ) : (
        <ol className="space-y-2">
          {moves.data?.map((m) => (
            <li key={m.id} className="border-l-2 border-slate-200 pl-3">
              <span className="font-medium text-slate-900">
                {m.fromStageName ? `${m.fromStageName} → ${m.toStageName}` : m.toStageName}
              </span>
              <span className="block text-slate-600">
                {m.userName}, <time dateTime={m.at}>{timeAgoText(m.at, new Date())}</time>
              </span>
              {m.reason && (
                <span className="block text-slate-600">
                  {i18n._('Reason: {reason}', { reason: m.reason })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
