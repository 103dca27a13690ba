import { counted } from '../../lib/i18n/counted';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseNumberText } from '../../../domain/format/number-text';
import type { CommissionPlan } from '../../../domain/costing/commission';
import type { CostCreate } from '../../../domain/costing/cost-schemas';
import type { CrewTimeLog, JobCost } from '../../../domain/costing/costs';
import type { JobProfit } from '../../../domain/costing/profit';
import { apiPath } from '../../../domain/api/api-paths';
import { apiFetch } from '../../lib/api-client';
import { i18n } from './i18n';
import type { TimeInput } from './offline-writes';

// The job costing feature's requests: a project's costs, profit and crew time, the costing
// settings, and the estimator's learned suggestion.

export interface ProfitAnswer extends JobProfit {
  revenueSource: 'accepted' | 'estimate' | 'typed';
  invoiced: boolean;
  optionName: string | null;
}

export interface SuggestionFigure {
  n: number;
  low: number;
  high: number;
  outliers: number;
}
export interface Suggestions {
  waste: (SuggestionFigure & { percent: number }) | null;
  laborDays: (SuggestionFigure & { days: number }) | null;
}

export interface CrewDayRate {
  crewId: string;
  name: string;
  archived: boolean;
  dayRateCents: number | null;
}

export const costingKeys = {
  costs: (id: string) => ['costs', id] as const,
  profit: (id: string) => ['profit', id] as const,
  time: (id: string) => ['crew-time', id] as const,
  settings: ['costing-settings'] as const,
  plans: ['commission-plans'] as const,
  rates: ['crew-day-rates'] as const,
};

const items = async <T>(path: string) => (await apiFetch<{ items: T[] }>(path)).items;

export const costsQuery = (id: string) =>
  queryOptions({
    queryKey: costingKeys.costs(id),
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => items<JobCost>(apiPath('projectCosts', { id })),
  });

export const profitQuery = (id: string) =>
  queryOptions({
    queryKey: costingKeys.profit(id),
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => apiFetch<ProfitAnswer>(apiPath('projectProfit', { id })),
    retry: false,
  });

export const crewTimeQuery = (id: string) =>
  queryOptions({
    queryKey: costingKeys.time(id),
    // Kept for use offline by the sync ahead, with the project's page.
    queryFn: () => items<CrewTimeLog>(apiPath('projectCrewTime', { id })),
  });

export const costingSettingsQuery = () =>
  queryOptions({
    queryKey: costingKeys.settings,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => apiFetch<{ estimatorsSeeProfit: boolean }>(apiPath('costingSettings')),
  });

export const commissionPlansQuery = () =>
  queryOptions({
    queryKey: costingKeys.plans,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => items<CommissionPlan>(apiPath('commissionPlans')),
  });

export const crewDayRatesQuery = () =>
  queryOptions({
    queryKey: costingKeys.rates,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => items<CrewDayRate>(apiPath('crewDayRates')),
  });

export const suggestionsQuery = (roof: {
  sqft: number;
  pitch: number;
  hips: number;
  valleys: number;
}) =>
  queryOptions({
    queryKey: ['estimator-suggestions', roof] as const,
    queryFn: () =>
      apiFetch<Suggestions>(
        apiPath(
          'estimatorSuggestions',
          {},
          {
            sqft: String(roof.sqft),
            pitch: String(roof.pitch),
            hips: String(roof.hips),
            valleys: String(roof.valleys),
          },
        ),
      ),
    staleTime: 60_000,
    networkMode: 'online',
  });

/** Saves a cost line (new, or an edit at the version read) and refreshes costs and profit. */
export function useSaveCost(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: CostCreate; edit?: { id: string; version: number } }) =>
      v.edit
        ? apiFetch<JobCost>(apiPath('cost', { id: v.edit.id }), {
            method: 'PATCH',
            json: { ...v.input, version: v.edit.version },
          })
        : apiFetch<JobCost>(apiPath('projectCosts', { id: projectId }), {
            method: 'POST',
            json: v.input,
          }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: costingKeys.costs(projectId) });
      void qc.invalidateQueries({ queryKey: costingKeys.profit(projectId) });
    },
  });
}

