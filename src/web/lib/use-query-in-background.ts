import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * `useQuery`, whose answer is drawn in the background: React draws a screen's part as soon as
 * its data arrives, all at once, and a long form or list (Settings' price list and forms) held
 * a phone's main thread for a quarter of a second, taps waiting. Here the part keeps what it
 * showed (its loading state) while React draws the answer in slices it can interrupt. A screen
 * whose data is already in the cache draws it at once.
 */
export function useQueryInBackground<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  return useDeferredValue(useQuery(options));
}
