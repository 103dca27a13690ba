import fs from 'node:fs';

export interface WebRoute {
  /** As written in the router, e.g. "projects/:id"; "" is the index (dashboard). */
  path: string;
  /** The lazy module, relative to src/web (as Vite's manifest names it), or null if in the entry. */
  module: string | null;
}

/**
 * The SPA's routes, read from the router so a new screen is preloaded (scripts/vite-route-pages.ts)
 * and measured (bench/) without editing either: every `path: '...'` and the `import('...')` of
 * its lazy component.
 */
export function webRoutes(routerFile = 'src/web/app/router.tsx'): WebRoute[] {
  const text = fs.readFileSync(routerFile, 'utf8');
  const routes: WebRoute[] = [{ path: '', module: null }];
  const re = /path:\s*'([^']*)'/g;
  const starts = [...text.matchAll(re)];
  starts.forEach((m, i) => {
    const p = m[1] ?? '';
    if (p === '*' || p === '') return;
    const end = starts[i + 1]?.index ?? text.length;
    const block = text.slice(m.index, end);
    const imp = /import\('\.\.\/([^']+)'\)/.exec(block);
    routes.push({ path: p, module: imp?.[1] ?? null });
  });
  return routes;
}
