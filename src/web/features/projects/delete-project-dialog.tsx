import { useNavigate } from 'react-router';
import type { Project } from '../../../domain/project/project';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteProject } from './mutations';
import { useLingui } from './i18n';

/** Asks before deleting; once deleted, the projects list says which project went. */
export function DeleteProjectDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useDeleteProject(project.id);
  return (
    <ConfirmDialog
      title={i18n._('Delete this project?')}
      action={i18n._('Delete project')}
      busyAction={i18n._('Deleting…')}
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        void remove
          .mutateAsync()
          .then(() => navigate('/projects', { state: { deleted: project.name } }))
      }
      onClose={onClose}
    >
      {i18n._(
        '“{name}” and its saved estimates, photos and proposals will be deleted. This cannot be undone.',
        { name: project.name },
      )}
    </ConfirmDialog>
  );
}
