import { apiPath } from '../domain/api/api-paths';
import { escapeAttr, pageWithLink } from './page-preload';

/**
 * A project's page asks for the project itself. Its largest paint is the project's details,
 * which need GET /api/projects/<id>; the app could ask for it only once its code had run (its
 * route loader), a round trip after the page's scripts. The server writes a preload of that
 * request into the page (`projectPage`, the build's routes/projects-id.html), asked as the app
 * asks it (lib/api-client.ts: same URL, same-origin credentials, CORS mode), so the app's own
 * request is answered from it, as every page's preload of /api/me is. Only for a visit that
 * carries a session cookie: with none the answer would be a 401, which the browser reports as an
 * error, and the app goes to the sign-in page instead. Returns the page to send, or null to send
 * the file as it is.
 */
export function projectPageWithData(webRoot: string, projectPage: string) {
  const withLink = pageWithLink(webRoot, projectPage);
  return (page: string, url: string, hasSession: boolean): string | null => {
    if (withLink === null || page !== projectPage || !hasSession) return null;
    // Only a project's own address: a build without a page per route answers every path with
    // one page, and those must keep their precompressed file.
    const segment = /^\/projects\/([^/?#]+)\/?(?:[?#]|$)/.exec(url)?.[1];
    if (segment === undefined) return null;
    let id: string;
    try {
      // The router hands the screen the segment decoded, and the app encodes it again.
      id = decodeURIComponent(segment);
    } catch {
      return null;
    }
    return withLink(
      `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(apiPath('project', { id }))}" />`,
    );
  };
}
