import { canEstimate } from '../../../domain/account/account';
import { apiPath } from '../../../domain/api/api-paths';
import type { SessionState } from '../../features/account/api';
import { accountKeys } from '../../features/account/api';
import { myJobsUrl } from '../../features/my-jobs/api';
import { PROJECT_LIST_PAGE_SIZE, projectListUrl } from '../../features/projects/api';
import { startSyncAhead as startSyncing } from '../../lib/offline/sync-ahead';
import { queryClient } from '../query-client';

// What the app keeps ahead for use with no signal (lib/offline/sync-ahead.ts does the keeping):
// who is signed in, and the answers besides the projects' own that the screens read offline.

/**
 * Answers every offline visit needs besides the projects' own: who is signed in (the app asks
 * before any screen opens), the map setup (the map shows a project's outlines with it), the
 * dashboard and the project list's first page. The worker keeps them only when it controls the
 * page, which it does not on the very first visit, nor for a screen not opened online.
 */
const ALSO_KEPT = [
  apiPath('me'),
  apiPath('config'),
  apiPath('dashboard'),
  projectListUrl({ limit: PROJECT_LIST_PAGE_SIZE }),
  // The stage control and the board read these (a stage moved on the roof with no signal).
  apiPath('stages'),
  apiPath('leadSources'),
  apiPath('pipeline'),
  // My jobs, two weeks ahead with each job's work order: the crew's day on the roof.
  myJobsUrl(),
  // A project's schedule names each event's crew, in the company's time zone.
  apiPath('crews'),
  apiPath('scheduleSettings'),
];
/** The Estimator's and Settings' answers: the office's screens (the server refuses crew them). */
const OFFICE_ALSO_KEPT = [apiPath('settings'), apiPath('materials'), apiPath('salespeople')];

/** The answers kept besides the projects', for the office or not. */
export const alsoKeptFor = (office: boolean): readonly string[] =>
  office ? [...ALSO_KEPT, ...OFFICE_ALSO_KEPT] : ALSO_KEPT;

/** Starts syncing ahead for whoever is signed in (the session the app has loaded). */
export function startSyncAhead(): void {
  startSyncing(
    () => {
      const user = queryClient.getQueryData<SessionState>(accountKeys.session)?.user;
      return user ? { userId: user.id, alsoKept: alsoKeptFor(canEstimate(user.role)) } : null;
    },
    (listener) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[0] === accountKeys.session[0]) {
          listener();
        }
      }),
  );
}
