import { whenCodeReachable } from '../../lib/code-reachable';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { startOfflineWrites } from './offline-writes';

// Loaded once the first screen is painted and the page has loaded (main.tsx): what waits for
// the first screen to be done.

/** How long with no resource finished loading counts as the page having gone quiet. */
const QUIET_MS = 2_000;
/** The longest wait for quiet: a screen that keeps loading (panning the map) gets it then. */
const QUIET_MAX_MS = 15_000;

/** Resolves once the page's network has been quiet for QUIET_MS and the main thread is idle. */
function whenPageQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const latest = setTimeout(done, QUIET_MAX_MS);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    observer.observe({ type: 'resource' });
    function done() {
      clearTimeout(timer);
      clearTimeout(latest);
      observer.disconnect();
      // Safari has no requestIdleCallback: quiet is enough there.
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else resolve();
    }
  });
}
/**
 * Once the page is quiet: the outbox of changes kept offline, and the service worker (offline
 * use, installing the app), whose code is fetched only then.
 */
export async function afterFirstScreen(): Promise<void> {
  await whenPageQuiet();
  // Their code comes from the network on a first visit (no worker yet): with no network, wait
  // for it rather than fail.
  await whenCodeReachable();
  startOfflineWrites();
  if ('serviceWorker' in navigator) {
    const { registerServiceWorker } = await import('./register');
    registerServiceWorker();
    // A reader of another language than English: that language's catalogues of every screen,
    // kept by the worker like the app's files (English is in those files).
    const language = currentLanguage();
    if (language !== 'en') {
      const { keepLanguage } = await import('../../lib/i18n/keep-language');
      await keepLanguage(language);
    }
  }
}
