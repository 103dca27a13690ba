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

/**
 * The hashes ("sha256-…") of the scripts the build wrote inline in its pages (a screen's heading
 * shown in the reader's language before the first paint: scripts/vite-route-pages.ts): the CSP
 * lets exactly these run. None without a build, or for a build that wrote none.
 */
export function pageScriptHashes(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  const file = path.join(webRoot, '.vite', 'page-scripts.json');
  if (!fs.existsSync(file)) return [];
  const { scriptHashes } = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptHashes?: unknown };
  return Array.isArray(scriptHashes)
    ? scriptHashes.filter(
        (h): h is string => typeof h === 'string' && /^sha256-[A-Za-z0-9+/=]+$/.test(h),
      )
    : [];
}

/**
 * Which HTML file a page URL gets: the copy of index.html that preloads its screen's code
 * (written by the build, scripts/vite-route-pages.ts), or index.html itself.
 */
export function routePages(webRoot: string): (urlPath: string) => string {
  // A build without the file (an older one) serves index.html everywhere.
  const file = path.join(webRoot, '.vite', 'route-pages.json');
  const pages = fs.existsSync(file)
    ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : [];
  // As the router ranks them: a static segment ("projects/new") wins over a parameter (":id").
  const patterns = pages
    .map(([pattern, page]) => ({ segments: pattern.split('/'), page }))
    .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));
  return (urlPath) => {
    const segments = urlPath.split('?')[0]!.split('/').filter(Boolean);
    const match = patterns.find(
      (p) =>
        p.segments.length === segments.length &&
        p.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
    );
    return match?.page ?? 'index.html';
  };
}

function paramCount(segments: string[]): number {
  return segments.filter((s) => s.startsWith(':')).length;
}

/** History fallback: any other GET that wants a page gets index.html (or its screen's copy) and the router decides. */
export function sendIndex(reply: FastifyReply, page = 'index.html') {
  return reply.header('cache-control', 'no-cache').sendFile(page);
}
