import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '../../components/ui/field';
import { projectListQuery, projectQuery } from '../projects/api';
import { useLingui } from './i18n';

/** The project an estimate is saved to, found by searching by name or address. */
export function ProjectPicker({
  projectId,
  onPick,
  search,
  onSearch,
  error,
}: {
  projectId: string | null;
  onPick: (projectId: string) => void;
  search: string;
  onSearch: (search: string) => void;
  error: string | null;
}) {
  const { i18n } = useLingui();
  const q = search.trim();
  const results = useQuery({ ...projectListQuery({ q: q || undefined, limit: 8 }) });
  const chosen = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
  const groupName = useId();
  const items = results.data?.items ?? [];

  return (
    <div className="space-y-2">
      {projectId && (
        <p className="text-sm text-slate-700">
          {i18n._('Saving to:')}{' '}
          <strong>
            {chosen.data?.name ??
              (chosen.isError ? i18n._('a project that no longer exists') : '…')}
          </strong>
        </p>
      )}
      <TextField
        label={i18n._('Search projects')}
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        hint={i18n._('By name or address')}
        autoComplete="off"
      />
      {results.isPending ? (
        <p className="text-sm text-slate-600">{i18n._('Loading projects…')}</p>
      ) : results.isError ? (
        <p className="text-sm text-red-700">
          {i18n._('Could not load projects: {message}', { message: results.error.message })}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {i18n._('No projects found. Choose “A new project” to create one.')}
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">{i18n._('Projects')}</legend>
          <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {items.map((p) => (
              <li key={p.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-2 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    className="mt-1"
                    name={groupName}
                    checked={projectId === p.id}
                    onChange={() => onPick(p.id)}
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
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
