import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { documentPhotoJpeg } from '../src/server/testing/document-photo-fixtures';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// The owner's backups: Back up now, the checked backup in the list, its download, restoring
// one on a server with no projects yet (an uploaded zip or one of the list's), and the
// dashboard's banner when the last backup failed. Crew and estimators see none of it.

for (const [label, viewport] of [
  ['phone', MOBILE],
  ['laptop', DESKTOP],
] as const) {
  test.describe(`backups on a ${label}`, () => {
    test.use({ viewport });

    test('the owner backs up now, sees it checked, and downloads it', async ({ page }) => {
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Backups' });
      await expect(card).toContainText('Ridgeline backs up by itself (0 2 * * *, server time)');
      await expect(card).toContainText('Next backup:');
      await expect(card).toContainText('No backups yet.');
      await card.getByRole('button', { name: 'Back up now' }).click();
      await expect(
        card.getByText(/^Checked: 3 projects, \d+ estimates?, 0 photo files$/),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(card).toContainText('Backed up by hand');
      await expect(card.getByRole('button', { name: 'Back up now' })).toBeEnabled();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: /^Download/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ridgeline-backup-.*\.zip$/);
      const file = await download.path();
      expect(fs.statSync(file).size).toBeGreaterThan(500);
      // A server with projects offers no restore, and says why.
      await expect(card.getByRole('region', { name: 'Restore a backup' })).toContainText(
        'This server has projects',
      );
      await expect(card.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
      await card.screenshot({ path: test.info().outputPath(`backups-${label}.png`) });
    });
  });
}

test.describe('the dashboard warns the owner', () => {
  test.use({ viewport: MOBILE });

  test('when the last backup failed, with a link to Backups', async ({ page, server }) => {
    await server.database.db
      .insertInto('backup_runs')
      .values({
        id: '0190a0b0-0000-7000-8000-000000000001',
        slot: 'schedule:2026-11-26T02:00:00.000Z',
        trigger: 'schedule',
        status: 'failed',
        started_at: '2026-11-26T02:00:00.000Z',
        finished_at: '2026-11-26T02:00:03.000Z',
        file_name: null,
        size_bytes: null,
        message: 'The backup could not be written: ENOSPC: no space left on device',
      })
      .execute();
    await page.goto('/');
    const banner = page.getByRole('alert').filter({ hasText: 'Backups need a look.' });
    await expect(banner).toContainText(
      'The last backup failed: The backup could not be written: ENOSPC',
    );
    await banner.getByRole('link', { name: 'Open Backups' }).click();
    await expect(page.getByRole('region', { name: 'Backups' })).toContainText('Failed');
  });
});

test.describe('crew and estimators', () => {
  test.use({ role: 'estimator' });

  test('see no Backups card and no banner', async ({ page, server }) => {
    await server.database.db
      .insertInto('backup_runs')
      .values({
        id: '0190a0b0-0000-7000-8000-000000000002',
        slot: 'schedule:2026-11-25T02:00:00.000Z',
        trigger: 'schedule',
        status: 'failed',
        started_at: '2026-11-25T02:00:00.000Z',
        finished_at: null,
        file_name: null,
        size_bytes: null,
        message: 'failed',
      })
      .execute();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Backups need a look.')).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Backups' })).toHaveCount(0);
  });
});

/**
 * A project with an estimate-free photo, its zip backup, then the project deleted: the server
 * has no projects again, as a new machine would. Answers the zip.
 */
async function backupOfOneProject(request: APIRequestContext): Promise<Buffer> {
  const project = await request.post('/api/projects', {
    data: { name: 'Henderson Re-roof', address: '2847 SE Belmont St' },
  });
  expect(project.status()).toBe(201);
  const { id } = (await project.json()) as { id: string };
  const photo = await request.post(`/api/projects/${id}/photos`, {
    multipart: {
      tag: 'damage',
      file: {
        name: 'roof.jpg',
        mimeType: 'image/jpeg',
        buffer: await documentPhotoJpeg(1600, 1200, 3),
      },
    },
  });
  expect(photo.status()).toBe(201);
  const zip = await request.get('/api/export?format=zip');
  expect(zip.status()).toBe(200);
  const bytes = await zip.body();
  expect((await request.delete(`/api/projects/${id}`)).status()).toBe(204);
  return bytes;
}

