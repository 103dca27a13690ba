import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { routePages } from './scripts/vite-route-pages';

/**
 * The first paint needs only index.html and the CSS (the static header); the app's scripts
 * render after it. Low priority tells the browser so: on a slow link the CSS goes first, and
 * the scripts still start downloading at once.
 */
function scriptsAfterCss(): Plugin {
  return {
    name: 'ridgeline:scripts-after-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin/g,
          '<$1 crossorigin fetchpriority="low"',
        ),
    },
  };
}

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), scriptsAfterCss(), routePages()],
  build: {
    // RIDGELINE_WEB_OUT lets parallel builds (several developers on one machine) not collide.
    outDir: path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // The server serves dist/web only when this manifest proves it is a build; bench/ reads it too.
    manifest: true,
    rolldownOptions: {
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
