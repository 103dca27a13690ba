import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../domain/api/api-paths';
import { buildApp } from './app';
import { apiRoutesOf } from './auth/access';
import { loadConfig } from './config';

// The route contract (src/domain/api/api-paths.ts) is the one place the web's API paths are spelt.
// A pattern there that the server does not register is a path the web asks for and gets a 404;
// a path written out in the web's code would go on being asked after the route is renamed,
// until a user met it (offline, most likely: the sync ahead and the outbox use these paths).

const WEB = path.resolve(import.meta.dirname, '../web');

/** The web's production sources (its tests and their helpers may spell the URLs they expect). */
function webSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : webSources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the route contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: '/tmp' }),
      sqliteFile: ':memory:',
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('names only routes the server registers', () => {
    const registered = new Set(apiRoutesOf(app).map((r) => r.url));
    const missing = Object.entries(API_ROUTES).filter(([, pattern]) => !registered.has(pattern));
    expect(missing).toEqual([]);
  });

  it('is the only place the web spells an API path: no "/api/" string in src/web', () => {
    const found = webSources(WEB).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(WEB, file)}:${i + 1}` }))
        // A string or template starting with /api; comments ("GET /api/me answers ...") may say it.
        .filter(({ line }) => /['"`]\/api(\/|['"`?])/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
