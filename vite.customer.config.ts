import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { PREACT_ALIASES, PREACT_JSX, expectedOnPreact } from './scripts/preact-aliases';

// The customer's proposal page (/p/<token>): a homeowner opens it on a phone, with no account,
// often on a slow connection. Like the app's, its code is written with React's API and runs on
// Preact's compatibility layer (scripts/preact-aliases.ts), but it is a build of its own with
// none of the app's router, query cache or screens. The server (GET /p/:token) sends <web build>/customer/index.html.
//
// Run after the app's build (package.json "build"): that one empties the whole web folder.

const WEB_OUT = path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web');

export default defineConfig({
  root: 'src/customer-page',
  base: '/customer/',
  publicDir: false,
  // Its own cache of prebundled packages: the two dev servers prebundle different packages and
  // must not overwrite each other's.
  cacheDir: path.resolve('node_modules/.vite-customer'),
  plugins: [tailwindcss()],
  resolve: { alias: PREACT_ALIASES },
  oxc: PREACT_JSX,
  build: {
    outDir: path.join(WEB_OUT, 'customer'),
    // Only the customer/ folder: the app's build beside it stays.
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.ts reads it to measure what the page loads.
    manifest: true,
    // As in vite.config.ts: plugin timing warnings are about a busy machine, not the code.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        if (!expectedOnPreact(log)) handler(level, log);
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
