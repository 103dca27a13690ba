import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

/**
 * The dashboard's recent projects: `children` are the list's items; without any, a welcome
 * that starts the first project.
 */
export function RecentProjects({
  empty,
  onNewProject,
  children,
}: {
  empty: boolean;
  onNewProject: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="recent-heading" className="lg:col-span-2">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Recent Projects
        </h2>
        <Link to="/projects" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          View all projects
        </Link>
      </div>
      {empty ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold">Welcome to Ridgeline</p>
          <p className="mt-1 text-slate-600">
            Add your first job to track its status, measurements and estimates in one place.
          </p>
          <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onNewProject}>
            Create your first project
          </button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}
