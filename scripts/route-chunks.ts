import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { ScreenRoute } from '../src/web/app/route-table';
import { QUERY_WRITES } from './first-load-chunks';

/** What the chunking reads of a module: rolldown's module info, the fields used here. */
interface ModuleFacts {
  readonly isEntry: boolean;
  readonly importedIds: readonly string[];
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
}

type Facts = (id: string) => ModuleFacts | null;

/** Zod: most screens render without it, and it is a quarter of a form screen's code. */
const VALIDATION_LIBRARY = /node_modules[\\/]zod[\\/]/;

/**
 * What a screen that checks as it draws imports (the estimator, the map, a project's page): it
 * fetches its schemas, and zod with them, beside its data (src/web/lib/schemas-for-drawing.ts).
 */
const DRAWS_WITH_SCHEMAS = /[\\/]src[\\/]web[\\/]lib[\\/]schemas-for-drawing\.ts$/;

/**
 * A module that at least this many route groups use goes to `screens-common`; one that fewer
 * share goes to `screens-shared`. The board and the reports use only the common parts (fields,
 * dialogs, the stages), not what the project page shares with two or three others (the
 * schedule's event dialog, the estimator's api): those ride with the screens that use them.
 * A widely used module whose screens all load `screens-shared` anyway goes there instead (the
 * account forms, the takeoff): no screen loads a file more for it, and the screens that need
 * only the common parts (the board, the reports, the pitch finder) do not download it.
 */
const WIDELY_USED = 4;

/**
 * The shared kit (src/web/lib, src/web/components, src/domain/common): the common parts by
 * design, small and used across features. Two groups using one is enough for `screens-common`,
 * so a screen that needs only a piece of it (the board's search bound from bounds.ts) does not
 * load all of `screens-shared` for it: that was 22 KB more on the board once Settings stopped
 * reaching bounds.ts through the schemas it now fetches on use.
 */
const SHARED_KIT = /[\\/]src[\\/](web[\\/](lib|components)|domain[\\/]common)[\\/]/;

/** A module is the app's own code (not a library's, not a virtual module). */
const isAppModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/**
 * A screen's route group: the first segment of its path ("projects" for projects,
 * projects/new and projects/:id; "settings" for settings and settings/team). Screens of one
 * group are visited one after another (the list, then a project), so they share one file.
 */
export function routeGroupOf(screenPath: string): string {
  return screenPath.split('/')[0] || 'home';
}

/**
 * How the lazy screens' code is cut into files, derived from the screen registry
 * (src/web/app/route-table.ts), so a screen added there falls into it with no edit here.
 *
 * Automatic splitting makes a chunk for every distinct set of screens that share a module: with
 * a dozen screens that was 20 to 25 small files on /estimator and a project page, which a phone
 * fetches in waves over HTTP/1.1's six connections. Here each of the app's modules that the
 * first load does not already have goes into one of two files:
 * - `<group>-shared`: modules only one route group's screens use (the project page's sections,
 *   the map's editor parts);
 * - `screens-common`: modules many route groups use (form fields, dialogs, the stages), and
 *   `screens-shared`: modules two or three groups share (the schedule's event dialog, the
 *   costing api): at most two files a screen loads, cached after the first;
 * - `<group>-forms` and `forms-shared`: the same for the modules that import zod, and
 *   `forms-shared` also for the ones only the screens that check as they draw share (the
 *   estimate domain code, the map's geometry): the other screens never load them.
 * Each screen's own page module stays its own file (a project list visit does not fetch the
 * project page), and so do modules only loaded on demand (`import()` of the outbox, the roof
 * planner, a schema at first validation): those stay out of both files. A screen's first load is
 * then the app's 3 files (scripts/first-load-chunks.ts), its page, its group's file, the two
 * shared files and the libraries only it uses.
 *
 * `root` is the web app's source folder (src/web), where the screens' modules are.
 */
