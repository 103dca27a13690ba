import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// A new version of the installed app (a new service worker) is announced with an Update button
// and waits for it: it never reloads the page by itself, so a half-filled form is never lost.

// The test changes the service worker in its own copy of the build.
test.use({ ownWebRoot: true });

/**
 * Publishes a new version of the app on the test's server: new bytes in the service worker's
 * script (and in its precompressed copies, which the server sends instead when it has them),
 * which the browser takes for a new worker at its next update check.
 */
function publishNewVersion(webRoot: string) {
  const file = path.join(webRoot, 'sw.js');
  const script = `${fs.readFileSync(file, 'utf8')}\n// The next version, published by the test.\n`;
  fs.writeFileSync(file, script);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
}

/** Notes, in the page, when the app has registered its service worker (it does once idle). */
async function noteRegistration(page: Page) {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const registered = register.apply(this, args);
      void registered.then(() => {
        (window as { appRegisteredWorker?: boolean }).appRegisteredWorker = true;
      });
      return registered;
    };
  });
}

const appRegisteredWorker = (page: Page) =>
  page.evaluate(() => (window as { appRegisteredWorker?: boolean }).appRegisteredWorker === true);

/** What the page's service worker registration holds now. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: registration?.waiting != null,
      installing: registration?.installing != null,
    };
  });

/** A mark in the page's window: gone once the page has reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const samePage = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a new version waits for Update and never reloads a half-filled form (${viewport.width} px)`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport);
    await noteRegistration(page);

    // One visit: the worker installs; the next load is under its control.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/projects/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    expect((await workers(page)).controlled).toBe(true);

    // Half-way through a new project, a new version is published and the app finds it.
    const name = page.getByLabel('Project name');
    await name.fill('Hillside re-roof, half typed');
    await markPage(page);
    await expect.poll(() => appRegisteredWorker(page)).toBe(true);
    publishNewVersion(server.webRoot);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Ridgeline is ready.' });
    const update = notice.getByRole('button', { name: 'Update' });
    await expect(update).toBeVisible();
    expect(await workers(page)).toEqual({ controlled: true, waiting: true, installing: false });
    // Still the same page, with what was typed.
    expect(await samePage(page)).toBe(true);
    await expect(name).toHaveValue('Hillside re-roof, half typed');
    await page.screenshot({ path: test.info().outputPath(`update-notice-${viewport.width}.png`) });

    // Update: the new version takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await update.click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    expect(await samePage(page)).toBe(false);
    await expect
      .poll(() => workers(page))
      .toEqual({
        controlled: true,
        waiting: false,
        installing: false,
      });
    await expect(notice).toHaveCount(0);
  });
}
