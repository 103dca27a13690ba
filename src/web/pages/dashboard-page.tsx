import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { dashboardQuery } from '../projects/api';
import { ProjectCard } from '../projects/project-card';
import { QuickTools } from './quick-tools';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';

// The form (and the schema code it validates with) loads only when someone opens it,
// which keeps the landing page small.
const NewProjectDialog = lazy(async () => ({
  default: (await import('../projects/new-project-dialog')).NewProjectDialog,
}));

export function DashboardPage() {
  const summary = useQuery(dashboardQuery());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const openNew = () => {
    setCreated(null);
    setCreating(true);
  };

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your roofing jobs at a glance."
        actions={
          <button type="button" className={buttonStyles.primary} onClick={openNew}>
            <span aria-hidden="true">+</span> New Project
          </button>
        }
      />
      {created && (
        <p
          role="status"
          className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          Project “{created.name}” created.{' '}
          <Link to={`/projects/${created.id}`} className="font-semibold underline">
            Open it
          </Link>
        </p>
      )}
      {summary.isPending ? (
        <LoadingState label="Loading your dashboard…" />
      ) : summary.isError ? (
        <ErrorState
          title="Could not load the dashboard"
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <SummaryCards summary={summary.data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="recent-heading" className="lg:col-span-2">
              <div className="mb-3 flex items-baseline justify-between">
                <h2 id="recent-heading" className="text-lg font-semibold">
                  Recent Projects
                </h2>
                <Link
                  to="/projects"
                  className="text-sm font-semibold text-brand-700 hover:text-brand-800"
                >
                  View all projects
                </Link>
              </div>
              {summary.data.recentProjects.length === 0 ? (
                <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
                  <p className="text-lg font-semibold">Welcome to Ridgeline</p>
                  <p className="mt-1 text-slate-600">
                    Add your first job to track its status, measurements and estimates in one place.
                  </p>
                  <button
                    type="button"
                    className={`${buttonStyles.primary} mt-4`}
                    onClick={openNew}
                  >
                    Create your first project
                  </button>
                </div>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {summary.data.recentProjects.map((p) => (
                    <li key={p.id}>
                      <ProjectCard project={p} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="space-y-6">
              <QuickTools onNewProject={openNew} />
              <RecentActivity projects={summary.data.recentActivity} />
            </div>
          </div>
        </div>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewProjectDialog
            onClose={() => setCreating(false)}
            onCreated={(p) => {
              setCreating(false);
              setCreated({ id: p.id, name: p.name });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
