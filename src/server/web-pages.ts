import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, sessionOf } from './auth/access';
import type { SessionsRepository } from './db/sessions-repository';
import type { Config } from './config';
import { notFoundPage, sendPage } from './customer-pages';
import { mapPageWithTile } from './map-page';
import { problem, sendProblem } from './problem';
import { requestLanguage } from './problem-language';
import { projectPageWithData } from './project-page';
import { isPublicLinkPath } from './routes/public-proposals';
import { isWebBuild, routePages, sendIndex, serveWeb } from './static';

/**
 * The built web app's files and pages, and what answers a path no route has: an API path a
 * problem, a customer's link a plain page that says nothing, any other page the app's HTML (the
 * map's with its first tile, a project's with its first screen's data for the role of the
 * session that asks) for the browser's router. Returns the build's folder, or undefined when
 * `webRoot` is not a build (the API tests).
 */
export async function installWebPages(
  app: FastifyInstance,
  webRootOption: string | undefined,
  config: Config,
  sessions: SessionsRepository,
): Promise<string | undefined> {
  const webRoot = webRootOption && isWebBuild(webRootOption) ? webRootOption : undefined;
  if (webRoot) await serveWeb(app, webRoot);
  const pageFor = webRoot ? routePages(webRoot) : () => 'index.html';
  const withTile = webRoot ? mapPageWithTile(webRoot, pageFor('/map'), config) : () => null;
  const project = webRoot ? projectPageWithData(webRoot, pageFor('/projects/:id')) : null;
  /** A project's page with its data's preloads, for the signed-in visitor's role. */
  const withProject = async (page: string, url: string, token: string | undefined) => {
    const id = project?.projectIdOf(page, url) ?? null;
    if (id === null || token === undefined) return null;
    const session = await sessionOf(sessions, token);
    return session ? (project?.page(id, session.user.role) ?? null) : null;
  };

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    // Under a customer's link the app is never served: a plain page that says nothing.
    if (!isApi && isPublicLinkPath(req.url.split('?')[0] ?? '')) {
      return sendPage(reply, 404, notFoundPage(requestLanguage(req)));
    }
    if (!isApi && webRoot && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = pageFor(req.url);
      const html =
        withTile(page, req.url) ?? (await withProject(page, req.url, req.cookies[SESSION_COOKIE]));
      if (html !== null) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      return sendIndex(reply, page);
    }
    return sendProblem(reply, problem(404, `No route for ${req.method} ${req.url.split('?')[0]}`));
  });
  return webRoot;
}
