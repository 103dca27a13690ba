import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../domain/project';
import { toFixedHalfUp } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { projectKeys, projectListQuery, useUpdateProject } from '../projects/api';

interface Location {
  address: string;
  lat: number;
  lng: number;
  located: boolean;
}

export function newProjectUrl(location: Location): string {
  const qs = new URLSearchParams({ address: location.address });
  // Coordinates that belong to another address are not passed on.
  if (location.located) {
    qs.set('lat', toFixedHalfUp(location.lat, 6));
    qs.set('lng', toFixedHalfUp(location.lng, 6));
  }
  return `/projects/new?${qs}`;
}

/** Use This Location: start a new project here, or set the place on an existing one. */
export function UseLocationDialog({
  location,
  project,
  onClose,
}: {
  location: Location;
  project: Project | undefined;
  onClose(): void;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const projects = useQuery(projectListQuery({ q: q || undefined, limit: 8 }));
  const [saved, setSaved] = useState<Project | null>(null);

  return (
    <Dialog title="Use This Location" onClose={onClose}>
      <p className="text-sm text-slate-800">{location.address}</p>
      {location.located ? (
        <p className="mt-1 font-mono text-sm text-slate-700">
          {toFixedHalfUp(location.lat, 6)}, {toFixedHalfUp(location.lng, 6)}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Coordinates not found for this address: only the address will be used.
        </p>
      )}

      {saved ? (
        <div role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3">
          <p className="text-green-900">Location saved to {saved.name}.</p>
          <Link
            to={`/projects/${encodeURIComponent(saved.id)}`}
            className="mt-2 inline-block font-medium text-brand-800 underline"
          >
            Open {saved.name}
          </Link>
        </div>
      ) : (
        <>
          <Link to={newProjectUrl(location)} className={`${buttonStyles.primary} mt-4 w-full`}>
            Start a new project here
          </Link>

          <h3 className="mt-6 font-semibold">Or set it on an existing project</h3>
          {project && (
            <ul className="mt-2">
              <ProjectChoice project={project} location={location} onSaved={setSaved} current />
            </ul>
          )}
          <div className="mt-3">
            <TextField
              label="Find a project"
              type="search"
              value={search}
              placeholder="Name or address"
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="mt-3">
            {projects.isPending ? (
              <p role="status" className="text-sm text-slate-600">
                Loading projects…
              </p>
            ) : projects.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Could not load projects: {projects.error.message}
              </p>
            ) : projects.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">No projects match.</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
                {projects.data.items
                  .filter((p) => p.id !== project?.id)
                  .map((p) => (
                    <ProjectChoice key={p.id} project={p} location={location} onSaved={setSaved} />
                  ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}

function ProjectChoice({
  project,
  location,
  onSaved,
  current,
}: {
  project: Project;
  location: Location;
  onSaved(p: Project): void;
  current?: boolean;
}) {
  const update = useUpdateProject(project.id);
  const qc = useQueryClient();
  const [error, setError] = useState<string>();

  async function apply() {
    setError(undefined);
    try {
      const saved = await update.mutateAsync({
        address: location.address,
        ...(location.located ? { latitude: location.lat, longitude: location.lng } : {}),
        version: project.version,
      });
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Reload the project so the next try carries its new version.
        void qc.invalidateQueries({ queryKey: projectKeys.lists() });
        void qc.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
        setError('This project was changed by someone else just now. Check it and try again.');
        return;
      }
      setError(`Could not save: ${e instanceof Error ? e.message : 'unknown error'}`);
    }
  }

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {project.name}
          {current && <span className="font-normal text-slate-600"> (this project)</span>}
        </p>
        <p className="truncate text-sm text-slate-600">{project.address}</p>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void apply()}
        disabled={update.isPending}
        className={buttonStyles.secondary}
        aria-label={`Set this location on ${project.name}`}
      >
        {update.isPending ? 'Saving…' : 'Set location'}
      </button>
    </li>
  );
}
