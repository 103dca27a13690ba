import { useNavigate } from 'react-router';
import type { Project } from '../../../domain/project/project';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteProject } from './mutations';

/** Asks before deleting; once deleted, the projects list says which project went. */
export function DeleteProjectDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProject(project.id);
  return (
    <ConfirmDialog
      title="Delete this project?"
      action="Delete project"
      busyAction="Deleting…"
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        void remove
          .mutateAsync()
          .then(() => navigate('/projects', { state: { deleted: project.name } }))
      }
      onClose={onClose}
    >
      “{project.name}” and its saved estimates, photos and proposals will be deleted. This cannot be
      undone.
    </ConfirmDialog>
  );
}
