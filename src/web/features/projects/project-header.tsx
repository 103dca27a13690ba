import { Link } from 'react-router';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { usePermissions } from '../../lib/permissions';
import { useLingui } from './i18n';
import { StatusBadge } from './status-badge';

/** A project without coordinates opens the map on its address, to be placed there. */
function mapLink(project: Project): string {
  const params =
    project.latitude !== null && project.longitude !== null
      ? `projectId=${project.id}`
      : new URLSearchParams({ projectId: project.id, address: project.address }).toString();
  return `/map?${params}`;
}

/** The breadcrumb, the project's name, status and address, and its actions. */
export function ProjectHeader({
  project,
  editing,
  onEdit,
  onDelete,
}: {
  project: Project;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { i18n } = useLingui();
  const can = usePermissions();
  return (
    <>
      <nav aria-label={i18n._('Breadcrumb')} className="mb-3 text-sm">
        <Link to="/projects" className="font-medium text-brand-700 hover:text-brand-800">
          {i18n._('Projects')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="text-slate-600">{project.name}</span>
      </nav>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
              {project.name}
            </h1>
            <StatusBadge status={project.status} />
          </div>
          <p className="mt-1 break-words text-slate-600">{project.address}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={mapLink(project)} className={buttonStyles.secondary}>
            {project.latitude !== null ? i18n._('Open on map') : i18n._('Find on map')}
          </Link>
          {can.editProjects && !editing && (
            <button type="button" className={buttonStyles.secondary} onClick={onEdit}>
              {i18n._('Edit')}
            </button>
          )}
          {can.editProjects && (
            <button type="button" className={buttonStyles.secondary} onClick={onDelete}>
              {i18n._('Delete')}
            </button>
          )}
        </div>
      </header>
    </>
  );
}
