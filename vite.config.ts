import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { routePages } from './scripts/vite-route-pages';

/** The app's entry module, in src/web. */
const ENTRY = 'main.tsx';

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), routePages(ENTRY)],
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
