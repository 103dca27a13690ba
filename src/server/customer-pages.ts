import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Language } from '../domain/language/language';
import { i18nFor } from './i18n';

// The HTML behind a customer's link (/p/<token>, /i/<token>): the customer page's build, or a
// small page of its own for a link that leads nowhere (any more). Each is in the customer's
// language when the link is known (the project's customer language), else in the browser's.

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A small page of its own (no app code): for links that lead nowhere, or nowhere any more. */
export function plainPage(title: string, paragraphs: string[], language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 .75rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

/** An unknown link (never issued, mistyped, or a void invoice's). */
export function notFoundPage(language: Language): string {
  const i18n = i18nFor(language);
  return plainPage(
    i18n._('This link is not valid'),
    [
      i18n._(
        'Check that the address was copied completely, or ask the company that sent it for a new link.',
      ),
    ],
    language,
  );
}

/** A proposal's link that was taken back or replaced: it may say who to call. */
export function gonePage(
  state: 'withdrawn' | 'replaced',
  company: { name: string; phone: string },
  language: Language,
): string {
  const i18n = i18nFor(language);
  const contact = [company.name, company.phone].filter(Boolean).join(', ');
  const ask = contact
    ? i18n._('Please contact {contact} for the current proposal.', { contact })
    : '';
  return state === 'withdrawn'
    ? plainPage(
        i18n._('This proposal was withdrawn'),
        [i18n._('This proposal was withdrawn by the company that sent it.'), ask].filter(Boolean),
        language,
      )
    : plainPage(
        i18n._('This proposal was replaced by a newer version'),
        [
          i18n._(
            'The company sent a newer version of this proposal. Open the link in their newest message.',
          ),
          ask,
        ].filter(Boolean),
        language,
      );
}

/** The page served when the web app was not built (the API tests): the link still answers. */
const UNBUILT_PAGE = plainPage('Your document', [
  'This server has no built customer page. Run the build to show it here.',
]);

/**
 * The customer page's HTML (one build for proposals and invoices: it reads the link's path),
 * read on each request: a few KB, and a rebuilt page is served without a restart. What shows
 * before its code runs (the title, "Loading…", the no-JavaScript line) is put in the customer's
 * language here, so a Spanish reader never sees English first.
 */
export function customerPageReader(
  webRoot: string | undefined,
): (language: Language) => Promise<string> {
  const file = webRoot ? path.join(webRoot, 'customer', 'index.html') : undefined;
  return async (language) => {
    if (!file) return UNBUILT_PAGE;
    let html: string;
    try {
      html = await fs.readFile(file, 'utf8');
    } catch {
      return UNBUILT_PAGE;
    }
    if (language === 'en') return html;
    const i18n = i18nFor(language);
    return html
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(
        '<title>From your roofer</title>',
        `<title>${escapeHtml(i18n._('From your roofer'))}</title>`,
      )
      .replace('>Loading…<', `>${escapeHtml(i18n._('Loading…'))}<`)
      .replace(
        '>This page needs JavaScript turned on.<',
        `>${escapeHtml(i18n._('This page needs JavaScript turned on.'))}<`,
      );
  };
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
