import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/status-message';
import { projectListQuery } from '../projects/api';

export function DashboardPage() {
  const projects = useQuery(projectListQuery());
  return (
    <>
      <PageHeader title="Dashboard" description="Your roofing jobs at a glance." />
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="mb-3 text-lg font-semibold">
          Projects
        </h2>
        {projects.isPending ? (
          <LoadingState label="Loading projects…" />
        ) : projects.isError ? (
          <ErrorState
            title="Could not load projects"
            message={projects.error.message}
            onRetry={() => void projects.refetch()}
          />
        ) : projects.data.items.length === 0 ? (
          <EmptyState title="No projects yet" />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {projects.data.items.map((p) => (
              <li key={p.id} className="p-4">
                <p className="font-medium">{p.name}</p>
                <p className="text-sm text-slate-600">{p.address}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
