import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { projectsRepository } from './db/projects-repository';
import { seedIfEmpty } from './db/seed';
import { problem, ProblemError, sendProblem } from './problem';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { projectRoutes } from './routes/projects';
import { addSecurityHeaders } from './security-headers';
import { isWebBuild, sendIndex, serveWeb } from './static';

export interface AppOptions {
  config: Config;
  /** The built SPA (dist/web). Served only if it is a build; tests of the API leave it out. */
  webRoot?: string | undefined;
  /** An open database (tests pass their own); otherwise opened from config and closed with the app. */
  database?: DbHandle;
  /** SQLite file override (tests use a temp file). */
  sqliteFile?: string;
  pgSchema?: string;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a TLS-terminating proxy in production; the client address is used for rate limits.
    trustProxy: true,
  });

  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    });
  if (!options.database) app.addHook('onClose', async () => database.db.destroy());

  await migrateToLatest(database.db);
  const projects = projectsRepository(database.db);
  if (config.seedSampleData) await seedIfEmpty(projects);

  addSecurityHeaders(app);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error.problem);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type.
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `The request body is larger than ${BODY_LIMIT_BYTES} bytes`
          : error.message;
      return sendProblem(reply, problem(status, detail));
    }
    req.log.error(error);
    // Never a stack trace or SQL in the body: the log has them.
    return sendProblem(reply, problem(500, 'Something went wrong on our side. Please try again.'));
  });

  const webRoot = options.webRoot && isWebBuild(options.webRoot) ? options.webRoot : undefined;
  if (webRoot) await serveWeb(app, webRoot);

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && webRoot && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendIndex(reply);
    }
    return sendProblem(reply, problem(404, `No route for ${req.method} ${req.url.split('?')[0]}`));
  });

  await app.register(healthRoutes, { database });
  await app.register(projectRoutes, { projects });
  await app.register(dashboardRoutes, { projects });
  return app;
}
