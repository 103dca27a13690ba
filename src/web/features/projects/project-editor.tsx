import { useState } from 'react';
import type { Project, ProjectCreate } from '../../../domain/project/project';
import { useUpdateProject } from './mutations';
import { ConflictNotice } from './conflict-notice';
import { useLingui } from './i18n';
import { ProjectForm } from './project-form';
import { toProjectInput, valuesFromProject } from './project-form-values';

/**
 * The project's edit form. A save refused because someone else changed the project first shows
 * their values beside the user's, with the choice of which to keep.
 */
export function ProjectEditor({
  project,
  onSaved,
  onCancel,
}: {
  project: Project;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const update = useUpdateProject(project.id);
  const [values, setValues] = useState(() => valuesFromProject(project));
  // The record the user's edit started from: its version goes with the save.
  const [base, setBase] = useState(project);
  const { conflict } = update;

  async function save(input: ProjectCreate, from: Project) {
    await update.mutateAsync({ ...input, version: from.version });
    onSaved();
  }

  return (
    <>
      {conflict && (
        <ConflictNotice
          current={conflict}
          mine={values}
          onUseCurrent={() => {
            setValues(valuesFromProject(conflict));
            setBase(conflict);
            update.reset();
          }}
          onKeepMine={() =>
            void toProjectInput(values, true).then((parsed) => {
              if (!parsed.input) return;
              setBase(conflict);
              // A new conflict or error shows from the mutation's state.
              return save(parsed.input, conflict).catch(() => {});
            })
          }
        />
      )}
      <ProjectForm
        initial={values}
        values={values}
        onValuesChange={setValues}
        includeMeasurements
        submitLabel={i18n._('Save changes')}
        onCancel={onCancel}
        onSubmit={(input) => save(input, base)}
      />
    </>
  );
}
