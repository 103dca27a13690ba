// For browsers without <link rel="modulepreload">. Vite adds it to an HTML entry by itself;
// the build's entry is this module (vite.config.ts).
import 'vite/modulepreload-polyfill';
import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { noteApiAnswer, watchConnection } from './app/pwa/pwa-state';
import { router } from './app/router';
import { onAnswer } from './lib/api-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves after the browser has painted a frame (or soon, in a tab that does not paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab gets no animation frames: the timeout starts the app there anyway.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      // rAF runs just before the paint; a task queued from it runs just after.
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

// index.html holds a static header: let the browser paint it before React's first render,
// and render as a transition so React works in small slices and a tap on the phone is never
// kept waiting behind the whole first page.
void afterNextPaint().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);

watchConnection();
onAnswer(noteApiAnswer);

// The service worker (offline use, installing the app) once the first screen is done: its
// install downloads every screen's code and page (the precache), which on a phone's connection
// would otherwise compete with what the screen itself still loads after the load event (its
// data, the map's tiles) and with the work of showing it. So: after the load event, once no
// resource (code, API answer, tile) has finished loading for a while and the main thread is
// idle; at the latest after QUIET_MAX_MS, for a page that never goes quiet.
if ('serviceWorker' in navigator) {
  const register = () =>
    void import('./app/pwa/register').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      // Its code could not be fetched (offline before it was ever cached): the next visit does it.
      () => {},
    );
  const afterLoad = () => void whenPageQuiet().then(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

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
