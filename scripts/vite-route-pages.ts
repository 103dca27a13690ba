import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { buildSync } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/domain/language/language';
import { MainColumn } from '../src/web/app/main-column';
import { LAZY_SCREENS } from '../src/web/app/route-table';
import { SiteHeader } from '../src/web/app/site-header';
import { PageHeader } from '../src/web/components/ui/page-header';
import { I18nProvider, i18n } from '../src/web/i18n';
import { screenHeading, type ScreenHeading } from '../src/web/lib/screen-headings';
import { messages as englishShell } from '../src/web/locales/en';
import { messages as spanishShell } from '../src/web/locales/es';

/** Where the server (src/server/static.ts) finds which page each route gets; .vite/ is never served. */
const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/**
 * The hashes of the scripts written inline in the pages (the one below): the server's CSP allows
 * exactly those (src/server/static.ts, pageScriptHashes). .vite/ is never served.
 */
const PAGE_SCRIPTS_FILE = '.vite/page-scripts.json';

/** The shell's catalogue in each language, where the screens' headings are (lib/screen-headings.ts). */
const SHELL_MESSAGES = { en: englishShell, es: spanishShell };

/**
 * src/web/start-language.ts bundled on its own, to write inline after a screen's heading: it
 * shows the heading's copy in the reader's language before the first paint.
 */
function startLanguageScript(root: string): string {
  const built = buildSync({
    entryPoints: [path.join(root, 'start-language.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return built.outputFiles[0]!.text.trim();
}

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
  let startScript = '';
  return {
    name: 'ridgeline:route-pages',
    // After Vite's own generateBundle hooks, so the bundle and its CSS are final.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      startScript = startLanguageScript(root);
    },
    // The dev server: the entry module as it is, before Vite's own handling of the page.
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) =>
        renderPage(
          html,
          [{ tag: 'script', attrs: { type: 'module', src: `/${entry}` } }],
          new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname,
          startScript,
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
      emit('index.html', renderPage(template, appTags, '/', startScript));

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
          // stylesheet, so the static header still paints without waiting for it, and at the
          // code's low priority: a style preload is otherwise fetched first of all, ahead of the
          // page's own stylesheet and the screen's code, though nothing needs it sooner.
          ...cssOf(own).map((f): Tag => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              fetchpriority: 'low',
              href: url(f),
            },
          })),
          ...own.map((c) => modulePreload(url(c.fileName))),
        ];
        const file = `routes/${screen.path.replace(/[^a-z0-9]+/gi, '-')}.html`;
        emit(
          file,
          renderPage(template, [...appTags, ...screenTags], `/${screen.path}`, startScript),
        );
        pages[screen.path] = file;
      }
      emit(ROUTE_PAGES_FILE, `${JSON.stringify(pages, null, 2)}\n`);
      const scriptHashes = [`sha256-${createHash('sha256').update(startScript).digest('base64')}`];
      emit(PAGE_SCRIPTS_FILE, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
    },
  };
}

/**
 * One page: the template with the tags that load the app in its head, and in its body the site
 * header as React renders it at `location`: the same markup, so nothing moves or changes colour
 * when React takes over, and the header is written once, in site-header.tsx.
 * In English, the source's language, with its words unseen until React draws the reader's
 * (src/web/styles.css, data-before-app): the bar and the logo paint, no English flashes.
 *
 * First in the head, `startScript` (src/web/start-language.ts) sets the page's language to the
 * reader's before anything is drawn. A screen with a fixed heading (lib/screen-headings.ts) gets
 * that heading where the app draws it, a copy per language, and CSS that shows only the copy in
 * the page's language: it paints with the header, in the reader's words.
 */
function renderPage(template: string, tags: Tag[], location: string, startScript: string): string {
  const header = renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(StaticRouter, { location }, createElement(SiteHeader)),
    ),
  );
  const heading = screenHeading(location.slice(1));
  const head = [`<script>${startScript}</script>`, ...tags.map(tagHtml)].join('\n    ');
  return fillSlot(
    fillSlot(template, ASSETS_SLOT, head),
    HEADER_SLOT,
    heading ? header + headingCopies(heading) : header,
  );
}

/** The screen's column with its heading in each language, and the CSS that shows one of them. */
function headingCopies(heading: ScreenHeading): string {
  const copies = LANGUAGES.map((language) => {
    const translated = setupI18n({
      locale: language,
      messages: { [language]: SHELL_MESSAGES[language] },
    });
    return createElement(
      'div',
      { key: language, lang: language, 'data-screen-heading': '' },
      createElement(PageHeader, {
        title: translated._(heading.title),
        description: translated._(heading.description),
      }),
    );
  });
  // The copy whose language is not the page's is not drawn.
  const css = LANGUAGES.map(
    (language) => `html:not([lang="${language}"]) [data-screen-heading][lang="${language}"]`,
  ).join(',');
  return `<style>${css}{display:none}</style>${renderToStaticMarkup(createElement(MainColumn, null, copies))}`;
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