export function useDeleteCost(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath('cost', { id }), { method: 'DELETE' }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: costingKeys.costs(projectId) });
      void qc.invalidateQueries({ queryKey: costingKeys.profit(projectId) });
    },
  });
}

/** Logs time on the job, or keeps it on the device with no signal (offline-writes.ts). */
export function useLogTime(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: TimeInput) =>
      (await import('./offline-writes')).logTimeOrKeep(projectId, input),
    onSettled: () => void qc.invalidateQueries({ queryKey: costingKeys.time(projectId) }),
  });
}

/** The form's check of an entry, with the server's own schema (fetched on first use). */
export const crewTimeSchema = async () =>
  (await import('../../../domain/costing/cost-schemas')).crewTimeSchema();

// The estimator's figures from the company's own completed jobs like the roof on screen. Null
// until the roof has an area and a pitch, and for each figure with fewer than 3 similar jobs:
// the estimator then keeps its standard suggestion.

const outliersText = (count: number) =>
  count === 0
    ? ''
    : ` ${i18n._('{count, select, one {{n} outlier left out.} other {{n} outliers left out.}}', counted(count))}`;
const roofs = (count: number) =>
  i18n._('{count, select, one {{n} similar roof} other {{n} similar roofs}}', counted(count));

export function learnedWasteText(w: SuggestionFigure & { percent: number }): string {
  const text = i18n._('Your last {roofs} used {percent}% waste (range {low}-{high}%).', {
    roofs: roofs(w.n),
    percent: w.percent,
    low: w.low,
    high: w.high,
  });
  return `${text}${outliersText(w.outliers)}`;
}

export function learnedLaborText(l: SuggestionFigure & { days: number }): string {
  const text = i18n._(
    'Your last {roofs} took {days} crew days for a roof this size (range {low}-{high}).',
    { roofs: roofs(l.n), days: l.days, low: l.low, high: l.high },
  );
  return `${text}${outliersText(l.outliers)}`;
}

export function useLearnedSuggestions(
  form: { area: string; pitch: string; hips: string; valleys: string },
  enabled: boolean,
) {
  const roof = {
    sqft: parseNumberText(form.area),
    pitch: parseNumberText(form.pitch),
    hips: form.hips.trim() === '' ? 0 : parseNumberText(form.hips),
    valleys: form.valleys.trim() === '' ? 0 : parseNumberText(form.valleys),
  };
  const valid =
    roof.sqft > 0 &&
    roof.pitch >= 0 &&
    Number.isFinite(roof.pitch) &&
    roof.hips >= 0 &&
    roof.valleys >= 0;
  const q = useQuery({ ...suggestionsQuery(roof), enabled: enabled && valid });
  return valid && q.data ? q.data : null;
}

/** Settings -> Job costing: the owner's writes. */
export function useCostingSettingsWrites() {
  const qc = useQueryClient();
  const after = (key: readonly string[]) => () => void qc.invalidateQueries({ queryKey: key });
  return {
    seeProfit: useMutation({
      mutationFn: (estimatorsSeeProfit: boolean) =>
        apiFetch(apiPath('costingSettings'), { method: 'PATCH', json: { estimatorsSeeProfit } }),
      onSettled: after(costingKeys.settings),
    }),
    plan: useMutation({
      mutationFn: (v: { userId: string; basis: string; basisPoints: number }) =>
        apiFetch(apiPath('commissionPlan', { userId: v.userId }), {
          method: 'PUT',
          json: { basis: v.basis, basisPoints: v.basisPoints },
        }),
      onSettled: after(costingKeys.plans),
    }),
    dayRate: useMutation({
      mutationFn: (v: { crewId: string; dayRateCents: number }) =>
        apiFetch(apiPath('crewDayRate', { crewId: v.crewId }), {
          method: 'PUT',
          json: { dayRateCents: v.dayRateCents },
        }),
      onSettled: after(costingKeys.rates),
    }),
  };
}
