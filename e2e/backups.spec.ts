import fs from 'node:fs';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// The owner's backups: Back up now, the checked backup in the list, its download, and the
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
