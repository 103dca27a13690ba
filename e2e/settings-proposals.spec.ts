import type { Page } from '@playwright/test';
import { rgbaPng, SAMPLE_JPEG, sampleLogoPng } from '../src/server/testing/sample-proposal';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

const TERMS =
  'A 30% deposit is due when work is scheduled; the balance on completion.\nRotten decking is replaced at $85 per sheet.';

const SHOTS = process.env.RIDGELINE_SHOTS_DIR;

/** Whether the logo preview has really loaded (a broken image has no natural width). */
const logoLoaded = (page: Page) =>
  page
    .getByRole('img', { name: 'Company logo' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

for (const [device, viewport] of [
  ['a laptop', DESKTOP],
  ['a phone', MOBILE],
] as const) {
  test.describe(`proposal settings on ${device}`, () => {
    test.use({ viewport });

    test('terms, valid days and a logo are saved and kept after a reload', async ({ page }) => {
      await page.goto('/settings');
      const proposals = page.getByRole('region', { name: 'Proposals' });
      await expect(proposals.getByText('No logo yet')).toBeVisible();
      await expect(proposals.getByLabel('Proposals valid for (days)')).toHaveValue('30');

      await proposals.getByLabel('Terms', { exact: true }).fill(TERMS);
      await proposals.getByLabel('Proposals valid for (days)').fill('45');
      await proposals.getByRole('button', { name: 'Save proposal settings' }).click();
      await expect(proposals.getByText('Proposal settings saved.')).toBeVisible();

      await proposals.getByLabel('Logo').setInputFiles({
        name: 'summit-logo.png',
        mimeType: 'image/png',
        buffer: sampleLogoPng(),
      });
      await expect(proposals.getByText('Logo saved.')).toBeVisible();
      await expect(proposals.getByRole('img', { name: 'Company logo' })).toBeVisible();
      await expect.poll(() => logoLoaded(page)).toBe(true);
      // The saved logo, with what can be done to it; no file input saying "No file chosen".
      await expect(proposals.getByLabel('Change logo')).toBeAttached();
      await expect(proposals.getByText('Change logo', { exact: true })).toBeVisible();
      await expect(proposals.getByRole('button', { name: 'Remove logo' })).toBeVisible();
      await expect(proposals.getByText('No logo yet')).toHaveCount(0);

      // The company profile saves after the logo bumped the settings' version: no conflict.
      await page.getByLabel('Company name').fill('Summit Roofing Co.');
      await page.getByRole('button', { name: 'Save company profile' }).click();
      await expect(page.getByText('Company profile saved.')).toBeVisible();

      if (SHOTS) {
        await proposals.screenshot({ path: `${SHOTS}/settings-proposals-${viewport.width}.png` });
      }

      await page.reload();
      const after = page.getByRole('region', { name: 'Proposals' });
      await expect(after.getByLabel('Terms', { exact: true })).toHaveValue(TERMS);
      await expect(after.getByLabel('Proposals valid for (days)')).toHaveValue('45');
      await expect(after.getByRole('img', { name: 'Company logo' })).toBeVisible();
      await expect.poll(() => logoLoaded(page)).toBe(true);
      await expect(page.getByLabel('Company name')).toHaveValue('Summit Roofing Co.');
      await expect(after.getByText('Change logo', { exact: true })).toBeVisible();

      await after.getByRole('button', { name: 'Remove logo' }).click();
      await expect(after.getByText('Logo removed.')).toBeVisible();
      await expect(after.getByText('No logo yet')).toBeVisible();
      await expect(after.getByText('Choose logo', { exact: true })).toBeVisible();
      await expect(after.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
    });
  });
}

test.describe('proposal settings, refusals', () => {
  test.use({ viewport: DESKTOP });

  test('a wrong or too large file is named next to the input, before any upload', async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/settings/logo') && r.method() === 'PUT') uploads.push(r.url());
    });
    await page.goto('/settings');
    const logo = page.getByLabel('Logo');

    await logo.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
    });
    await expect(logo).toHaveAccessibleDescription(/^The logo must be a PNG or JPEG image/);
    await expect(logo).toHaveAttribute('aria-invalid', 'true');
    if (SHOTS) {
      await page
        .getByRole('region', { name: 'Proposals' })
        .screenshot({ path: `${SHOTS}/settings-logo-refused.png` });
    }

    await logo.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([sampleLogoPng(), Buffer.alloc(300_000)]),
    });
    await expect(logo).toHaveAccessibleDescription(
      /^The logo must be at most 256 KB; this file is 30\d KB/,
    );

    await logo.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: rgbaPng(2000, 600, () => false),
    });
    await expect(logo).toHaveAccessibleDescription(
      /pixels \(for example 1000 x 1000\); this one is 2000 x 600/,
    );
    expect(uploads).toEqual([]);

    // A JPEG is fine, and the error goes; then it can be removed.
    await logo.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
    await expect(page.getByText('Logo saved.')).toBeVisible();
    await expect(logo).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('Logo removed.')).toBeVisible();
    await expect(page.getByText('No logo yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No logo yet')).toBeVisible();
  });

  test('days out of range are named next to the field; what was typed stays', async ({ page }) => {
    await page.goto('/settings');
    const days = page.getByLabel('Proposals valid for (days)');
    await page.getByLabel('Terms', { exact: true }).fill('Net 30.');
    await days.fill('400');
    await page.getByRole('button', { name: 'Save proposal settings' }).click();
    await expect(days).toHaveAccessibleDescription(/Proposals valid for must be at most 365 days/);
    await expect(days).toHaveValue('400');
    await expect(page.getByLabel('Terms', { exact: true })).toHaveValue('Net 30.');
    await days.fill('');
    await page.getByRole('button', { name: 'Save proposal settings' }).click();
    await expect(days).toHaveAccessibleDescription(/Enter how many days a proposal stays valid/);
    await days.fill('14');
    await page.getByRole('button', { name: 'Save proposal settings' }).click();
    await expect(page.getByText('Proposal settings saved.')).toBeVisible();
  });
});

test.describe('proposal settings for an estimator', () => {
  test.use({ role: 'estimator', viewport: DESKTOP });

  test('reads the terms, valid days and logo, with nothing to change', async ({
    page,
    users,
    playwright,
    server,
  }) => {
    const owner = await users.create('owner');
    const api = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: owner.headers,
    });
    const s = await (await api.get('/api/settings')).json();
    await api.patch('/api/settings', {
      data: { proposalTerms: TERMS, proposalValidDays: 21, version: s.version },
    });
    const put = await api.put('/api/settings/logo', {
      headers: { 'content-type': 'image/png' },
      data: sampleLogoPng(),
    });
    expect(put.status()).toBe(200);
    await api.dispose();

    await page.goto('/settings');
    const proposals = page.getByRole('region', { name: 'Proposals' });
    await expect(proposals).toContainText('A 30% deposit is due when work is scheduled');
    await expect(proposals).toContainText('21 days');
    await expect(proposals.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await expect.poll(() => logoLoaded(page)).toBe(true);
    if (SHOTS) await proposals.screenshot({ path: `${SHOTS}/settings-proposals-estimator.png` });
    await expect(proposals.getByRole('textbox')).toHaveCount(0);
    await expect(proposals.getByRole('button')).toHaveCount(0);
  });
});
