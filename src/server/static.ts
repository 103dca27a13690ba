import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A folder is a servable build of the SPA when Vite's manifest is in it. */
export function isWebBuild(webRoot: string): boolean {
  return fs.existsSync(path.join(webRoot, '.vite', 'manifest.json'));
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year (their name changes
 * when they do), everything else is revalidated; .br/.gz siblings are sent when the build made them.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    // false: a route per file that exists at start, so a miss falls through to the SPA fallback.
    wildcard: false,
    index: false,
    preCompressed: true,
    // Off: otherwise send's own "public, max-age=0" replaces the header set below.
    cacheControl: false,
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** History fallback: any other GET that wants a page gets index.html and the router decides. */
export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
