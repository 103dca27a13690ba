/**
 * Resolves once the app's own code can be fetched: at once when the browser is online or the
 * service worker controls the page (it serves the code from its precache, network or not), and
 * otherwise when the connection comes back. Code asked for with neither fails, and the browser
 * logs the failed request. For code fetched after the first screen, which a first visit may be
 * offline for.
 */
export function whenCodeReachable(): Promise<void> {
  if (navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return backOnline();
}

/** Resolves when the connection next comes back. */
export function backOnline(): Promise<void> {
  return new Promise((back) => window.addEventListener('online', () => back(), { once: true }));
}