async function signInAgain(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('restoring a backup on a server with no projects yet', () => {
  test.use({ seed: false, viewport: DESKTOP });

  test('the owner uploads a backup zip, sees its progress, then signs in with the backup', async ({
    page,
    request,
    users,
  }) => {
    const zip = await backupOfOneProject(request);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Backups' });
    const restore = card.getByRole('region', { name: 'Restore a backup' });
    await expect(restore).toContainText('This server has no projects yet.');
    await restore
      .getByLabel('Choose backup file')
      .setInputFiles({ name: 'ridgeline-backup.zip', mimeType: 'application/zip', buffer: zip });
    await expect(restore).toContainText('Chosen: ridgeline-backup.zip');
    await card.screenshot({ path: test.info().outputPath('restore-laptop.png') });
    // A slow line, so the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(zip.length / 3),
    });
    await restore.getByRole('button', { name: 'Restore this file' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this backup?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    const bar = restore.getByRole('progressbar', { name: 'Restore progress' });
    await expect(restore.getByRole('status')).toContainText(
      /Uploading ridgeline-backup\.zip: \d+%/,
    );
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('value', /^\d+$/);
    await card.screenshot({ path: test.info().outputPath('restore-progress-laptop.png') });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Restored: the session ended with the old team, and the sign-in page says what to do.
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText(
      'Backup restored: 1 project, 0 estimates, 1 photo. The team now comes from the backup, so everyone was signed out: sign in with an account from the backup.',
    );
    await signInAgain(page, users.me!.email, users.me!.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/projects');
    await page
      .getByRole('link', { name: /Henderson Re-roof/ })
      .first()
      .click();
    // The photo's file came back with its record: its thumbnail loads.
    const thumb = page.locator('img[src*="/api/photos/"]').first();
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  test('a file that is not a zip is refused with the reason, and nothing changes', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/settings');
    const restore = page.getByRole('region', { name: 'Restore a backup' });
    await restore.getByLabel('Choose backup file').setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('Not an archive, only words.'),
    });
    await restore.getByRole('button', { name: 'Restore this file' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this backup?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    const alert = restore.getByRole('alert');
    await expect(alert).toContainText('Not restored: nothing on this server was changed.');
    await expect(alert).toContainText(
      'This file is not a zip archive. Choose the .zip file of a Ridgeline backup.',
    );
    await restore.screenshot({ path: test.info().outputPath('restore-refused-laptop.png') });
    await expect(page).toHaveURL(/\/settings$/);
    // The browser logs the refused upload itself.
    expect(consoleErrors.every((e) => e.includes('400'))).toBe(true);
    consoleErrors.splice(0);
  });
});

test.describe('restoring one of the list on a phone', () => {
  test.use({ seed: false, viewport: MOBILE });

  test('the owner restores a listed backup after confirming', async ({ page, request, users }) => {
    await backupOfOneProject(request);
    // The list's backup is made while the project is there: make it again, then empty the server.
    const project = await request.post('/api/projects', {
      data: { name: 'Okafor Gutters', address: '14 Alder Ln' },
    });
    const { id } = (await project.json()) as { id: string };
    expect((await request.post('/api/backups')).status()).toBe(202);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Backups' });
    await expect(card.getByText(/^Checked: 1 project/)).toBeVisible({ timeout: 30_000 });
    expect((await request.delete(`/api/projects/${id}`)).status()).toBe(204);
    await page.reload();
    await card.screenshot({ path: test.info().outputPath('restore-phone.png') });
    await card.getByRole('button', { name: /^Restore the backup of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await expect(dialog).toContainText('You will be signed out');
    await page.screenshot({ path: test.info().outputPath('restore-confirm-phone.png') });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText('Backup restored: 1 project, 0 estimates');
    await signInAgain(page, users.me!.email, users.me!.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: /Okafor Gutters/ }).first()).toBeVisible();
  });
});
