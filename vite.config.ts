import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_ALIASES, PREACT_JSX, expectedOnPreact } from './scripts/preact-aliases';
import { englishCatalogues } from './scripts/english-catalogues';
import { firstLoadChunks } from './scripts/first-load-chunks';
import { routeGroupChunks } from './scripts/route-chunks';
import { routePages } from './scripts/vite-route-pages';
import { LAZY_SCREENS } from './src/web/app/route-table';

/** The app's entry module, in src/web. */
const ENTRY = 'main.tsx';

/** The service worker's cache of API answers; src/web/lib/offline/api-cache.ts empties it on sign-out. */
const API_CACHE = 'ridgeline-api';

/** The service worker's cache of the catalogues of the language a user reads. */
const LANGUAGE_CACHE = 'ridgeline-languages';

/** The service worker's cache of map tiles seen; kept across sign-out (public imagery). */
const TILE_CACHE = 'ridgeline-tiles';

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // The app is written with React's API and runs on Preact's compatibility layer, as the
  // customer's page does (docs/decisions/0031): React DOM alone was half of every first load.
  resolve: { alias: PREACT_ALIASES },
  // The dev server reloads the page on a change (Fast Refresh is React's own).
  oxc: PREACT_JSX,
  plugins: [
    tailwindcss(),
    englishCatalogues(),
    routePages(ENTRY),
    installableApp(),
    productionRouter(),
  ],
  build: {
    // RIDGELINE_WEB_OUT lets parallel builds (several developers on one machine) not collide.
    outDir: path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // The server serves dist/web only when this manifest proves it is a build; bench/ reads it too.
    manifest: true,
    rolldownOptions: {
      // Rolldown warns when plugins take a large share of the build's time: on a busy machine it
      // says so on most builds, about the machine rather than the code.
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        if (!expectedOnPreact(log)) handler(level, log);
      },
      // The entry module, not index.html: the pages that load it (index.html and one per screen)
      // are written by routePages, from index.html as a template.
      input: { index: path.resolve('src/web', ENTRY) },
      output: {
        // A language's catalogue of a screen (src/web/**/locales/<language>.ts, fetched only by
        // those who read it) is named for its language, so the service worker leaves it out of
        // what it downloads for everyone and keeps it only for its readers (below).
        chunkFileNames: (chunk) => {
          const language = /[\\/]locales[\\/]([a-z]{2})\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return language ? `assets/i18n-${language}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // What every page loads: the framework in one file and the app's own modules in the
            // entry file (scripts/first-load-chunks.ts), not the handful of small shared chunks
            // automatic splitting makes (each is a request on a phone).
            ...firstLoadChunks(),
            // The lazy screens' code: a file per route group and two they share, from the
            // screen registry (scripts/route-chunks.ts), not a file per set of screens.
            ...routeGroupChunks(LAZY_SCREENS, path.resolve('src/web')),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

/**
 * The installable app: the web app manifest and a service worker (Workbox, generated from the
 * build) that precaches the app's files and pages, so every screen opens with no network.
 * Registration is the app's own (src/web/app/pwa/register.ts), loaded after the page: nothing of
 * it is in the first load, and a new version waits for the user's "Update" (registerType
 * "prompt"), never reloading a page with a half-filled form.
 */
function installableApp() {
  // The build writes a page per screen (scripts/vite-route-pages.ts, routes/<name>.html) that
  // the server sends for that screen's URL: the precache keeps each under that URL, so an offline
  // visit to /estimator gets the same page as an online one. A page with a parameter in its path
  // (projects/:id) has no one URL: those visits get index.html (navigateFallback below), which
  // loads the screen's code a moment later.
  const pageUrls = new Map(
    LAZY_SCREENS.filter((s) => !s.path.includes(':')).map((s) => [
      `routes/${s.path.replace(/[^a-z0-9]+/gi, '-')}.html`,
      s.path,
    ]),
  );
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are among the build's files the precache globs below already take.
    includeManifestIcons: false,
    // The manifest link and apple-touch-icon are in src/web/index.html, the template of every
    // page: the plugin's own HTML injection never sees pages that routePages writes.
    manifest: {
      name: 'Ridgeline',
      short_name: 'Ridgeline',
      description:
        'The roofing helper for roofers and contractors: jobs, roof pitch, measuring, estimates and proposals.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's slate-900 and the page's slate-50 (index.html), so the splash screen and the
      // status bar match the app.
      theme_color: '#0f172a',
      background_color: '#f8fafc',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // customer/ is the customer's proposal page, its own build with its own life (no account,
      // never installed); .vite/ is build metadata the server never serves.
      // assets/i18n-*: the languages' catalogues, kept at run time for those who read them.
      globIgnores: ['customer/**', '.vite/**', '**/node_modules/**', 'assets/i18n-*'],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.flatMap((e) => {
            if (!e.url.startsWith('routes/')) return [e];
            const screenPath = pageUrls.get(e.url);
            return screenPath !== undefined ? [{ ...e, url: screenPath }] : [];
          }),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      // Not the app: the API, a customer's proposal or invoice link (/p/, /i/<token>) and
      // the customer page's files. Those always go to the network as if there were no worker.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/p(\/|$)/, /^\/i(\/|$)/, /^\/customer(\/|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The catalogues of the language a user reads (src/web/lib/i18n/keep-language.ts
          // fetches them all once the app is installed): a Spanish reader's screens stay Spanish
          // offline, and English users never download them. Their names carry their content's
          // hash, so a kept one is never stale.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith('/assets/i18n-'),
          handler: 'CacheFirst',
          options: {
            cacheName: LANGUAGE_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200 },
          },
        },
        {
          // The app's data, for when there is no network: always asked of the server first, with
          // no timeout, so online nothing changes; a failed request gets the last answer kept.
          // Not kept: the customer's public link data, backups and downloads (PDF, CSV, ZIP),
          // photos and the logo (large, and the gallery shows what it has; a photo's thumbnail is
          // kept, small, so a work order's photos show offline), sign-in itself.
          // GET /api/me is kept: the app asks it before any screen opens (app/session-gate.ts),
          // so offline without it no screen would. Signing out empties this cache.
          // Not kept either: GET /api/offline/projects, the sync ahead's bulk answer, whose parts
          // src/web/lib/offline/sync-ahead.ts puts here under each project page's own URLs.
          // (Workbox writes this function into the worker by its source: it may use nothing
          // from outside itself.)
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !/^\/api\/(session|public\/|export|photos\/(?![^/]+\/thumb$)|settings\/logo|invitations\/|offline\/)/.test(
              url.pathname,
            ) &&
            !/[./](pdf|csv|zip)$/.test(url.pathname) &&
            !url.searchParams.has('format'),
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            cacheableResponse: { statuses: [200] },
            // 2,000 entries: the sync ahead keeps 200 projects of up to seven answers each (the
            // project, its outlines, photos, schedule, crew time, estimates, proposals), and an
            // answer it put is counted here once the page reads it or the worker fetches it
            // again; the lists, the dashboard and other screens' answers need room beside them.
            // (The answers the sync puts and nobody has read yet are not counted: it prunes
            // those itself.)
            expiration: { maxEntries: 2000, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
        {
          // Map tiles already seen, so the map of a property looked at online still shows on
          // the roof with no signal. Tiles come from the tile hosts in GET /api/config (other
          // origins): matched as images from another origin whose path ends in {z}/{x}/{y}
          // (optionally @2x and an extension), which fits OSM, Esri ({z}/{y}/{x}) and most
          // tile services; nothing else the app shows is a cross-origin image.
          // Cache first: a tile kept is shown without asking the network, which also spares
          // the tile hosts (OSM asks apps to cache). Tiles are public imagery, not anyone's
          // data, so signing out leaves them (unlike the API answers above).
          // The layer asks for tiles with CORS (leaflet-map.tsx), so answers are not opaque:
          // a failed tile (404, 5xx) is never kept, and each tile counts its real size against
          // the storage quota (an opaque answer counts megabytes of padding in Chromium).
          // The worker's fetch is allowed by the CSP of sw.js (src/server/security-headers.ts).
          urlPattern: ({ url, request, sameOrigin }) =>
            !sameOrigin &&
            request.destination === 'image' &&
            /\/\d{1,2}\/\d+\/\d+(@2x)?(\.[a-z]+)?$/i.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: TILE_CACHE,
            cacheableResponse: { statuses: [200] },
            // 2000 tiles: a screenful of map with Leaflet's buffer is 50 to 100 tiles per layer
            // and zoom, so this keeps the last 10 to 20 properties looked at; at 10 to 40 KB a
            // tile that is at most about 80 MB on the phone. Older tiles go first. A full
            // storage empties this cache rather than failing the app's own caching.
            // 30 days: aerial imagery changes over years, and a job looked at this month is
            // still there for its site visit.
            expiration: {
              maxEntries: 2000,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  });
}

/**
 * React Router's production build in the app's build. The package's exports give bundlers only
 * its development build, which keeps its warnings to developers (code and checks at run time,
 * 0.6 KB gzip of every first load); the production build beside it is the same code with them
 * off. The dev server keeps the warnings.
 */
function productionRouter(): Plugin {
  const build = path.resolve('node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'ridgeline:production-router',
    apply: 'build',
    config() {
      if (!fs.existsSync(build)) throw new Error(`React Router's production build moved: ${build}`);
      return { resolve: { alias: [{ find: /^react-router$/, replacement: build }] } };
    },
  };
}
