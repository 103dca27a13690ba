import { apiPath } from '../domain/api/api-paths';
import type { Role } from '../domain/account/account';
import { canEstimate } from '../domain/account/account';
import { escapeAttr, pageWithLink } from './page-preload';

/**
 * A project's page asks for what its first screen shows. Its largest paint is the project's
 * details, which need GET /api/projects/<id>, and the screen around them the stages and lead
 * sources (the stage control, the details), and for the office the salespeople and the saved
 * estimates: the same requests the app's route loader makes with the project (web/app/router.tsx).
 * The app could ask for them only once its code had run, a round trip after the page's scripts.
 * The server writes a preload of each into the page (`projectPage`, the build's
 * routes/projects-id.html), asked as the app asks it (lib/api-client.ts: same URL, same-origin
 * credentials, CORS mode), so the app's own requests are answered from them, as every page's
 * preload of /api/me is. Only what the visitor's role may read: a refused preload is an error
 * in the browser's console, and with no session the app goes to the sign-in page instead.
 * Returns the page to send, or null to send the file as it is.
 */
export function projectPageWithData(webRoot: string, projectPage: string) {
  const withLink = pageWithLink(webRoot, projectPage);
  /** The project's id when `url` is a project's own page from this build, else null. */
  const projectIdOf = (page: string, url: string): string | null => {
    if (withLink === null || page !== projectPage) return null;
    // Only a project's own address: a build without a page per route answers every path with
    // one page, and those must keep their precompressed file.
    const segment = /^\/projects\/([^/?#]+)\/?(?:[?#]|$)/.exec(url)?.[1];
    if (segment === undefined) return null;
    try {
      // The router hands the screen the segment decoded, and the app encodes it again.
      return decodeURIComponent(segment);
    } catch {
      return null;
    }
  };
  return {
    projectIdOf,
    page(id: string, role: Role): string | null {
      if (withLink === null) return null;
      const paths = [
        apiPath('project', { id }),
        apiPath('stages'),
        apiPath('leadSources'),
        ...(canEstimate(role) ? [apiPath('salespeople'), apiPath('projectEstimates', { id })] : []),
      ];
      return withLink(
        paths
          .map((p) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(p)}" />`)
          .join('\n    '),
      );
    },
  };
}
