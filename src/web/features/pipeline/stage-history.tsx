import { useQuery } from '@tanstack/react-query';
import { formatTimeAgo } from '../../../domain/format';
import { stageMovesQuery } from './api';

/** The project's moves, newest first: when, who, from and to, and why for Lost. */
export function StageHistory({ projectId }: { projectId: string }) {
  const { data: moves } = useQuery(stageMovesQuery(projectId));
  if (!moves || moves.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-700">
        Stage history ({moves.length})
      </summary>
      <ol className="space-y-2">
        {moves.map((m) => (
          <li key={m.id} className="border-l-2 border-slate-200 pl-3">
            <span className="font-medium text-slate-900">
              {m.fromStageName ? `${m.fromStageName} → ${m.toStageName}` : m.toStageName}
            </span>
            <span className="block text-slate-600">
              {m.userName}, <time dateTime={m.at}>{formatTimeAgo(m.at, new Date())}</time>
            </span>
            {m.reason && <span className="block text-slate-600">Reason: {m.reason}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
