import { useQuery } from '@tanstack/react-query';
import { addDaysIso, localIsoDate } from '../../../domain/format/dates';
import { MY_JOBS_DAYS } from '../../../domain/schedule/crew-day';
import { formatIsoDate } from '../../../domain/format/format';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { myJobsQuery } from './api';
import { useLingui } from './i18n';
import { JobCard } from './job-card';

/**
 * /my-jobs: a crew member's home. Today's and the next 7 days' jobs of their crews, by the
 * phone's date (the answer reaches two weeks ahead, so it stays full offline for days).
 */
export function MyJobsPage() {
  const { i18n } = useLingui();
  const jobs = useQuery(myJobsQuery());
  const today = localIsoDate();
  const last = addDaysIso(today, MY_JOBS_DAYS - 1);
  const items = (jobs.data?.items ?? []).filter((j) => j.lastDay >= today && j.firstDay <= last);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={i18n._('My jobs')}
        description={i18n._('Today and the next 7 days for your crews.')}
      />
      {jobs.isPending ? (
        <LoadingState label={i18n._('Loading your jobs…')} />
      ) : jobs.isError ? (
        <ErrorState
          title={i18n._('Your jobs could not be loaded')}
          message={i18n._('Check your connection and try again.')}
          onRetry={() => void jobs.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={i18n._('No jobs this week')}>
          {i18n._(
            'Nothing is booked for your crews from today to {last}. The office schedules the jobs.',
            { last: formatIsoDate(last, currentLanguage()) },
          )}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {items.map((job) => (
            <JobCard key={job.eventId} job={job} timeZone={jobs.data!.timeZone} />
          ))}
        </div>
      )}
    </div>
  );
}