export function routeGroupChunks(
  screens: readonly ScreenRoute[],
  root: string,
): CodeSplittingGroup[] {
  const groupOfModule = new Map<string, string>();
  const pagesOfGroup = new Map<string, Set<string>>();
  for (const s of screens) {
    const id = path.resolve(root, `${s.module}.tsx`);
    const group = routeGroupOf(s.path);
    groupOfModule.set(id, group);
    pagesOfGroup.set(group, (pagesOfGroup.get(group) ?? new Set()).add(id));
  }
  // Rolldown calls `name` once per module; the walk up the importers is kept per module.
  const seen = new Map<string, Set<string> | null>();
  const groupsOf = (id: string, facts: Facts) => {
    if (!seen.has(id)) seen.set(id, screenGroupsReaching(id, facts, groupOfModule));
    return seen.get(id) ?? null;
  };
  const candidate = (id: string) => isAppModule(id) && !groupOfModule.has(id);
  const validates = new Map<string, boolean>();
  const needsValidation = (id: string, facts: Facts) =>
    importsStatically(id, VALIDATION_LIBRARY, facts, validates);
  // The screens that check as they draw. The code only they use goes to `forms-shared` (or their
  // group's `-forms` file), as the code of the screens that import zod does, so the screens that
  // check only what they send, or nothing (sign-in, the project list, My jobs), do not download
  // it with `screens-shared`: once these screens fetched their schemas, their shared modules (the
  // estimate's records and pricing, the map's geometry, the estimator's api) no longer imported
  // zod, and nothing else told them apart (sign-in 95.1 KB before; 97.3 without this rule, 89.2
  // with it). A module of one group that uses such code goes to the group's `-forms` file, so
  // the project list does not load `forms-shared` through the project page's sections.
  const pageOfModule = new Map([...groupOfModule.keys()].map((page) => [page, page]));
  const pagesSeen = new Map<string, Set<string> | null>();
  /** The screens (page modules) that import the module statically: each page its own place. */
  const pagesOf = (id: string, facts: Facts) => {
    if (!pagesSeen.has(id)) pagesSeen.set(id, screenGroupsReaching(id, facts, pageOfModule));
    return pagesSeen.get(id) ?? null;
  };
  let drawing: Set<string> | null = null;
  const drawsWithSchemas = (page: string, facts: Facts) =>
    (drawing ??= new Set(
      [...groupOfModule.keys()].filter((p) =>
        staticallyImported([p], facts).some((m) => DRAWS_WITH_SCHEMAS.test(m)),
      ),
    )).has(page);
  const onlyWhereDrawn = (id: string, facts: Facts) =>
    screenGroupsIn(pagesOf(id, facts) ?? new Set()).every((p) => drawsWithSchemas(p, facts));
  const formsShared = new Map<string, boolean>();
  const usesFormsShared = (id: string, facts: Facts) =>
    importsStatically(
      id,
      (m) => m !== id && candidate(m) && sharedFile(m, facts) === 'forms-shared',
      facts,
      formsShared,
    );
  /** Where a module shared by route groups goes, before the widely used ones are looked at again. */
  const sharedFile = (id: string, facts: Facts) => {
    const groups = groupsOf(id, facts);
    if (!groups || groups.size < 2) return null;
    if (needsValidation(id, facts) || onlyWhereDrawn(id, facts)) return 'forms-shared';
    if (SHARED_KIT.test(id)) return 'screens-common';
    return screenGroupsIn(groups).length >= WIDELY_USED ? 'screens-common' : 'screens-shared';
  };
  // The route groups whose screens load `screens-shared`, from every module the screens import
  // (asked once, when the first module is placed: the module graph is complete by then).
  let loadingShared: Set<string> | null = null;
  const groupsLoadingShared = (facts: Facts) => {
    loadingShared ??= new Set(
      staticallyImported([...groupOfModule.keys()], facts)
        .filter((id) => candidate(id) && sharedFile(id, facts) === 'screens-shared')
        .flatMap((id) => screenGroupsIn(groupsOf(id, facts) ?? new Set())),
    );
    return loadingShared;
  };
  return [
    {
      // The validation library (zod) as one file, loaded by the screens whose code imports it.
      name: 'validation',
      test: VALIDATION_LIBRARY,
      priority: 3,
    },
    {
      // Before the groups' files: a module several groups use must not be pulled into one
      // group's file as a dependency of that group's modules.
      name: (id, ctx) => {
        // React Query's writes: used by most screens that change something (forms, dialogs).
        if (QUERY_WRITES.test(id)) return 'screens-common';
        const facts: Facts = (m) => ctx.getModuleInfo(m);
        const file = sharedFile(id, facts);
        if (file !== 'screens-common') return file;
        const loading = groupsLoadingShared(facts);
        const usedOnlyWhereShared = screenGroupsIn(groupsOf(id, facts) ?? new Set()).every((g) =>
          loading.has(g),
        );
        return usedOnlyWhereShared ? 'screens-shared' : 'screens-common';
      },
      test: (id) => candidate(id) || QUERY_WRITES.test(id),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        const facts: Facts = (m) => ctx.getModuleInfo(m);
        const groups = groupsOf(id, facts);
        const [only] = groups?.size === 1 ? groups : [];
        // A group of one page needs no file beside it: its modules go into the page's own.
        if (only === undefined || (pagesOfGroup.get(only)?.size ?? 0) < 2) return null;
        return needsValidation(id, facts) || usesFormsShared(id, facts)
          ? `${only}-forms`
          : `${only}-shared`;
      },
      test: candidate,
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * The route groups whose screens import this module statically (directly or through other
 * modules), or null when it is not theirs alone to place: the first load imports it (it is
 * already there), or something loaded on demand does (it stays with that). `groupOfModule` maps
 * each screen's page module to the place it counts as: its group, or the page itself.
 */
function screenGroupsReaching(
  id: string,
  facts: Facts,
  groupOfModule: ReadonlyMap<string, string>,
): Set<string> | null {
  const groups = new Set<string>();
  const visited = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    const group = groupOfModule.get(current);
    if (group !== undefined) {
      groups.add(group);
      continue;
    }
    const info = facts(current);
    if (!info || info.isEntry) return null;
    // Loaded on demand (the outbox, the roof planner, a dialog): a place of its own, so its
    // modules stay with it unless a screen also imports them.
    if (info.importers.length === 0 && info.dynamicImporters.length > 0) {
      groups.add(`${ON_DEMAND}${current}`);
      continue;
    }
    for (const importer of info.importers) {
      if (!visited.has(importer)) {
        visited.add(importer);
        queue.push(importer);
      }
    }
  }
  return [...groups].some((g) => !g.startsWith(ON_DEMAND)) ? groups : null;
}

/** Marks, among the places a module is used, a module loaded on demand rather than a screen. */
const ON_DEMAND = '\0on-demand:';

/** The route groups among the places a module is used (not the modules loaded on demand). */
const screenGroupsIn = (places: ReadonlySet<string>) =>
  [...places].filter((g) => !g.startsWith(ON_DEMAND));

/** The modules these import statically, directly or through other modules, and these. */
function staticallyImported(ids: readonly string[], facts: Facts): string[] {
  const seen = new Set<string>(ids);
  const queue = [...ids];
  while (queue.length > 0) {
    for (const imported of facts(queue.pop() as string)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...seen];
}

/** Does this module import (directly or through other modules, statically) a module matching `lib`? */
function importsStatically(
  id: string,
  lib: RegExp | ((id: string) => boolean),
  facts: Facts,
  known: Map<string, boolean>,
  visiting = new Set<string>(),
): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  if (typeof lib === 'function' ? lib(id) : lib.test(id)) return true;
  // A cycle: this path adds nothing the module's other imports do not.
  if (visiting.has(id)) return false;
  visiting.add(id);
  const found = (facts(id)?.importedIds ?? []).some((i) =>
    importsStatically(i, lib, facts, known, visiting),
  );
  known.set(id, found);
  return found;
}
