import { Link } from 'react-router';
import type { ActivityEntry } from '../../../domain/activity/activity';
import { formatIsoDate } from '../../../domain/format/format';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { timeAgoText } from '../../lib/time-ago';
import { activityLeadText, statusActivityText } from './activity-text';
import { useLingui } from './i18n';
import type { Project } from '../../../domain/project/project';
import { activitySubjectText } from './activity-subject';

const DOT = {
  pending: 'bg-yellow-500',
  'in-progress': 'bg-blue-600',
  completed: 'bg-green-600',
  lost: 'bg-slate-400',
} as const;

const linkClass = 'underline-offset-2 hover:underline';

/**
 * What happened lately: the activity log's newest entries. A fresh install's log is empty, so
 * until someone does something it shows the latest projects by their status instead.
 */
export function RecentActivity({
  activity = [],
  projects,
}: {
  activity?: ActivityEntry[] | undefined;
  projects: Project[];
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="activity-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="activity-heading" className="text-lg font-semibold">
        {i18n._('Recent Activity')}
      </h2>
      {activity.length > 0 ? (
        <ActivityLog entries={activity} />
      ) : projects.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {i18n._('Nothing yet. Activity shows up here as you work on projects.')}
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
                <p className="text-sm font-medium text-slate-900">{statusActivityText(p.status)}</p>
                <p className="truncate text-sm text-slate-600">
                  <Link to={`/projects/${p.id}`} className={linkClass}>
                    {p.name}
                  </Link>{' '}
                  · {formatIsoDate(p.updatedAt, currentLanguage())}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityLog({ entries }: { entries: ActivityEntry[] }) {
  // Re-rendered when the language changes.
  useLingui();
  const now = new Date();
  return (
    // The server sends the log newest first.
    <ul className="mt-3 space-y-3">
      {entries.slice(0, 5).map((entry) => {
        const e = { ...entry, subject: activitySubjectText(entry) };
        return (
          <li key={e.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-slate-400"
            />
            <div className="min-w-0">
              <p className="text-sm break-words text-slate-900">
                {activityLeadText(e)}
                {e.subject && ' '}
                {e.subject &&
                  (e.projectId ? (
                    <Link to={`/projects/${e.projectId}`} className={`font-medium ${linkClass}`}>
                      {e.subject}
                    </Link>
                  ) : (
                    <span className="font-medium">{e.subject}</span>
                  ))}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={e.at}>{timeAgoText(e.at, now)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
