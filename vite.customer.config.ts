import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';

// The customer's proposal page (/p/<token>): a homeowner opens it on a phone, with no account,
// often on a slow connection. Its code is written with the React API like the app's, but built
// on Preact's compatibility layer: React DOM alone is about 60 KB gzip, Preact and its compat
// layer about 11 KB. The server (GET /p/:token) sends <web build>/customer/index.html.
//
// Run after the app's build (package.json "build"): that one empties the whole web folder.

const WEB_OUT = path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web');

export default defineConfig({
  root: 'src/customer-page',
  base: '/customer/',
  publicDir: false,
  // Its own cache of prebundled packages: in this one "react" is Preact, and the app's dev
  // server (node_modules/.vite) must never be handed that copy.
  cacheDir: path.resolve('node_modules/.vite-customer'),
  plugins: [tailwindcss()],
  resolve: {
    // Exact names only, so "react-dom/client" is not caught by the "react-dom" entry.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  // No @vitejs/plugin-react here: in a build it only sets this automatic JSX transform (its
  // Fast Refresh is React's own and would not run on Preact). JSX compiles to imports from
  // "react/jsx-runtime", which the alias above sends to Preact's runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: path.join(WEB_OUT, 'customer'),
    // Only the customer/ folder: the app's build beside it stays.
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.ts reads it to measure what the page loads.
    manifest: true,
    // As in vite.config.ts: plugin timing warnings are about a busy machine, not the code.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
