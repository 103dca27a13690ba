import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { closeGracefully } from '../src/server/close-gracefully';
import { loadConfig } from '../src/server/config';
import type { StubGeocoder } from '../src/server/testing/stub-geocoder';
import { startStubGeocoder, stubMapEnv } from '../src/server/testing/stub-geocoder';

const WEB_ROOT = path.resolve(process.env.RIDGELINE_WEB_OUT ?? 'dist/web');

export interface ServerOptions {
  /** Seed the 3 sample projects (the default, as on a first start). */
  seed: boolean;
  /** Extra environment for the server's config (e.g. a stub geocoder's URL). */
  serverEnv: Record<string, string>;
}

/**
 * Every test gets its own Ridgeline: the real server, serving the production build, on a
 * fresh temp SQLite file. Console errors on any page fail the test.
 */
export const test = base.extend<
  ServerOptions & { consoleErrors: string[] },
  { mapStub: StubGeocoder }
>({
  seed: [true, { option: true }],
  serverEnv: [{}, { option: true }],
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
  baseURL: async ({ seed, serverEnv, mapStub }, use) => {
    if (!fs.existsSync(path.join(WEB_ROOT, 'index.html'))) {
      throw new Error(`${WEB_ROOT} is missing: run \`npm run build\` before the browser tests.`);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-e2e-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      SEED_SAMPLE_DATA: seed ? 'true' : 'false',
      ...stubMapEnv(mapStub.url),
      ...serverEnv,
    });
    const app = await buildApp({ config, webRoot: WEB_ROOT });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    await use(url);
    await closeGracefully(app, 2_000);
    fs.rmSync(dir, { recursive: true, force: true });
  },
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

export { expect };

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
