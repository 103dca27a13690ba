import { useId, useState } from 'react';
import type { EstimateInput } from '../../../domain/estimate/estimate';
import type { Estimate } from '../../../domain/estimate/estimate-record';
import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import type { ProjectCreate } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useCreateProject } from '../projects/mutations';
import type { SaveEstimateResult } from './api';
import { serverFieldErrors, useSaveEstimate } from './api';
import type { NewProject } from './new-project-fields';
import { NewProjectFields } from './new-project-fields';
import { ProjectPicker } from './project-picker';
import { RadioOption } from './radio-option';
import { SaveError } from './save-error';
import { useLingui } from './i18n';

/** The new project's schema, fetched as its name is typed (it brings zod). */
const newProjectSchema = () =>
  import('../../../domain/project/project').then((m) => m.projectCreateSchema());

type Mode = 'update' | 'copy';
type Target = 'existing' | 'new';

/**
 * Saves to a project chosen from a search or created on the spot; a reopened estimate is
 * updated in place (with its version) or saved as a copy.
 */
export function SaveEstimateDialog({
  input,
  saved,
  knownProjectId,
  reprice,
  onClose,
  onSaved,
  onFieldErrors,
  onLoadCurrent,
}: {
  input: EstimateInput;
  saved: Estimate | null;
  knownProjectId: string | null;
  reprice: boolean;
  onClose: () => void;
  onSaved: (result: SaveEstimateResult, how: 'created' | 'updated') => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onLoadCurrent: (current: Estimate) => void;
}) {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<Mode>(saved ? 'update' : 'copy');
  const [target, setTarget] = useState<Target>('existing');
  const [projectId, setProjectId] = useState<string | null>(saved?.projectId ?? knownProjectId);
  const [search, setSearch] = useState('');
  const [newProject, setNewProject] = useState<NewProject>({ name: '', address: '' });
  const [projectErrors, setProjectErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const createProject = useCreateProject();
  const save = useSaveEstimate();
  const busy = createProject.isPending || save.isPending;
  const groupName = useId();

  /** The project to save to, created first when it is a new one; null when there is none. */
  const projectToSave = async (): Promise<string | null> => {
    if (target === 'existing') {
      if (!projectId) setPickError(i18n._('Choose a project to save to'));
      return projectId;
    }
    // Checked here first with the API's own schema: the message appears without a round trip.
    // With no schema to be had it goes as typed: the server checks the same schema.
    const checked = await checkWithFetchedSchema(newProjectSchema, newProject);
    if (checked !== null && 'errors' in checked) {
      setProjectErrors(checked.errors);
      return null;
    }
    setProjectErrors({});
    try {
      const p = await createProject.mutateAsync(
        checked === null ? (newProject as ProjectCreate) : checked.data,
      );
      setProjectId(p.id);
      setTarget('existing');
      return p.id;
    } catch (e) {
      const errors = serverFieldErrors(e);
      if (!errors) throw e;
      setProjectErrors(errors);
      return null;
    }
  };

  const submit = async (asMode: Mode) => {
    setError(null);
    setPickError(null);
    try {
      if (asMode === 'update' && saved) {
        const r = await save.mutateAsync({
          kind: 'update',
          id: saved.id,
          number: saved.number,
          projectId: saved.projectId,
          version: saved.version,
          input,
          reprice,
        });
        onSaved(r, 'updated');
        return;
      }
      const toProject = await projectToSave();
      if (!toProject) return;
      const r = await save.mutateAsync({
        kind: 'create',
        projectId: toProject,
        input,
        sourceEstimateId: saved?.id,
        reprice,
      });
      onSaved(r, 'created');
    } catch (e) {
      const errors = serverFieldErrors(e);
      if (errors) {
        // The estimate's own fields: shown next to them in the form.
        onFieldErrors(errors);
        onClose();
        return;
      }
      setError(e instanceof Error ? e.message : i18n._('Could not save the estimate.'));
    }
  };

  const number = saved ? formatEstimateNumber(saved.number) : '';
  const update = i18n._('Update {number}', { number });

  return (
    <Dialog title={i18n._('Save Estimate')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(mode);
        }}
        className="space-y-4"
        noValidate
      >
        {saved && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{i18n._('Save how?')}</legend>
            <RadioOption
              name={`${groupName}-mode`}
              checked={mode === 'update'}
              onSelect={() => setMode('update')}
            >
              {update}
            </RadioOption>
            <RadioOption
              name={`${groupName}-mode`}
              checked={mode === 'copy'}
              onSelect={() => setMode('copy')}
            >
              {i18n._('Save as a new estimate (a copy)')}
            </RadioOption>
          </fieldset>
        )}

        {mode === 'copy' && (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">{i18n._('Project')}</legend>
              <RadioOption
                name={`${groupName}-target`}
                checked={target === 'existing'}
                onSelect={() => setTarget('existing')}
              >
                {i18n._('An existing project')}
              </RadioOption>
              <RadioOption
                name={`${groupName}-target`}
                checked={target === 'new'}
                onSelect={() => setTarget('new')}
              >
                {i18n._('A new project')}
              </RadioOption>
            </fieldset>

            {target === 'existing' ? (
              <ProjectPicker
                projectId={projectId}
                onPick={setProjectId}
                search={search}
                onSearch={setSearch}
                error={pickError}
              />
            ) : (
              <NewProjectFields
                value={newProject}
                onChange={(next) => {
                  // Fetched while the name is typed; a failed fetch is asked again at save.
                  newProjectSchema().catch(() => {});
                  setNewProject(next);
                }}
                errors={projectErrors}
              />
            )}
          </>
        )}

        {error && (
          <SaveError
            message={error}
            conflict={save.conflict}
            onLoadTheirs={(theirs) => {
              onLoadCurrent(theirs);
              onClose();
            }}
            onSaveAsCopy={() => {
              save.reset();
              setError(null);
              setMode('copy');
            }}
          />
        )}

        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? i18n._('Saving…') : mode === 'update' ? update : i18n._('Save to project')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
