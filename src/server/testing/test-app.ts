import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role, SessionUser } from '../../domain/account/account';
export { signedInUser, TEST_PASSWORD } from './signed-in-user';
import { buildApp } from '../app';
import { signedInUser } from './signed-in-user';
import { closeGracefully } from '../close-gracefully';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/connection';
import { openDatabase } from '../db/connection';
import type { DbTarget } from './open-databases';
import { markDatabaseOpen } from './open-databases';

export type { DbTarget } from './open-databases';

/** The databases API tests run against: SQLite always, PostgreSQL when reachable. */
export function dbTargets(): DbTarget[] {
  return inject('pgUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  url: string;
  /** The app's configuration (its DATA_DIR is a temp folder unless the test gave one). */
  config: Config;
  database: DbHandle;
  /** The owner the fixture signed in as; `api()` sends their cookie to this app by default. */
  owner: SessionUser;
  /** The Cookie header of the owner's session. */
  cookie: string;
  /** A new user of that role, signed in: their Cookie header and record. */
  signInAs(role: Role, name?: string): Promise<{ cookie: string; user: SessionUser }>;
  close(): Promise<void>;
}

/** The Cookie header `api()` sends to each test app unless the call names its own. */
const cookieByBase = new Map<string, string>();

/** The Cookie header `api()` sends to that server by default. */
export function cookieFor(base: string): string {
  return cookieByBase.get(base) ?? '';
}

/**
 * Signs in over HTTP, as a browser would, and makes `api()` send that session to the server
 * from now on. Returns the session's Cookie header.
 */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = setCookie.split(';')[0]!;
  cookieByBase.set(base, cookie);
  return cookie;
}

/**
 * A fresh, empty database (not migrated): a temp SQLite file, or a new PostgreSQL schema;
 * `cleanup` removes it once its connection is closed.
 */
export async function openTestDatabase(
  target: DbTarget,
): Promise<{ database: DbHandle; cleanup: () => Promise<void> }> {
  if (target === 'postgres') {
    const url = inject('pgUrl');
    if (!url) throw new Error('PostgreSQL is not reachable');
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const database = openDatabase({ databaseUrl: url, pgSchema: schema });
    const cleanup = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
    return { database, cleanup };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-test-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
  return { database, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A real server on a loopback port over a fresh database: a temp SQLite file, or a new
 * PostgreSQL schema that is dropped afterwards.
 */
export async function startTestApp(
  target: DbTarget,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  // Files the app writes (photos) go to a temp folder of this app, never to ./data.
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-data-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: dataDir }),
    ...overrides,
  };
  const { database, cleanup } = await openTestDatabase(target);
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Tests sign in as the owner (who may do everything) unless they ask for another role.
  const signedIn = await signedInUser(database, 'owner', 'Olive Owner');
  cookieByBase.set(url, signedIn.cookie);
  // Tests that run while this app is open count as API cases on its database.
  const markClosed = markDatabaseOpen(target);
  return {
    app,
    url,
    config,
    database,
    owner: signedIn.user,
    cookie: signedIn.cookie,
    signInAs: (role, name = `Test ${role}`) => signedInUser(database, role, name),
    async close() {
      cookieByBase.delete(url);
      markClosed();
      await closeGracefully(app, 2_000);
      await database.db.destroy();
      await cleanup();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * fetch with a JSON body; returns status, headers and the parsed body. Sends the test app's
 * owner session unless `headers` has its own `cookie` ('' for a signed-out request).
 */
export async function api(
  base: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const cookie = headers.cookie ?? cookieByBase.get(base);
  const { cookie: _given, ...rest } = headers;
  const init: RequestInit = { method, headers: { ...rest, ...(cookie ? { cookie } : {}) } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + urlPath, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: json as any };
}
