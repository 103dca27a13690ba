import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePages } from './scripts/vite-route-pages';
import { LAZY_SCREENS } from './src/web/app/route-table';

/** The app's entry module, in src/web. */
const ENTRY = 'main.tsx';

/** The service worker's cache of API answers; src/web/app/pwa/api-cache.ts empties it on sign-out. */
const API_CACHE = 'ridgeline-api';

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePages(ENTRY), installableApp()],
  build: {
    // RIDGELINE_WEB_OUT lets parallel builds (several developers on one machine) not collide.
    outDir: path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // The server serves dist/web only when this manifest proves it is a build; bench/ reads it too.
    manifest: true,
    rolldownOptions: {
      // The entry module, not index.html: the pages that load it (index.html and one per screen)
      // are written by routePages, from index.html as a template.
      input: { index: path.resolve('src/web', ENTRY) },
      output: {
        codeSplitting: {
          // Every page needs React, the router and the query cache: one file, not the handful
          // of small shared chunks automatic splitting makes (each is a request on a phone).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
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
      globIgnores: ['customer/**', '.vite/**', '**/node_modules/**'],
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
      // Not the app: the API, a customer's proposal link (/p/<token>, a plain server page) and
      // the customer page's files. Those always go to the network as if there were no worker.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/p(\/|$)/, /^\/customer(\/|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The app's data, for when there is no network: always asked of the server first, with
          // no timeout, so online nothing changes; a failed request gets the last answer kept.
          // Not kept: the customer's public link data, backups and downloads (PDF, CSV, ZIP),
          // photos and the logo (large, and the gallery shows what it has), sign-in itself.
          // GET /api/me is kept: the app asks it before any screen opens (app/session-gate.ts),
          // so offline without it no screen would. Signing out empties this cache.
          // (Workbox writes this function into the worker by its source: it may use nothing
          // from outside itself.)
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !/^\/api\/(session|public\/|export|photos\/|settings\/logo|invitations\/)/.test(
              url.pathname,
            ) &&
            !/[./](pdf|csv|zip)$/.test(url.pathname) &&
            !url.searchParams.has('format'),
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
      ],
    },
  });
}
