import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { ApiError } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';

// Account -> Calendar feed: the signed-in user's own feed. Only the token's hash is kept on the
// server, so the URL is in the answer that makes it and nowhere else.

export interface CalendarFeedState {
  /** When the live feed was made, or null when there is none. */
  createdAt: string | null;
}

export interface NewCalendarFeed {
  url: string;
  createdAt: string;
}

const feedKey = ['me', 'calendar-feed'] as const;

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: () => apiFetch<CalendarFeedState>(apiPath('meCalendarFeed')),
    // Not kept offline: with no signal the section waits for a connection instead of failing.
    networkMode: 'online',
  });

/** Makes the feed, or a new one in its place (the old URL stops working at once). */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<NewCalendarFeed, ApiError>({
    mutationFn: () => apiFetch<NewCalendarFeed>(apiPath('meCalendarFeed'), { method: 'POST' }),
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeedState>(feedKey, { createdAt: feed.createdAt }),
  });
}

/** Ends the feed: calendars subscribed to it get nothing more. */
export function useEndCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError>({
    mutationFn: () => apiFetch<void>(apiPath('meCalendarFeed'), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeedState>(feedKey, { createdAt: null }),
  });
}
