import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LAZY_SCREENS } from '../src/web/app/route-table';
import { SiteHeader } from '../src/web/app/site-header';
import { I18nProvider, i18n } from '../src/web/i18n';

/** Where the server (src/server/static.ts) finds which page each route gets; .vite/ is never served. */
const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/** The two places in src/web/index.html that each page fills. */
const ASSETS_SLOT = '<!--page-assets-->';
const HEADER_SLOT = '<!--static-header-->';

/** A script or link tag of a page's head. */
interface Tag {
  tag: 'script' | 'link';
  /** In the order written; true is an attribute without a value. */
  attrs: Record<string, string | true>;
}

/**
 * The app's HTML pages, all from src/web/index.html by renderPage below: in the build, index.html
 * and a page per lazy screen; in the dev server, the page it serves.
 *
 * The build's index.html loads the entry chunk and the CSS. A screen's page, routes/<name>.html,
 * also preloads that screen's chunks and CSS, so a direct visit to /estimator fetches the
 * estimator's code alongside the app's instead of after the app has run and the router has
 * asked for it. .vite/route-pages.json ({ "projects/:id": "routes/projects-id.html", ... }) tells
 * the server which page a URL gets.
 *
 * `entry` is the app's entry module, relative to src/web: the build's only input (vite.config.ts),
 * so these pages, not Vite, write the tags that load it.
 */
export function routePages(entry: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ridgeline:route-pages',
    // After Vite's own generateBundle hooks, so the bundle and its CSS are final.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // The dev server: the entry module as it is, before Vite's own handling of the page.
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) =>
        renderPage(
          html,
          [{ tag: 'script', attrs: { type: 'module', src: `/${entry}` } }],
          new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname,
        ),
    },
    generateBundle(_options, bundle) {
      const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
      const url = (file: string) => `${base}${file}`;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const main = chunks.find((c) => c.isEntry);
      if (!main) throw new Error('route-pages: the build has no entry chunk');
      const loadedByEveryPage = chunkClosure(bundle, main);
      const appTags: Tag[] = [
        // Low priority, like every script and modulepreload below: the first paint (the static
        // header) needs only the HTML and the CSS. On a slow link the CSS goes first, and the
        // scripts still start downloading at once.
        {
          tag: 'script',
          attrs: {
            type: 'module',
            crossorigin: true,
            fetchpriority: 'low',
            src: url(main.fileName),
          },
        },
        ...[...loadedByEveryPage].slice(1).map((c) => modulePreload(url(c.fileName))),
        ...cssOf(loadedByEveryPage).map((f): Tag => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: url(f) },
        })),
      ];
      const emit = (fileName: string, source: string) =>
        this.emitFile({ type: 'asset', fileName, source });
      emit('index.html', renderPage(template, appTags, '/'));

      const pages: Record<string, string> = {};
      for (const screen of LAZY_SCREENS) {
        const chunk = chunks.find(
          (c) =>
            c.facadeModuleId && path.relative(root, c.facadeModuleId) === `${screen.module}.tsx`,
        );
        if (!chunk) throw new Error(`route-pages: no chunk for ${screen.module}.tsx`);
        const own = [...chunkClosure(bundle, chunk)].filter((c) => !loadedByEveryPage.has(c));
        const screenTags: Tag[] = [
          // The screen's CSS (the map's Leaflet styles): Vite loads it before the screen renders,
          // one more round trip after the code unless it is already on its way. A preload, not a
          // stylesheet, so the static header still paints without waiting for it.
          ...cssOf(own).map((f): Tag => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: url(f) },
          })),
          ...own.map((c) => modulePreload(url(c.fileName))),
        ];
        const file = `routes/${screen.path.replace(/[^a-z0-9]+/gi, '-')}.html`;
        emit(file, renderPage(template, [...appTags, ...screenTags], `/${screen.path}`));
        pages[screen.path] = file;
      }
      emit(ROUTE_PAGES_FILE, `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

/**
 * One page: the template with the tags that load the app in its head, and in its body the site
 * header as React renders it at `location`: the same markup, so nothing moves or changes colour
 * when React takes over, and the header is written once, in site-header.tsx. (React's server
 * renderer puts a preload of the logo before it; the logo is fetched for the header anyway.)
 * In English, the source's language, with its words unseen until React draws the reader's
 * (src/web/styles.css, data-before-app): the bar and the logo paint, no English flashes.
 */
function renderPage(template: string, tags: Tag[], location: string): string {
  const header = renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(StaticRouter, { location }, createElement(SiteHeader)),
    ),
  );
  return fillSlot(
    fillSlot(template, ASSETS_SLOT, tags.map(tagHtml).join('\n    ')),
    HEADER_SLOT,
    header,
  );
}

function fillSlot(html: string, slot: string, content: string): string {
  const at = html.indexOf(slot);
  if (at < 0 || html.includes(slot, at + 1)) {
    throw new Error(`route-pages: src/web/index.html must hold ${slot} once`);
  }
  return html.slice(0, at) + content + html.slice(at + slot.length);
}

function tagHtml({ tag, attrs }: Tag): string {
  const written = Object.entries(attrs).map(([name, value]) =>
    value === true ? name : `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
  );
  const open = `<${[tag, ...written].join(' ')}>`;
  return tag === 'script' ? `${open}</script>` : open;
}

function modulePreload(href: string): Tag {
  return {
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href },
  };
}

/** The chunk and every chunk it imports statically, the chunk first, then depth first. */
function chunkClosure(
  bundle: OutputBundle,
  chunk: OutputChunk,
  into = new Set<OutputChunk>(),
): Set<OutputChunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') chunkClosure(bundle, imported, into);
  }
  return into;
}

/** The CSS files Vite attached to these chunks (its own metadata on each output chunk). */
function cssOf(chunks: Iterable<OutputChunk>): string[] {
  const files = [...chunks].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
  return [...new Set(files)];
}
