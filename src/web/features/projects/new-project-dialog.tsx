import type { Project } from '../../../domain/project/project';
import { Dialog } from '../../components/ui/dialog';
import { useCreateProject } from './mutations';
import { ProjectForm } from './project-form';
import { emptyProjectValues } from './project-form-values';

/** The New Project form in a modal; on save the lists and dashboard refresh at once. */
export function NewProjectDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (p: Project) => void;
}) {
  const create = useCreateProject();
  return (
    <Dialog title="New project" onClose={onClose}>
      <ProjectForm
        initial={emptyProjectValues()}
        submitLabel="Create project"
        onCancel={onClose}
        onSubmit={async (input) => onCreated(await create.mutateAsync(input))}
      />
    </Dialog>
  );
}
