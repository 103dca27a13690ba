import type { CodeSplittingGroup } from 'rolldown';

/** What the chunking reads of a module: rolldown's module info, the fields used here. */
interface ModuleFacts {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
}

type Facts = (id: string) => ModuleFacts | null;

/**
 * Preact (which runs the app's React API, docs/decisions/0031), the router, the query cache and
 * the messages' runtime (Lingui): what every page runs.
 */
const FRAMEWORK = /node_modules[\\/](preact|react-router|@tanstack|@lingui)[\\/]/;

/**
 * React Query's writes and its endless lists, which the first load imports through the library's
 * index but never runs (no form, no endless list on the dashboard). The module graph cannot
 * tell which of an index's names are used, so they are named here: left to the framework group,
 * they were 0.6 KB of every first load. The writes go to the lazy screens' common file
 * (scripts/route-chunks.ts); the endless list goes with the one screen that shows one. Should the
 * first load come to use either, it would load their file too: bench/bundle-size.ts would show
 * the first load's scripts go from 3 to 4.
 */
export const QUERY_WRITES =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useMutation|mutationObserver)\.js$/;
const QUERY_ENDLESS_LISTS =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

/**
 * The app's own code (not a library's, not a virtual module), and Vite's helper of `import()`,
 * which every page runs. (Rolldown's runtime, its helpers for CommonJS modules such as React,
 * stays a file of its own whatever the groups say.)
 */
const isAppModule = (id: string) =>
  (!id.includes('node_modules') && !id.startsWith('\0')) || /^\0vite[\\/]preload-helper/.test(id);

/**
 * How the code every page loads (the entry module and what it imports statically) is cut into
 * files: the framework (React, the router, TanStack Query) in one, and the app's own modules,
 * the entry module among them, in the entry file. A first load is 3 files (the entry,
 * `framework` and Rolldown's small runtime) however the app's modules are shared with lazy
 * screens. Left to automatic splitting, each set of modules the first load shares with some lazy
 * screens (the formatting, a status list, the account types) became a file of its own, each a
 * request on a phone and a few hundred bytes of wrapping.
 *
 * Both groups take only modules the first load imports: a lazy screen's module can never join
 * the files every page downloads before it runs. (A library's module that the first load reaches
 * only through the library's index, React Query's infinite lists say, still counts as imported:
 * the module graph does not tell which of an index's names are used.)
 */
export function firstLoadChunks(): CodeSplittingGroup[] {
  const reached = new Map<string, boolean>();
  const inFirstLoad = (id: string, facts: Facts) => loadedFirst(id, facts, reached);
  return [
    {
      name: (id, ctx) => (inFirstLoad(id, (m) => ctx.getModuleInfo(m)) ? 'framework' : null),
      test: (id) => FRAMEWORK.test(id) && !QUERY_WRITES.test(id) && !QUERY_ENDLESS_LISTS.test(id),
      priority: 5,
    },
    {
      // With the entry module in it, this group's file is the entry file (index-<hash>.js).
      name: (id, ctx) => (inFirstLoad(id, (m) => ctx.getModuleInfo(m)) ? 'index' : null),
      test: isAppModule,
      priority: 4,
      includeDependenciesRecursively: false,
    },
  ];
}

/** Is the module imported statically, directly or through other modules, by an entry module? */
function loadedFirst(id: string, facts: Facts, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const visited = new Set<string>([id]);
  const queue = [id];
  let found = false;
  while (queue.length > 0 && !found) {
    const info = facts(queue.pop() as string);
    if (!info) continue;
    if (info.isEntry) found = true;
    for (const importer of info.importers) {
      if (known.get(importer) === true) found = true;
      if (!visited.has(importer)) {
        visited.add(importer);
        queue.push(importer);
      }
    }
  }
  known.set(id, found);
  return found;
}
