import { formatLatLng } from '../../../domain/format/format';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { projectListQuery } from '../projects/api';
import { useUpdateProject } from '../projects/mutations';
import type { MapLocation } from './map-location';
import { newProjectUrl, streetAddress } from './map-location';

/**
 * Use This Location: start a new project here, or set the place on an existing one. Offered only
 * for a place found or pinned, so it always has its coordinates.
 */
export function UseLocationDialog({
  location,
  project,
  onClose,
}: {
  location: MapLocation;
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
      <p className="mt-1 font-mono text-sm text-slate-700">
        {formatLatLng(location.lat, location.lng)}
      </p>

      {saved ? (
        <Callout tone="success" role="status" className="mt-4">
          <p>Location saved to {saved.name}.</p>
          <Link
            to={`/projects/${encodeURIComponent(saved.id)}`}
            className="mt-2 inline-block font-medium text-brand-800 underline"
          >
            Open {saved.name}
          </Link>
        </Callout>
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
  location: MapLocation;
  onSaved(p: Project): void;
  current?: boolean;
}) {
  const update = useUpdateProject(project.id);
  // On a conflict the hook puts the project as stored now in the cache, so the next try carries
  // its new version.
  const error = update.conflict
    ? 'This project was changed by someone else just now. Check it and try again.'
    : update.error && `Could not save: ${update.error.message}`;

  function apply() {
    update.mutate(
      {
        // A pin or position whose street address is not known leaves the project's address be.
        ...(streetAddress(location) ? { address: location.address } : {}),
        latitude: location.lat,
        longitude: location.lng,
        version: project.version,
      },
      { onSuccess: onSaved },
    );
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
        onClick={apply}
        disabled={update.isPending}
        className={buttonStyles.secondary}
        aria-label={`Set this location on ${project.name}`}
      >
        {update.isPending ? 'Saving…' : 'Set location'}
      </button>
    </li>
  );
}
