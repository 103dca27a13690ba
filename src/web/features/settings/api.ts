import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MaterialCreate,
  MaterialPatch,
  PriceListMaterial,
  Settings,
  SettingsPatch,
} from '../../../domain/settings';
import { ApiError, apiFetch } from '../../lib/api-client';

// The settings feature's public surface: the estimator reads the price list and the default
// labor rate through settingsQuery() and materialsQuery().

export const settingsKeys = {
  settings: ['settings'] as const,
  materials: ['materials'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.settings,
    queryFn: () => apiFetch<Settings>('/api/settings'),
  });

/** The whole price list, archived materials included (saved estimates may refer to them). */
export const materialsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.materials,
    queryFn: () => apiFetch<PriceListMaterial[]>('/api/materials'),
  });

/**
 * A PATCH carrying the version it read; a stale one fails with ApiError status 409, and the
 * current settings it carries become the cached ones (the next save goes with their version).
 */
export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiFetch<Settings>('/api/settings', { method: 'PATCH', json: patch }),
    onSuccess: (s) => qc.setQueryData(settingsKeys.settings, s),
    onError: (err) => {
      const current = conflictCurrent(err);
      if (current) qc.setQueryData(settingsKeys.settings, current);
    },
  });
}

/** The current settings a 409 answer carries, if this error is one. */
export function conflictCurrent(err: unknown): Settings | undefined {
  return err instanceof ApiError && err.status === 409
    ? (err.problem.current as Settings | undefined)
    : undefined;
}

function useReplaceMaterial() {
  const qc = useQueryClient();
  return (m: PriceListMaterial) => {
    qc.setQueryData<PriceListMaterial[]>(settingsKeys.materials, (list) =>
      list ? list.map((x) => (x.id === m.id ? m : x)) : list,
    );
    void qc.invalidateQueries({ queryKey: settingsKeys.materials });
  };
}

export function useCreateMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialCreate) =>
      apiFetch<PriceListMaterial>('/api/materials', { method: 'POST', json: input }),
    onSuccess: (m) => {
      qc.setQueryData<PriceListMaterial[]>(settingsKeys.materials, (list) =>
        list ? [...list, m] : list,
      );
      void qc.invalidateQueries({ queryKey: settingsKeys.materials });
    },
  });
}

export function useUpdateMaterial() {
  const replace = useReplaceMaterial();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MaterialPatch }) =>
      apiFetch<PriceListMaterial>(`/api/materials/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
      }),
    onSuccess: replace,
  });
}
