import { formatLatLng } from '../../../domain/format/format';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { projectQuery } from '../projects/api';
import { firstDrawChecks, mapConfigQuery, mapSchemas, outlinesQuery } from './api';
import { toEditable } from './editable-outline';
import type { MapLocation } from './map-location';

import { MapWorkspace } from './map-workspace';
import { readMapSession } from './session-state';
import { useLingui } from './i18n';

/** The address shown at the default point, central Portland. */
export const DEFAULT_ADDRESS = 'Portland, OR';

function fromParams(params: URLSearchParams): MapLocation | undefined {
  if (!params.get('lat') || !params.get('lng')) return undefined;
  // A link's coordinates: the first screen waited for the schemas (firstDrawChecks in api.ts).
  const { latitudeSchema, longitudeSchema } = mapSchemas.get();
  const lat = latitudeSchema().safeParse(params.get('lat'));
  const lng = longitudeSchema().safeParse(params.get('lng'));
  if (!lat.success || !lng.success) return undefined;
  return {
    address: params.get('address')?.trim() || formatLatLng(lat.data, lng.data),
    lat: lat.data,
    lng: lng.data,
    located: true,
    chosen: true,
  };
}

/** /map, /map?lat=&lng=&address=, or /map?projectId= (centred on that project). */
export function MapPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const can = usePermissions();
  const projectId = params.get('projectId') ?? '';
  const config = useQuery(mapConfigQuery());
  const project = useQuery({ ...projectQuery(projectId), enabled: Boolean(projectId) });
  const outlines = useQuery({ ...outlinesQuery(projectId), enabled: Boolean(projectId) });
  // The map checks a link's coordinates, a project's outlines and the tab's kept map with its
  // schemas: a first screen drawn from one of those waits for them as for its settings. A plain
  // visit draws at once; the map box fetches them beside Leaflet (leaflet-map.tsx).
  // Once per address: the tab's kept map is written as the user works, and must not turn a
  // screen already drawn back into a loading state.
  const checks = useMemo(() => firstDrawChecks(params), [params]);
  const schemas = useQuery({ ...mapSchemas.query(), enabled: checks });

  const pending =
    config.isPending ||
    (checks && schemas.isPending) ||
    Boolean(projectId && (project.isPending || outlines.isPending));

  let body;
  if (pending) {
    body = <LoadingState label={i18n._('Loading the map…')} />;
  } else if (config.isError) {
    body = (
      <ErrorState
        title={i18n._('Could not load the map settings')}
        message={config.error.message}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (projectId && (project.isError || outlines.isError)) {
    const error = project.error ?? outlines.error;
    body = (
      <ErrorState
        title={i18n._('Could not load the project')}
        message={error?.message ?? i18n._('Unknown error')}
        onRetry={() => {
          void project.refetch();
          void outlines.refetch();
        }}
      />
    );
  } else {
    const p = projectId ? project.data : undefined;
    const centre = config.data.map.defaultCenter;
    const linked = fromParams(params);
    // Only the plain /map comes back to where the user left it in this tab.
    const remember = !projectId && !linked;
    const session = remember ? readMapSession() : undefined;
    let initial: MapLocation = linked ??
      session?.location ?? {
        address: DEFAULT_ADDRESS,
        lat: centre.lat,
        lng: centre.lng,
        located: true,
        // The start point: shown, but no one's property.
        chosen: false,
      };
    if (p) {
      initial =
        p.latitude !== null && p.longitude !== null
          ? { address: p.address, lat: p.latitude, lng: p.longitude, located: true, chosen: true }
          : { ...initial, address: p.address, located: false };
    }
    body = (
      <MapWorkspace
        // A different project or link starts a fresh workspace.
        key={`${projectId}|${params.get('lat')}|${params.get('lng')}`}
        config={config.data}
        initial={initial}
        project={p}
        savedOutlines={outlines.data}
        initialOutlines={
          p ? (outlines.data?.outlines ?? []).map(toEditable) : (session?.outlines ?? [])
        }
        remember={remember}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={i18n._('Map View')}
        description={
          can.estimate
            ? i18n._(
                'Find the property, measure the roof on the satellite image, and send it to the estimator.',
              )
            : i18n._('Find the property and measure the roof on the satellite image.')
        }
      />
      {body}
    </>
  );
}
