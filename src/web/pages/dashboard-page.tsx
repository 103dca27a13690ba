import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles';
import { Callout } from '../components/ui/callout';
import { PageHeader } from '../components/ui/page-header';
import { ErrorState, LoadingState } from '../components/ui/status-message';
import { BackupWarning } from '../features/dashboard/backup-warning';
import { QuickTools } from '../features/dashboard/quick-tools';
import { RecentActivity } from '../features/dashboard/recent-activity';
import { SummaryCards } from '../features/dashboard/summary-cards';
import { Welcome } from '../features/dashboard/welcome';
import { dashboardQuery } from '../features/projects/api';
import { ProjectCard } from '../features/projects/project-card';
import { Trans } from '@lingui/react';
import { useLingui } from '../i18n';
import { usePermissions } from '../lib/permissions';

// The form (and the schema code it validates with) loads only when someone opens it,
// which keeps the landing page small. So does what is owed, which only the roles that see
// money are shown (its requests code is shared with the project page's Invoices).
const NewProjectDialog = lazy(async () => ({
  default: (await import('../features/projects/new-project-dialog')).NewProjectDialog,
}));

/** The index route: the dashboard's figures and tools, with the projects feature's cards. */
const OutstandingCard = lazy(async () => ({
  default: (await import('../features/dashboard/outstanding-card')).OutstandingCard,
}));

export function DashboardPage() {
  const { i18n } = useLingui();
  const summary = useQuery(dashboardQuery());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  // Crew work on the jobs the office creates: no way to start one for them.
  const can = usePermissions();
  const openNew = can.editProjects
    ? () => {
        setCreated(null);
        setCreating(true);
      }
    : undefined;

  return (
    <>
      <PageHeader
        title={i18n._('Dashboard')}
        description={i18n._('Your roofing jobs at a glance.')}
        actions={
          openNew && (
            <button type="button" className={buttonStyles.primary} onClick={openNew}>
              <span aria-hidden="true">+</span> {i18n._('New Project')}
            </button>
          )
        }
      />
      <BackupWarning />
      {created && (
        <Callout tone="success" role="status" className="mb-4">
          <Trans
            id="Project “{name}” created. <0>Open it</0>"
            values={{ name: created.name }}
            components={{
              0: <Link to={`/projects/${created.id}`} className="font-semibold underline" />,
            }}
          />
        </Callout>
      )}
      {summary.isPending ? (
        <LoadingState label={i18n._('Loading your dashboard…')} />
      ) : summary.isError ? (
        <ErrorState
          title={i18n._('Could not load the dashboard')}
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <SummaryCards summary={summary.data} />
          {can.seeMoney && (
            // About the card's height, so what is below does not jump when it arrives.
            <Suspense fallback={<div className="min-h-32" aria-hidden="true" />}>
              <OutstandingCard />
            </Suspense>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <section aria-labelledby="recent-heading" className="lg:col-span-2">
              <div className="mb-3 flex items-baseline justify-between">
                <h2 id="recent-heading" className="text-lg font-semibold">
                  {i18n._('Recent Projects')}
                </h2>
                <Link
                  to="/projects"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
                >
                  {i18n._('View all projects')}
                </Link>
              </div>
              {summary.data.recentProjects.length === 0 ? (
                <Welcome onNewProject={openNew} />
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
              <RecentActivity
                activity={summary.data.activity}
                projects={summary.data.recentActivity}
              />
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
