// No polyfill of <link rel="modulepreload"> (Vite's, 0.5 KB on every first load): the browsers
// without it (Safari before 17) still run the app, fetching each screen's files as it asks for
// them rather than with the page.
import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { startOfflineWrites } from './app/pwa/offline-writes';
import { noteApiAnswer } from './app/pwa/pwa-state';
import { router, routerInitialized } from './app/router';
import { onAnswer } from './lib/api-client';
import { whenCodeReachable } from './lib/code-reachable';
import { afterNextPaint, markFirstScreenPainted } from './lib/after-next-paint';
import { I18nProvider, i18n } from './i18n';
import { switchLanguage } from './lib/i18n/catalogs';
import { rememberedLanguage } from './lib/i18n/language-choice';
import { onKeptWritesWanted } from './lib/offline/outbox-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html holds a static header: let the browser paint it before the app's first render
// (React's API on Preact: docs/decisions/0031). The first render waits for the messages of the
// language this device last used (none to fetch in English), so it never flashes English, and for
// the router to have the screen's code and its loaders' answers: drawn sooner, the router has
// nothing to show but a fallback, which would replace the painted page with a blank one.
const firstScreenPainted = Promise.all([
  afterNextPaint(),
  switchLanguage(rememberedLanguage()),
  routerInitialized(),
]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // Two frames: the first is drawn, and by the second it is on the screen.
  return afterNextPaint().then(afterNextPaint).then(markFirstScreenPainted);
});

onAnswer(noteApiAnswer);

// The service worker (offline use, installing the app) and the outbox of changes made with no
// signal wait for the first screen to be done (app/pwa/after-first-screen.ts): the worker's
// install downloads every screen's code, which would compete with what the screen still loads.
// A screen that needs the kept changes sooner (opened with no network) loads the outbox at once.
onKeptWritesWanted(startOfflineWrites);
const whenDone = () =>
  void whenCodeReachable()
    .then(() => import('./app/pwa/after-first-screen'))
    .then(({ afterFirstScreen }) => afterFirstScreen())
    // Its code could not be fetched (offline before it was ever cached): the next visit does it.
    .catch(() => {});
const pageLoaded = new Promise<void>((loaded) => {
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', () => loaded(), { once: true });
});
// After the first screen is painted too: the load event comes before the app's first render on
// a screen that waits for its data, and a request for this code then would queue beside the
// screen's own on a slow connection. Settled, not fulfilled: a first render that failed still
// gets the outbox and the worker.
void Promise.allSettled([firstScreenPainted, pageLoaded]).then(whenDone);
