import { Link } from 'react-router';
import { formatIsoDate } from '../../../domain/format';
import type { Project } from '../../../domain/project';
import { activityText } from '../../../domain/status';

const DOT = {
  pending: 'bg-yellow-500',
  'in-progress': 'bg-blue-600',
  completed: 'bg-green-600',
} as const;

export function RecentActivity({ projects }: { projects: Project[] }) {
  return (
    <section
      aria-labelledby="activity-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="activity-heading" className="text-lg font-semibold">
        Recent Activity
      </h2>
      {projects.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing yet. Activity shows up here as you work on projects.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {projects.slice(0, 3).map((p) => (
            <li key={p.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${DOT[p.status]}`}
              />
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">{activityText(p.status)}</p>
                <p className="truncate text-sm text-slate-600">
                  <Link to={`/projects/${p.id}`} className="underline-offset-2 hover:underline">
                    {p.name}
                  </Link>{' '}
                  · {formatIsoDate(p.updatedAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
