import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { EstimateInput } from '../../../domain/estimate';
import type { Estimate } from '../../../domain/estimate-record';
import { fieldErrorsByPath } from '../../../domain/field-errors';
import { projectCreateSchema } from '../../../domain/project';
import { formatEstimateNumber } from '../../../domain/estimate-record';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { projectListQuery, projectQuery, useCreateProject } from '../projects/api';
import type { SavedEstimate } from './api';
import { useSaveEstimate } from './api';

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
  onSaved: (estimate: SavedEstimate, how: 'created' | 'updated') => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onLoadCurrent: (current: Estimate) => void;
}) {
  const [mode, setMode] = useState<Mode>(saved ? 'update' : 'copy');
  const initialProject = saved?.projectId ?? knownProjectId;
  const [target, setTarget] = useState<Target>('existing');
  const [projectId, setProjectId] = useState<string | null>(initialProject);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [projectErrors, setProjectErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Estimate | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const createProject = useCreateProject();
  const save = useSaveEstimate();
  const busy = createProject.isPending || save.isPending;
  const groupName = useId();

  const results = useQuery({ ...projectListQuery({ q: q || undefined, limit: 8 }) });
  const chosen = useQuery({
    ...projectQuery(projectId ?? ''),
    enabled: Boolean(projectId),
  });

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.status === 409) {
      setConflict((e.problem.current as Estimate | undefined) ?? null);
      setError(e.message);
      return;
    }
    if (e instanceof ApiError && e.status === 400 && e.problem.errors?.length) {
      onFieldErrors(e.fieldErrors());
      onClose();
      return;
    }
    setError(e instanceof Error ? e.message : 'Could not save the estimate.');
  };

  const submit = async (asMode: Mode) => {
    setError(null);
    setPickError(null);
    try {
      if (asMode === 'update' && saved) {
        const r = await save.mutateAsync({
          kind: 'update',
          id: saved.id,
          version: saved.version,
          input,
          reprice,
        });
        onSaved(r, 'updated');
        return;
      }
      let toProject = projectId;
      if (target === 'new') {
        // Checked here first with the API's own schema: the message appears without a round trip.
        const parsed = projectCreateSchema().safeParse({ name, address });
        if (!parsed.success) {
          setProjectErrors(fieldErrorsByPath(parsed.error));
          return;
        }
        setProjectErrors({});
        try {
          const p = await createProject.mutateAsync(parsed.data);
          toProject = p.id;
          setProjectId(p.id);
          setTarget('existing');
        } catch (e) {
          if (e instanceof ApiError && e.status === 400) {
            setProjectErrors(e.fieldErrors());
            return;
          }
          throw e;
        }
      }
      if (!toProject) {
        setPickError('Choose a project to save to');
        return;
      }
      const r = await save.mutateAsync({
        kind: 'create',
        projectId: toProject,
        input,
        sourceEstimateId: saved?.id,
        reprice,
      });
      onSaved(r, 'created');
    } catch (e) {
      failed(e);
    }
  };

  const number = saved ? formatEstimateNumber(saved.number) : '';
  const items = results.data?.items ?? [];
  const chosenName = chosen.data?.name;

  return (
    <Dialog title="Save Estimate" onClose={onClose}>
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
            <legend className="text-sm font-medium text-slate-800">Save how?</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${groupName}-mode`}
                checked={mode === 'update'}
                onChange={() => setMode('update')}
              />
              Update {number}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${groupName}-mode`}
                checked={mode === 'copy'}
                onChange={() => setMode('copy')}
              />
              Save as a new estimate (a copy)
            </label>
          </fieldset>
        )}

        {mode === 'copy' && (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Project</legend>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${groupName}-target`}
                  checked={target === 'existing'}
                  onChange={() => setTarget('existing')}
                />
                An existing project
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${groupName}-target`}
                  checked={target === 'new'}
                  onChange={() => setTarget('new')}
                />
                A new project
              </label>
            </fieldset>

            {target === 'existing' ? (
              <div className="space-y-2">
                {projectId && (
                  <p className="text-sm text-slate-700">
                    Saving to:{' '}
                    <strong>
                      {chosenName ?? (chosen.isError ? 'a project that no longer exists' : '…')}
                    </strong>
                  </p>
                )}
                <TextField
                  label="Search projects"
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  hint="By name or address"
                  autoComplete="off"
                />
                {results.isPending ? (
                  <p className="text-sm text-slate-600">Loading projects…</p>
                ) : results.isError ? (
                  <p className="text-sm text-red-700">
                    Could not load projects: {results.error.message}
                  </p>
                ) : items.length === 0 ? (
                  <p className="text-sm text-slate-600">
                    No projects found. Choose “A new project” to create one.
                  </p>
                ) : (
                  <fieldset>
                    <legend className="sr-only">Projects</legend>
                    <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
                      {items.map((p) => (
                        <li key={p.id}>
                          <label className="flex min-h-11 cursor-pointer items-start gap-2 px-3 py-2 hover:bg-slate-50">
                            <input
                              type="radio"
                              className="mt-1"
                              name={`${groupName}-project`}
                              checked={projectId === p.id}
                              onChange={() => setProjectId(p.id)}
                            />
                            <span>
                              <span className="block font-medium">{p.name}</span>
                              <span className="block text-xs text-slate-600">{p.address}</span>
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                )}
                {pickError && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {pickError}
                  </p>
                )}
              </div>
            ) : (
              <div className="space-y-3">
                <TextField
                  label="Project name"
                  required
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={projectErrors.name}
                  autoComplete="off"
                />
                <TextField
                  label="Address"
                  required
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  error={projectErrors.address}
                  autoComplete="street-address"
                />
              </div>
            )}
          </>
        )}

        {error && (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{error}</p>
            {conflict && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    onLoadCurrent(conflict);
                    onClose();
                  }}
                >
                  Load their version
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setConflict(null);
                    setError(null);
                    setMode('copy');
                  }}
                >
                  Save mine as a copy
                </button>
              </div>
            )}
          </div>
        )}

        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? 'Saving…' : mode === 'update' ? `Update ${number}` : 'Save to project'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
