import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import type { Role, SessionUser } from '../src/domain/account/account';
import { buildApp } from '../src/server/app';
import { SESSION_COOKIE } from '../src/server/auth/access';
import { closeGracefully } from '../src/server/close-gracefully';
import { loadConfig } from '../src/server/config';
import type { DbHandle } from '../src/server/db/connection';
import { openDatabase } from '../src/server/db/connection';
import type { StubGeocoder } from '../src/server/testing/stub-geocoder';
import { startStubGeocoder, stubMapEnv } from '../src/server/testing/stub-geocoder';
import { signedInUser, TEST_PASSWORD } from '../src/server/testing/signed-in-user';

const WEB_ROOT = path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web');

export interface ServerOptions {
  /** Seed the 3 sample projects (the default, as on a first start). */
  seed: boolean;
  /** Extra environment for the server's config (e.g. a stub geocoder's URL). */
  serverEnv: Record<string, string>;
  /**
   * Who the test's browser is signed in as: a user of this role made for the test (the owner
   * by default), or null for a test that starts signed out with no user at all (setup).
   */
  role: Role | null;
  /**
   * Serve a copy of the build, made for this test, that the test may change (a new version of
   * the service worker); off by default, when every test serves the build itself.
   */
  ownWebRoot: boolean;
}

/** A user made for a test, with a live session. */
export interface TestUser {
  user: SessionUser;
  email: string;
  password: string;
  /** The session's Cookie header. */
  cookie: string;
  /** What an API request sends to act as this user: the cookie and this server's Origin. */
  headers: { cookie: string; origin: string };
}

export interface TestUsers {
  /** Who the test's browser and `request` are signed in as; null when `role` is null. */
  me: TestUser | null;
  /** Another user of that role, signed in (made straight in the database, as `me` is). */
  create(role: Role, name?: string): Promise<TestUser>;
  /** A new browser context signed in as that user, or signed out (null); closed after the test. */
  context(user: TestUser | null): Promise<BrowserContext>;
}

/** The test's own server and the database under it. */
export interface TestServer {
  url: string;
  database: DbHandle;
  /** The folder the server serves the build from: the test's own copy with `ownWebRoot`. */
  webRoot: string;
}

/**
 * A Ridgeline of its own: the real server, serving the production build, on a fresh temp SQLite
 * file. Each test gets one (`server`); a test that needs a second machine (a backup made on one
 * and restored on another) starts it with this and closes it when done.
 */
