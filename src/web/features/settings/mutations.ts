import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupRun } from '../../../domain/backup/backups';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import type { Settings, SettingsPatch } from '../../../domain/settings/settings';
import type {
  MaterialCreate,
  MaterialPatch,
  Material,
} from '../../../domain/price-list/price-list';
import type { MappingOverride } from '../../../domain/project/csv/mapping';
import type { ImportReport } from '../../../domain/project/csv/plan';
import type { ApiError } from '../../lib/api-client';
import { apiFetch, apiFetchVersioned } from '../../lib/api-client';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { settingsKeys } from './api';
import { apiPath } from '../../../domain/api/api-paths';

// The Settings screen's writes (api.ts says why they are apart from the queries).

/** The schemas of the records a conflict carries, loaded when one needs them. */
const settingsRecord = async () =>
  (await import('../../../domain/settings/settings-schemas')).settingsSchema();
const materialRecord = async () =>
  (await import('../../../domain/api/records')).priceListMaterialSchema();

/**
 * A PATCH carrying the version it read; a stale one fails with a ConflictError, and the current
 * settings it carries become the cached ones (the next save goes with their version).
 */
export function useUpdateSettings() {
  const qc = useQueryClient();
  const cache = (s: Settings) => qc.setQueryData(settingsKeys.settings, s);
  return useVersionedMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiFetchVersioned<Settings, Settings>(
        apiPath('settings'),
        { method: 'PATCH', json: patch },
        settingsRecord,
      ),
    onSaved: cache,
    onCurrent: cache,
  });
}

/**
 * Uploads the logo file as its own bytes (the server tells PNG from JPEG by them) and caches
 * the settings it answers with: their version went up, so the forms' next saves use it.
 */
export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation<Settings, ApiError, Blob>({
    mutationFn: (file) =>
      apiFetch<Settings>(apiPath('settingsLogo'), {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      }),
    onSuccess: (s) => qc.setQueryData(settingsKeys.settings, s),
  });
}

export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation<Settings, ApiError, void>({
    mutationFn: () => apiFetch<Settings>(apiPath('settingsLogo'), { method: 'DELETE' }),
    onSuccess: (s) => qc.setQueryData(settingsKeys.settings, s),
  });
}

function useReplaceMaterial() {
  const qc = useQueryClient();
  return (m: Material) => {
    qc.setQueryData<Material[]>(settingsKeys.materials, (list) =>
      list ? list.map((x) => (x.id === m.id ? m : x)) : list,
    );
    void qc.invalidateQueries({ queryKey: settingsKeys.materials });
  };
}

export function useCreateMaterial() {
  const qc = useQueryClient();
  // Every failure apiFetch reports is an ApiError (its problem names the bad fields).
  return useMutation<Material, ApiError, MaterialCreate>({
    mutationFn: (input) =>
      apiFetch<Material>(apiPath('materials'), { method: 'POST', json: input }),
    onSuccess: (m) => {
      qc.setQueryData<Material[]>(settingsKeys.materials, (list) => (list ? [...list, m] : list));
      void qc.invalidateQueries({ queryKey: settingsKeys.materials });
    },
  });
}

/**
 * A change to a material. The unit is among them: a saved estimate keeps the unit it was priced
 * in (its snapshot), so a new unit only changes what new estimates order.
 */
export type MaterialChange = MaterialPatch & { unit?: MaterialUnit };

/** Saves a price, the unit and takeoff, or an archive flag; on a conflict the list shows the current material. */
export function useUpdateMaterial() {
  const replace = useReplaceMaterial();
  return useVersionedMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MaterialChange }) =>
      apiFetchVersioned<Material, Material>(
        apiPath('material', { id }),
        { method: 'PATCH', json: patch },
        materialRecord,
      ),
    onSaved: replace,
    onCurrent: replace,
  });
}

/**
 * The settings' version as cached now, read when a form saves: the company and labor rate forms
 * save the same record, so one form's save must not leave the other sending a stale version.
 */
export function useLatestSettingsVersion(settings: Settings): () => number {
  const qc = useQueryClient();
  return () => qc.getQueryData<Settings>(settingsKeys.settings)?.version ?? settings.version;
}

/** "Back up now": the server answers 202 with the backup it is making, shown at once. */
export function useStartBackup() {
  const qc = useQueryClient();
  return useMutation<{ backup: BackupRun }, ApiError, void>({
    mutationFn: () => apiFetch<{ backup: BackupRun }>(apiPath('backups'), { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.backups }),
  });
}

/**
 * Sends the chosen file as it is (text/csv) with the owner's corrections to the columns; a dry
 * run answers what the import would do and saves nothing.
 */
export function importProjects(
  file: Blob,
  options: { dryRun: boolean; mapping: MappingOverride },
): Promise<ImportReport> {
  const query = new URLSearchParams({ dryRun: String(options.dryRun) });
  if (Object.keys(options.mapping).length > 0) {
    query.set('mapping', JSON.stringify(options.mapping));
  }
  return apiFetch<ImportReport>(apiPath('importProjects', {}, query), {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  });
}
