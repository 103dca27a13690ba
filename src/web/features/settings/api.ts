import { queryOptions } from '@tanstack/react-query';
import type { PriceListMaterial, Settings } from '../../../domain/settings';
import { apiFetch } from '../../lib/api-client';

// The settings feature's public surface: the estimator reads the price list and the default
// labor rate through settingsQuery() and materialsQuery(). Only the queries: the router's loaders
// put this module in the first-load bundle, so the Settings screen's own writes are in
// mutations.ts, loaded with that screen.

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
