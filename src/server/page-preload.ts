import fs from 'node:fs';
import path from 'node:path';

/** A value for an HTML attribute in double quotes. */
export const escapeAttr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A screen's page from the build (`page`, such as routes/map.html) with a `<link>` written into
 * its head, before its title: what the page's first paint needs from another request (the map's
 * first tile, a project), asked with the page instead of once the app's code has run. Read once;
 * null when the build has no such page, and the page is then sent as it is.
 */
export function pageWithLink(webRoot: string, page: string): ((link: string) => string) | null {
  const file = path.join(webRoot, page);
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const at = html?.indexOf('<title>') ?? -1;
  if (html === null || at < 0) return null;
  return (link) => `${html.slice(0, at)}${link}\n    ${html.slice(at)}`;
}
