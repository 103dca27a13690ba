import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Settings -> Import projects: the owner chooses a spreadsheet, corrects a column Ridgeline
// could not match, checks the preview and the refused row, imports, and finds the jobs in the
// list; the same file again imports nothing. Then the list's export downloads them.

const FILE = [
  'Job,Client,Where,Money,E-mail,Stage',
  'Alvarez Re-roof,Maria Alvarez,"88 Birch Ln, Salem OR","$12,400.00",maria@example.com,In Progress',
  'Brooks Gutters,Tom Brooks,14 Cedar Ct,950,tom@example.com,Pending',
  'No Address Job,Kim Lee,,100,kim@example.com,Pending',
].join('\r\n');

for (const [label, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`CSV import at ${label} px`, () => {
    test.use({ viewport });

    test('the owner maps the columns, previews, imports and sees the projects', async ({
      page,
    }) => {
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Import projects' });
      await card.getByLabel('CSV file').setInputFiles({
        name: 'jobs.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(FILE),
      });
      await expect(card.getByLabel('Job')).toHaveValue('name');
      await expect(card.getByLabel('Where')).toHaveValue('');
      // Without an address no row can be imported: every row is refused until it is mapped.
      await expect(card.getByText('0 projects ready to import')).toBeVisible();
      await card.getByLabel('Where').selectOption({ label: 'Address' });
      await card.getByLabel('Money').selectOption({ label: 'Estimated cost' });
      await expect(card.getByText('2 projects ready to import')).toBeVisible();
      const preview = card.getByRole('region', { name: 'Preview of the projects to import' });
      await expect(preview).toContainText('Alvarez Re-roof');
      await expect(preview).toContainText('$12,400');
      await expect(preview).toContainText('In progress');
      await expect(card).toContainText('Line 4 · Address: Address is required');
      await card.screenshot({ path: test.info().outputPath(`csv-import-${label}.png`) });

      await card.getByRole('button', { name: 'Import 2 projects' }).click();
      await expect(card.getByRole('status')).toContainText('Imported 2 projects.');

      // The same file again: both rows are already in Ridgeline.
      await card.getByLabel('CSV file').setInputFiles({
        name: 'jobs.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(FILE),
      });
      await card.getByLabel('Where').selectOption({ label: 'Address' });
      await expect(card.getByText('0 projects ready to import')).toBeVisible();
      await expect(card).toContainText('2 rows are already in Ridgeline and will be skipped');

      await page.goto('/projects');
      await expect(page.getByText('Alvarez Re-roof')).toBeVisible();
      await expect(page.getByText('Brooks Gutters')).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export projects (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
      await page.screenshot({ path: test.info().outputPath(`projects-export-${label}.png`) });
    });

    test('a file that is not CSV is refused and stays chosen', async ({ page, consoleErrors }) => {
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Import projects' });
      await card.getByLabel('CSV file').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      });
      await expect(card.getByRole('alert')).toContainText('Could not read the file');
      await expect(card).toContainText('Chosen: photo.png');
      // The browser logs the expected 400 itself; nothing else may be there.
      expect(consoleErrors.every((e) => / 400 /.test(e))).toBe(true);
      consoleErrors.splice(0);
    });
  });
}
