import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { Outstanding } from '../../../domain/invoicing/types';
import { apiFetch } from '../../lib/api-client';
import { projectKeys } from '../projects/api';

// The dashboard's own request: what customers owe. Under the dashboard's key, so whatever makes
// the dashboard's figures stale (a project changed, a payment recorded) makes this one stale too,
// and nothing of the invoices feature's code loads with the dashboard.

export const outstandingQuery = () =>
  queryOptions({
    queryKey: [...projectKeys.dashboard, 'outstanding'] as const,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => apiFetch<Outstanding>(apiPath('outstanding')),
  });
