import { useNavigate } from 'react-router';
import type { Project } from '../../../domain/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { useDeleteProject } from './api';

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
    <Dialog title="Delete this project?" onClose={onClose}>
      <p className="text-slate-700">
        “{project.name}” and its saved estimates will be deleted. This cannot be undone.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={remove.isPending}
          onClick={() =>
            void remove
              .mutateAsync()
              .then(() => navigate('/projects', { state: { deleted: project.name } }))
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete project'}
        </button>
      </div>
    </Dialog>
  );
}
