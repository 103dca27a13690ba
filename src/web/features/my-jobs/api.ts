import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { MyJobs } from '../../../domain/schedule/crew-day';
import { MY_JOBS_KEPT_DAYS } from '../../../domain/schedule/crew-day';
import { apiFetch } from '../../lib/api-client';
import { readWithKept } from '../../lib/offline/read-with-kept';

// My jobs' public surface: the one request the screen reads (and the sync ahead keeps), with
// the ticks and presses made offline shown on top.

export const myJobsKeys = { all: ['my-jobs'] as const };

/**
 * Two weeks ahead, not the one the screen shows: opened offline days after the last sync, the
 * screen still has a full week from the phone's today.
 */
export const myJobsUrl = () => apiPath('myJobs', {}, { days: String(MY_JOBS_KEPT_DAYS) });

export const myJobsQuery = () =>
  queryOptions({
    queryKey: myJobsKeys.all,
    queryFn: () =>
      readWithKept(
        () => apiFetch<MyJobs>(myJobsUrl()),
        async (writes, got) => got && (await import('./offline-writes')).jobsWithKept(got, writes),
      ),
  });
