import type { Project } from '../../../domain/project/project';
import { Dialog } from '../../components/ui/dialog';
import { useCreateProject } from './mutations';
import { useLingui } from './i18n';
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
  const { i18n } = useLingui();
  const create = useCreateProject();
  return (
    <Dialog title={i18n._('New project')} onClose={onClose}>
      <ProjectForm
        initial={emptyProjectValues()}
        submitLabel={i18n._('Create project')}
        onCancel={onClose}
        onSubmit={async (input) => onCreated(await create.mutateAsync(input))}
      />
    </Dialog>
  );
}
