import { queryOptions } from '@tanstack/react-query';
import type { BackupStatus } from '../../../domain/backup/backups';
import type { Material } from '../../../domain/price-list/price-list';
import type { Settings } from '../../../domain/settings/settings';
import { apiFetch } from '../../lib/api-client';
import { apiPath } from '../../../domain/api/api-paths';

// The settings feature's public surface: the estimator reads the price list and the default
// labor rate through settingsQuery() and materialsQuery(). Only the queries: the router's loaders
// put this module in the first-load bundle, so the Settings screen's own writes are in
// mutations.ts, loaded with that screen.

export const settingsKeys = {
  settings: ['settings'] as const,
  materials: ['materials'] as const,
  backups: ['backups'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.settings,
    queryFn: () => apiFetch<Settings>(apiPath('settings')),
  });

/** The whole price list, archived materials included (saved estimates may refer to them). */
export const materialsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.materials,
    queryFn: () => apiFetch<Material[]>(apiPath('materials')),
  });

/**
 * The owner's backups and when the next is due; asked again every 2 s while one is being made,
 * so it appears finished without a reload. The dashboard reads its warning.
 */
export const backupsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.backups,
    queryFn: () => apiFetch<BackupStatus>(apiPath('backups')),
    refetchInterval: (q) =>
      q.state.data?.backups.some((b) => b.status === 'running') ? 2000 : false,
  });
