import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { LAZY_SCREENS } from '../src/web/app/route-table';

/** Where the server (src/server/static.ts) finds which page each route gets; .vite/ is never served. */
const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/**
 * A copy of index.html per lazy screen, with modulepreload links for that screen's code, so a
 * direct visit to /estimator fetches the estimator's chunks alongside the app's instead of
 * after the app has run and the router has asked for them. Writes routes/<name>.html and
 * .vite/route-pages.json ({ "projects/:id": "routes/projects-id.html", ... }) for the server.
 */
export function routePages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ridgeline:route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const closure = (fileName: string, into = new Set<string>()) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
        into.add(fileName);
        chunk.imports.forEach((f) => closure(f, into));
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-pages: the build has no entry chunk');
      const loadedByEveryPage = closure(entry.fileName);
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const pages: Record<string, string> = {};
      for (const route of LAZY_SCREENS) {
        const screen = chunks.find(
          (c) =>
            c.facadeModuleId && stripExt(path.relative(root, c.facadeModuleId)) === route.module,
        );
        if (!screen) throw new Error(`route-pages: no chunk for ${route.module}`);
        const own = [...closure(screen.fileName)].filter((f) => !loadedByEveryPage.has(f));
        // The screen's CSS (the map's Leaflet styles): Vite loads it before the screen renders,
        // one more round trip after the code unless it is already on its way. A preload, not a
        // stylesheet, so the static header still paints without waiting for it.
        const css = own.flatMap((f) => [...(cssOf(bundle[f]) ?? [])]);
        const links = [
          ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
          // Low priority like the app's own scripts (vite.config.ts): the first paint needs only CSS.
          ...own.map(
            (f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`,
          ),
        ];
        const file = `routes/${route.path.replace(/[^a-z0-9]+/gi, '-')}.html`;
        fs.mkdirSync(path.join(outDir, 'routes'), { recursive: true });
        fs.writeFileSync(
          path.join(outDir, file),
          html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
        pages[route.path] = file;
      }
      fs.writeFileSync(path.join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

/** The CSS files Vite attached to a chunk (its own metadata on the output chunk). */
function cssOf(chunk: OutputBundle[string] | undefined): Set<string> | undefined {
  return chunk?.type === 'chunk'
    ? (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss
    : undefined;
}

function stripExt(file: string): string {
  return file.replace(/\.[jt]sx?$/, '');
}