export async function startServer(options: {
  seed: boolean;
  serverEnv?: Record<string, string>;
  mapStubUrl: string;
  ownWebRoot?: boolean;
}): Promise<TestServer & { close(): Promise<void> }> {
  if (!fs.existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error(`${WEB_ROOT} is missing: run \`npm run build\` before the browser tests.`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-e2e-'));
  const webRoot = options.ownWebRoot ? path.join(dir, 'web') : WEB_ROOT;
  if (options.ownWebRoot) fs.cpSync(WEB_ROOT, webRoot, { recursive: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    SEED_SAMPLE_DATA: options.seed ? 'true' : 'false',
    ...stubMapEnv(options.mapStubUrl),
    ...options.serverEnv,
  });
  // Opened here rather than by the app, so the fixture can make users in it.
  const database = openDatabase({ sqliteFile: path.join(dir, 'ridgeline.sqlite') });
  const app = await buildApp({ config, webRoot, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    database,
    webRoot,
    async close() {
      await closeGracefully(app, 2_000);
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every test gets its own Ridgeline: the real server, serving the production build, on a
 * fresh temp SQLite file, with the test's browser (and `request`) signed in as `role`.
 * Console errors on any page fail the test.
 */
export const test = base.extend<
  ServerOptions & { consoleErrors: string[]; server: TestServer; users: TestUsers },
  { mapStub: StubGeocoder }
>({
  seed: [true, { option: true }],
  serverEnv: [{}, { option: true }],
  role: ['owner', { option: true }],
  ownWebRoot: [false, { option: true }],
  // The geocoder and map tiles are outside services: every test's server talks to a loopback
  // stand-in for them, so no page ever reaches the internet.
  mapStub: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stub = await startStubGeocoder();
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ seed, serverEnv, mapStub, ownWebRoot }, use) => {
    const server = await startServer({ seed, serverEnv, mapStubUrl: mapStub.url, ownWebRoot });
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => use(server.url),
  users: async ({ server, role, browser }, use) => {
    let made = 0;
    const create = async (r: Role, name?: string): Promise<TestUser> => {
      made += 1;
      const { cookie, user } = await signedInUser(
        server.database,
        r,
        name ?? `Test ${r[0]!.toUpperCase()}${r.slice(1)} ${made}`,
      );
      return {
        user,
        email: user.email,
        password: TEST_PASSWORD,
        cookie,
        headers: { cookie, origin: server.url },
      };
    };
    const contexts: BrowserContext[] = [];
    const me = role ? await create(role, `Test ${role[0]!.toUpperCase()}${role.slice(1)}`) : null;
    await use({
      me,
      create,
      async context(user) {
        // The test's own storageState (`me`) would apply to a new context too: say it outright.
        const context = await browser.newContext({
          baseURL: server.url,
          storageState: sessionState(server.url, user),
        });
        contexts.push(context);
        return context;
      },
    });
    for (const context of contexts) await context.close();
  },
  // The session cookie is in the browser context from the start, and `request` (and
  // page.request) send it too: both are made from these options.
  storageState: async ({ server, users }, use) => use(sessionState(server.url, users.me)),
  // The server refuses a state-changing request that carries the session cookie unless it says
  // it comes from the app's own pages; a browser does, Playwright's API requests do not.
  extraHTTPHeaders: async ({ server }, use) => use({ origin: server.url }),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m: ConsoleMessage) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** A browser storage state holding that user's session cookie (none for null). */
function sessionState(url: string, user: TestUser | null) {
  const value = user?.cookie.slice(`${SESSION_COOKIE}=`.length);
  return {
    cookies: value
      ? [
          {
            name: SESSION_COOKIE,
            value,
            domain: new URL(url).hostname,
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax' as const,
          },
        ]
      : [],
    origins: [],
  };
}

export { expect };

/**
 * Lets pass the console errors a test causes on purpose (the browser's report of a request
 * made with no network, a refusal the test provokes), matched whole by `expected`; any other
 * error still fails the test.
 */
export function allowConsoleErrors(consoleErrors: string[], expected: RegExp): void {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
}

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Opens the signed-in user's menu: the header's account menu at 1280 px, the phone menu at
 * 375 px. Either way Settings, Team, Account and Sign out are then in the nav named Account.
 */
export async function openAccountMenu(page: Page) {
  const phone = page.getByRole('button', { name: 'Open menu' });
  if (await phone.isVisible()) await phone.click();
  // The account menu's button is named after the user: the one collapsed button in the header.
  else await page.getByRole('banner').getByRole('button', { expanded: false }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
}

/** What Settings need before a proposal can be made: a company name and terms. */
export const PROPOSAL_SETTINGS = {
  company: { name: 'Summit Roofing Co.' },
  proposalTerms: 'Half on signing, half on completion.',
};

/**
 * Fills in Settings so proposals can be made (creating one is refused without a company name
 * and terms), as the owner would on the Settings screen. `settings` adds to or replaces the
 * defaults (a fuller company profile, other terms). Needs an owner's `request`.
 */
export async function fillProposalSettings(
  request: APIRequestContext,
  settings: { company?: Record<string, string>; proposalTerms?: string } = {},
): Promise<void> {
  const current = (await (await request.get('/api/settings')).json()) as { version: number };
  const res = await request.patch('/api/settings', {
    data: {
      version: current.version,
      company: { ...PROPOSAL_SETTINGS.company, ...settings.company },
      proposalTerms: settings.proposalTerms ?? PROPOSAL_SETTINGS.proposalTerms,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
