import type { Browser, Page } from '@playwright/test';
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate/estimate';
import { documentPhotoJpeg } from '../src/server/testing/document-photo-fixtures';
import { signedInUser, TEST_PASSWORD } from '../src/server/testing/signed-in-user';
import { DESKTOP, expect, MOBILE, startServer, test } from './fixtures';

// The README's restore procedure, step by step, on two machines: the old server's backup is
// downloaded from Settings -> Backups; the new server starts empty, its first visitor creates a
// temporary owner at /setup and restores the zip from the screen; then the old owner signs in
// and finds the projects, the estimate and the photo.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The old machine: a project with an estimate and a photo; its backup downloaded from the screen. */
async function backupFromOldServer(
  browser: Browser,
  old: { url: string; email: string },
): Promise<string> {
  // Stated outright: a new context would otherwise take the test's options, made for the new server.
  const context = await browser.newContext({
    baseURL: old.url,
    viewport: DESKTOP,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { origin: old.url },
  });
  try {
    const page = await context.newPage();
    // The owner signs in on the old machine as anyone would.
    await page.goto('/login');
    await signIn(page, old.email, TEST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const api = page.request;
    const project = await api.post('/api/projects', {
      data: {
        name: 'Nakamura Re-roof',
        address: '88 Cedar Hollow Rd',
        customerName: 'Ken Nakamura',
      },
    });
    expect(project.status()).toBe(201);
    const { id } = (await project.json()) as { id: string };
    const estimate = await api.post('/api/estimates', {
      data: { ...DEFAULT_ESTIMATE_INPUT, projectId: id },
    });
    expect(estimate.status()).toBe(201);
    const photo = await api.post(`/api/projects/${id}/photos`, {
      multipart: {
        tag: 'damage',
        file: {
          name: 'ridge.jpg',
          mimeType: 'image/jpeg',
          buffer: await documentPhotoJpeg(1600, 1200, 5),
        },
      },
    });
    expect(photo.status()).toBe(201);

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Backups' });
    await card.getByRole('button', { name: 'Back up now' }).click();
    await expect(card.getByText(/^Checked: 4 projects, 1 estimate, \d+ photo files$/)).toBeVisible({
      timeout: 30_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /^Download/ }).click(),
    ]);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    return file;
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// The new machine is the test's own server: started empty, with no user yet.
test.use({ seed: false, role: null, viewport: MOBILE });

test('a backup made on one server is restored on a new one from the screen, then its owner signs in', async ({
  page,
  browser,
  mapStub,
  server,
  consoleErrors,
}) => {
  // Two servers, a backup, a restore and two sign-ins on a shared machine.
  test.slow();
  const oldServer = await startServer({ seed: true, mapStubUrl: mapStub.url });
  try {
    const { user } = await signedInUser(oldServer.database, 'owner', 'Olive Oldham');
    const zip = await backupFromOldServer(browser, { url: oldServer.url, email: user.email });

    // Step 3: the new server's first visit creates a temporary owner.
    await page.goto('/');
    await expect(page).toHaveURL('/setup');
    await page.getByLabel('Your name').fill('Temporary Owner');
    await page.getByLabel('Email').fill('temporary@example.com');
    await page.getByLabel('Password').fill('a temporary password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Step 4: Settings -> Backups -> Restore a backup.
    await page.goto('/settings');
    const restore = page.getByRole('region', { name: 'Restore a backup' });
    await expect(restore).toContainText('This server has no projects yet.');
    await restore.getByLabel('Choose backup file').setInputFiles(zip);
    await expect(restore).toContainText(/Chosen: ridgeline-backup-.*\.zip/);
    await restore.screenshot({ path: test.info().outputPath('restore-chosen-375.png') });
    await restore.getByRole('button', { name: 'Restore this file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await expect(dialog).toContainText('You will be signed out');
    await shot(page, 'restore-confirm-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'restore-confirm-1280');
    await dialog.getByRole('button', { name: 'Restore' }).click();

    // Step 5: everyone is signed out; the sign-in page says what came back.
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText(
      'Backup restored: 4 projects, 1 estimate, 1 photo.',
    );
    await shot(page, 'restored-sign-in-1280');
    // The temporary owner was replaced by the backup's team.
    await signIn(page, 'temporary@example.com', 'a temporary password');
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
    // The browser logs the refused sign-in itself.
    expect(consoleErrors.every((e) => e.includes('401'))).toBe(true);
    consoleErrors.splice(0);
    await signIn(page, user.email, TEST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.setViewportSize(MOBILE);
    await page.goto('/projects');
    await page
      .getByRole('link', { name: /Nakamura Re-roof/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nakamura Re-roof' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Estimates' })).not.toContainText(
      /No estimates/i,
    );
    // The photo's file came back with its record: its thumbnail loads.
    const thumb = page.locator('img[src*="/api/photos/"]').first();
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // The same through the API: the restored project's one estimate.
    const projectId = new URL(page.url()).pathname.split('/').at(-1);
    const estimates = await page.request.get(`/api/projects/${projectId}/estimates`);
    expect(((await estimates.json()) as unknown[]).length).toBe(1);
    expect(server.url).not.toBe(oldServer.url);
  } finally {
    await oldServer.close();
  }
});
