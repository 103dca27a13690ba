import { formatLatLng } from '../../../domain/format/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { useLingui } from './i18n';
import { placeText } from './map-texts';

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
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const q = search.trim();
  const projects = useQuery(projectListQuery({ q: q || undefined, limit: 8 }));
  const [saved, setSaved] = useState<Project | null>(null);

  return (
    <Dialog title={i18n._('Use This Location')} onClose={onClose}>
      <p className="text-sm text-slate-800">{placeText(location.address)}</p>
      <p className="mt-1 font-mono text-sm text-slate-700">
        {formatLatLng(location.lat, location.lng)}
      </p>

      {saved ? (
        <Callout tone="success" role="status" className="mt-4">
          <p>{i18n._('Location saved to {name}.', { name: saved.name })}</p>
          <Link
            to={`/projects/${encodeURIComponent(saved.id)}`}
            className="mt-2 inline-block font-medium text-brand-800 underline"
          >
            {i18n._('Open {name}', { name: saved.name })}
          </Link>
        </Callout>
      ) : (
        <>
          <Link to={newProjectUrl(location)} className={`${buttonStyles.primary} mt-4 w-full`}>
            {i18n._('Start a new project here')}
          </Link>

          <h3 className="mt-6 font-semibold">{i18n._('Or set it on an existing project')}</h3>
          {project && (
            <ul className="mt-2">
              <ProjectChoice project={project} location={location} onSaved={setSaved} current />
            </ul>
          )}
          <div className="mt-3">
            <TextField
              label={i18n._('Find a project')}
              type="search"
              value={search}
              placeholder={i18n._('Name or address')}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="mt-3">
            {projects.isPending ? (
              <p role="status" className="text-sm text-slate-600">
                {i18n._('Loading projects…')}
              </p>
            ) : projects.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {i18n._('Could not load projects: {message}', { message: projects.error.message })}
              </p>
            ) : projects.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">{i18n._('No projects match.')}</p>
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
  const { i18n } = useLingui();
  const update = useUpdateProject(project.id);
  // On a conflict the hook puts the project as stored now in the cache, so the next try carries
  // its new version.
  const error = update.conflict
    ? i18n._('This project was changed by someone else just now. Check it and try again.')
    : update.error && i18n._('Could not save: {message}', { message: update.error.message });

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
          {current && (
            <span className="font-normal text-slate-600"> {i18n._('(this project)')}</span>
          )}
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
        aria-label={i18n._('Set this location on {name}', { name: project.name })}
      >
        {update.isPending ? i18n._('Saving…') : i18n._('Set location')}
      </button>
    </li>
  );
}
