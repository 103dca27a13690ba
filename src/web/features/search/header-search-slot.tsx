import { lazy, Suspense } from 'react';
import { whenFirstScreenPainted } from '../../lib/after-next-paint';
import { backOnline, whenCodeReachable } from '../../lib/code-reachable';
import type * as HeaderSearchModule from './header-search';
import { useLingui } from './i18n';
import { useSearchShortcut } from './search-shortcut';

// The search box's code (its keys, its list of results) is asked for once the app's first screen
// is on the screen, rather than with every first load: the screen paints without waiting
// for it, and its request does not queue beside the screen's own on a slow connection. Until it
// is in, a box of the same size and look holds its place, and its shortcuts are already listened
// to.
const HeaderSearch = lazy(() =>
  whenFirstScreenPainted()
    .then(loadHeaderSearch)
    .then((m) => ({ default: m.HeaderSearch })),
);

/**
 * The box's code, once it can be fetched (a first visit may have gone offline by then). Lost on
 * the way, it is asked for again when the connection is back; the placeholder stays meanwhile,
 * rather than the screen giving way to an error (search needs the server anyway).
 */
function loadHeaderSearch(): Promise<typeof HeaderSearchModule> {
  return whenCodeReachable()
    .then(() => import('./header-search'))
    .catch(() => backOnline().then(loadHeaderSearch));
}

/** Where the header's search box goes: its place kept while its code arrives. */
export function HeaderSearchSlot() {
  const { i18n } = useLingui();
  useSearchShortcut();
  return (
    <Suspense
      fallback={
        <div className="relative min-w-[9rem] flex-1 xl:max-w-[13rem]" aria-hidden="true">
          <div className="flex min-h-11 w-full items-center rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-slate-300">
            {/* data-words: unseen in the header painted before the app runs (styles.css). */}
            <span data-words>{i18n._('Search')}</span>
          </div>
          <kbd className="absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-slate-500 px-1.5 text-xs text-slate-300 xl:block">
            /
          </kbd>
        </div>
      }
    >
      <HeaderSearch />
    </Suspense>
  );
}
