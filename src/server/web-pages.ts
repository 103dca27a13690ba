import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './auth/access';
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
 * map's with its first tile, a project's with its data) for the browser's router. Returns the
 * build's folder, or undefined when `webRoot` is not a build (the API tests).
 */
export async function installWebPages(
  app: FastifyInstance,
  webRootOption: string | undefined,
  config: Config,
): Promise<string | undefined> {
  const webRoot = webRootOption && isWebBuild(webRootOption) ? webRootOption : undefined;
  if (webRoot) await serveWeb(app, webRoot);
  const pageFor = webRoot ? routePages(webRoot) : () => 'index.html';
  const withTile = webRoot ? mapPageWithTile(webRoot, pageFor('/map'), config) : () => null;
  const withProject = webRoot ? projectPageWithData(webRoot, pageFor('/projects/:id')) : () => null;

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    // Under a customer's link the app is never served: a plain page that says nothing.
    if (!isApi && isPublicLinkPath(req.url.split('?')[0] ?? '')) {
      return sendPage(reply, 404, notFoundPage(requestLanguage(req)));
    }
    if (!isApi && webRoot && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = pageFor(req.url);
      const html =
        withTile(page, req.url) ??
        withProject(page, req.url, req.cookies[SESSION_COOKIE] !== undefined);
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
