import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    // RIDGELINE_WEB_OUT lets parallel builds (several developers on one machine) not collide.
    outDir: path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // The server serves dist/web only when this manifest proves it is a build; bench/ reads it too.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
