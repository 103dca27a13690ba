// The first thing every page the build writes runs, inline at the top of its head
// (scripts/vite-route-pages.ts writes it there, its hash in the server's CSP): the page's language
// is the one the app will start in, before anything is drawn, so a screen's heading written in the
// HTML paints in the reader's language (its copy per language, the others hidden by their
// lang: the page's CSS there). Bundled on its own, with nothing of the app's code.
import { rememberedLanguage } from './lib/i18n/language-choice';

document.documentElement.lang = rememberedLanguage();
