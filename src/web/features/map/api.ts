import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  GeocodeResult,
  GeocodeSearchResponse,
  ReverseGeocodeResponse,
  RoofOutline,
  RoofOutlines,
} from '../../../domain/geo';
import { apiFetch, apiFetchVersioned } from '../../lib/api-client';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';

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

export const mapKeys = {
  config: ['config'] as const,
  outlines: (projectId: string) => ['projects', 'detail', projectId, 'outlines'] as const,
};

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: mapKeys.config,
    queryFn: () => apiFetch<MapConfig>('/api/config'),
    staleTime: Infinity,
  });

export const outlinesQuery = (projectId: string) =>
  queryOptions({
    queryKey: mapKeys.outlines(projectId),
    queryFn: () =>
      apiFetch<RoofOutlines>(`/api/projects/${encodeURIComponent(projectId)}/outlines`),
  });

export async function geocodeSearch(q: string): Promise<GeocodeResult[]> {
  const r = await apiFetch<GeocodeSearchResponse>(`/api/geocode?q=${encodeURIComponent(q)}`);
  return r.results;
}

export async function reverseGeocode(lat: number, lng: number): Promise<GeocodeResult | null> {
  // Fixed decimals (about 1 cm): the server takes plain decimal degrees, never "1e-7".
  const q = `lat=${lat.toFixed(7)}&lng=${lng.toFixed(7)}`;
  const r = await apiFetch<ReverseGeocodeResponse>(`/api/geocode/reverse?${q}`);
  return r.result;
}

const outlinesRecord = async () => (await import('../../../domain/records')).roofOutlinesSchema();

/**
 * PUT the project's outlines with the version read; a stale one fails with a ConflictError and
 * the outlines stored now become the cached ones.
 */
export function useSaveOutlines(projectId: string) {
  const qc = useQueryClient();
  const cache = (saved: RoofOutlines) => qc.setQueryData(mapKeys.outlines(projectId), saved);
  return useVersionedMutation({
    mutationFn: (input: { outlines: RoofOutline[]; version: number }) =>
      apiFetchVersioned<RoofOutlines, RoofOutlines>(
        `/api/projects/${encodeURIComponent(projectId)}/outlines`,
        { method: 'PUT', json: input },
        outlinesRecord,
      ),
    onSaved: cache,
    onCurrent: cache,
  });
}
