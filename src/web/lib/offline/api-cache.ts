/** The service worker's cache of API answers (vite.config.ts, runtimeCaching). */
export const API_CACHE = 'ridgeline-api';

/**
 * Drops every API answer the service worker kept for offline use, so the next person to sign in
 * on this device never sees the last one's data, even offline.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
