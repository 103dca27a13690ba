import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  GeocodeResult,
  GeocodeSearchResponse,
  ReverseGeocodeResponse,
  RoofOutline,
  RoofOutlines,
  RoofOutlinesSaved,
} from '../../../domain/geo/geo';
import { apiFetch, conflictOr } from '../../lib/api-client';
import { readWithKept } from '../../lib/offline/read-with-kept';
import { madeOnDevice } from '../../lib/offline/outbox-state';
import type { Project } from '../../../domain/project/project';
import { projectKeys } from '../projects/api';
import { schemasForDrawing } from '../../lib/schemas-for-drawing';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { apiPath } from '../../../domain/api/api-paths';

export interface TileLayerConfig {
  url: string;
  attribution: string;
}

/** GET /api/config: the server's map setup. */
export interface MapConfig {
  map: {
    satellite: TileLayerConfig;
    road: TileLayerConfig;
    defaultCenter: { lat: number; lng: number };
  };
}

/** The map's offline write and how the screens show it (lib/offline), loaded when needed. */
const offlineWrites = () => import('./offline-writes');

/**
 * What the map checks with as it draws (map-schemas.ts: a link's coordinates, the pitch typed,
 * the tab's kept map): fetched with the map's settings, not in the screen's code.
 */
export const mapSchemas = schemasForDrawing('map', () => import('./map-schemas'));

/** Where the map without a project keeps its place and outlines for the tab (session-state.ts). */
export const MAP_SESSION_KEY = 'ridgeline.map.v1';

/**
 * Whether the map's first screen is drawn from something it must check first: a link's
 * coordinates, a project's outlines, or the map this tab kept. A plain first visit draws without
 * the schemas (and zod with them); the map box fetches them beside Leaflet, before anything can
 * be drawn on it (leaflet-map.tsx).
 */
export function firstDrawChecks(params: URLSearchParams): boolean {
  if (params.has('projectId') || params.has('lat') || params.has('lng')) return true;
  try {
    return sessionStorage.getItem(MAP_SESSION_KEY) !== null;
  } catch {
    // Storage disabled (private mode): nothing kept to read back.
    return false;
  }
}

export const mapKeys = {
  config: ['config'] as const,
  outlines: (projectId: string) => ['projects', 'detail', projectId, 'outlines'] as const,
};

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: mapKeys.config,
    queryFn: () => apiFetch<MapConfig>(apiPath('config')),
    staleTime: Infinity,
  });

export const outlinesQuery = (projectId: string) =>
  queryOptions({
    queryKey: mapKeys.outlines(projectId),
    queryFn: () =>
      readWithKept(
        () => apiFetch<RoofOutlines>(outlinesPath(projectId)),
        async (writes, outlines) =>
          (await offlineWrites()).outlinesWithKept(projectId, outlines, writes),
        (writes) => madeOnDevice(writes, projectId),
      ),
  });

const outlinesPath = (projectId: string) => apiPath('projectOutlines', { id: projectId });

export async function geocodeSearch(q: string): Promise<GeocodeResult[]> {
  const r = await apiFetch<GeocodeSearchResponse>(
    apiPath('geocode', {}, `q=${encodeURIComponent(q)}`),
  );
  return r.results;
}

export async function reverseGeocode(lat: number, lng: number): Promise<GeocodeResult | null> {
  // Fixed decimals (about 1 cm): the server takes plain decimal degrees, never "1e-7".
  const q = `lat=${lat.toFixed(7)}&lng=${lng.toFixed(7)}`;
  const r = await apiFetch<ReverseGeocodeResponse>(apiPath('geocodeReverse', {}, q));
  return r.result;
}

const outlinesRecord = async () => (await offlineWrites()).outlinesRecord();

/**
 * PUT the project's outlines with the version read; a stale one fails with a ConflictError and
 * the outlines stored now become the cached ones.
 */
export function useSaveOutlines(project: Pick<Project, 'id' | 'name'>) {
  const qc = useQueryClient();
  const cache = (saved: RoofOutlines) => qc.setQueryData(mapKeys.outlines(project.id), saved);
  return useVersionedMutation({
    mutationFn: async (input: { outlines: RoofOutline[]; version: number }) => {
      const r = await (
        await offlineWrites()
      )
        .saveOutlines(project, input)
        .catch((e: unknown) => conflictOr(e, outlinesRecord));
      if ('sent' in r && r.sent.projectLocated) {
        // The server gave the project a place: its page and lists show it from now on.
        void qc.invalidateQueries({ queryKey: projectKeys.detail(project.id), exact: true });
        void qc.invalidateQueries({ queryKey: projectKeys.lists() });
      }
      // Kept on this device (no network): shown as saved, at the version the server has.
      return 'sent' in r
        ? r.sent
        : {
            projectId: project.id,
            outlines: input.outlines,
            version: input.version,
            updatedAt: null,
          };
    },
    onSaved: ({ projectLocated: _, ...saved }: RoofOutlinesSaved) => cache(saved),
    onCurrent: cache,
  });
}
