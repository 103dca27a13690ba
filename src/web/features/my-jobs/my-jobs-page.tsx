import { useQuery } from '@tanstack/react-query';
import { addDaysIso, localIsoDate } from '../../../domain/format/dates';
import { MY_JOBS_DAYS } from '../../../domain/schedule/crew-day';
import { formatIsoDate } from '../../../domain/format/format';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { myJobsQuery } from './api';
import { JobCard } from './job-card';

/**
 * /my-jobs: a crew member's home. Today's and the next 7 days' jobs of their crews, by the
 * phone's date (the answer reaches two weeks ahead, so it stays full offline for days).
 */
export function MyJobsPage() {
  const jobs = useQuery(myJobsQuery());
  const today = localIsoDate();
  const last = addDaysIso(today, MY_JOBS_DAYS - 1);
  const items = (jobs.data?.items ?? []).filter((j) => j.lastDay >= today && j.firstDay <= last);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="My jobs" description="Today and the next 7 days for your crews." />
      {jobs.isPending ? (
        <LoadingState label="Loading your jobs…" />
      ) : jobs.isError ? (
        <ErrorState
          title="Your jobs could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void jobs.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title="No jobs this week">
          Nothing is booked for your crews from today to {formatIsoDate(last)}. The office schedules
          the jobs.
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
