import { queryOptions } from '@tanstack/react-query';

/**
 * Schemas a screen checks with while it draws, not only when a form is sent: the estimator
 * prices its form with the input schema as it is typed, the map checks each outline's pitch as it
 * is typed, Create proposal shows until when the days typed run. They bring zod (about 25 KB
 * gzip), so they come beside the screen's data rather than in its code: the route's loader
 * prefetches `query()` with the screen's other requests (a dialog's, when it is opened), the
 * screen shows its loading state until the query has them (as it does for its data; a dialog
 * opens then), and the checks read them with `get()` from then on. A schema that could not be
 * fetched shows the route's error, as the screen's own code that could not be fetched does.
 *
 * A form that checks only when it is sent fetches its schema then instead
 * (check-with-fetched-schema.ts).
 */
export function schemasForDrawing<M>(name: string, load: () => Promise<M>) {
  let fetched: M | undefined;
  const fetch = async () => (fetched ??= await load());
  return {
    /** Resolves once they are in: the query's function, and a test's before it checks. */
    fetch,
    query: () =>
      queryOptions({
        queryKey: ['schemas', name] as const,
        queryFn: fetch,
        // Fetched already (by a screen that asked for them itself): no loading state for them.
        initialData: () => fetched,
        // Code, not data: it does not change while the page is open.
        staleTime: Infinity,
        throwOnError: true,
      }),
    /** The schemas; before `fetch` has resolved, an error: the screen drew without waiting. */
    get(): M {
      if (fetched === undefined) throw new Error(`${name}: schemas read before they were fetched`);
      return fetched;
    },
  };
}
