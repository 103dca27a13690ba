import { formatCoordinate } from '../../../domain/format/format';
import { Link } from 'react-router';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import type { MapLocation } from './map-location';
import { directionsUrl } from './map-location';
import { useLingui } from './i18n';
import { placeText } from './map-texts';

/**
 * Current Location: the address and coordinates shown, with directions and, for a role that may
 * create and edit projects and a place found or pinned (`onUse`), Use This Location.
 */
export function LocationPanel({
  location,
  project,
  onUse,
}: {
  location: MapLocation;
  project: Project | undefined;
  onUse: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="current-location-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 lg:self-start"
    >
      <h2 id="current-location-heading" className="text-lg font-semibold">
        {i18n._('Current Location')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-700">{i18n._('Address')}</dt>
        <dd className="break-words">{placeText(location.address)}</dd>
        <dt className="font-medium text-slate-700">{i18n._('Latitude')}</dt>
        <dd>
          <span className="font-mono">{formatCoordinate(location.lat)}</span>
        </dd>
        <dt className="font-medium text-slate-700">{i18n._('Longitude')}</dt>
        <dd>
          <span className="font-mono">{formatCoordinate(location.lng)}</span>
        </dd>
      </dl>
      {!location.located && (
        <p className="mt-2 text-sm text-amber-900">
          {i18n._('These coordinates are not this address’s: it is not placed on the map yet.')}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a
          href={directionsUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles.secondary}
        >
          {i18n._('Get Directions')}
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
        {onUse && (
          <button type="button" onClick={onUse} className={buttonStyles.primary}>
            {i18n._('Use This Location')}
          </button>
        )}
      </div>
      {project && (
        <p className="mt-3 text-sm text-slate-700">
          {i18n._('Project:')}{' '}
          <Link
            to={`/projects/${encodeURIComponent(project.id)}`}
            className="font-medium text-brand-800 underline"
          >
            {project.name}
          </Link>
        </p>
      )}
    </section>
  );
}
