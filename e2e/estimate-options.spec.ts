import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Good / better / best in the estimator: options built from one another, their totals side by
// side, saved with the estimate and opened again with it.

const results = (page: Page) => page.getByRole('region', { name: 'Estimate Results' });
const comparison = (page: Page) => results(page).getByRole('table', { name: 'Options compared' });
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const materialLine = (page: Page, n: number) =>
  page.getByRole('group', { name: `Material line ${n}` });
const material = (page: Page, n = 1) =>
  materialLine(page, n).getByLabel('Material', { exact: true });

/** The spec's default estimate as Good, then Better (premium shingles) and Best (metal). */
async function threeOptions(page: Page) {
  await page.goto('/estimator');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add option (good / better / best)' }).click();
  await expect(tab(page, 'Better')).toHaveAttribute('aria-selected', 'true');
  // Better starts as a copy of Good: swap the shingle.
  await expect(material(page)).toHaveValue('asphalt-standard');
  await material(page).selectOption('asphalt-premium');
  await page.getByRole('button', { name: 'Add option', exact: true }).click();
  await expect(tab(page, 'Best')).toHaveAttribute('aria-selected', 'true');
  await expect(material(page)).toHaveValue('asphalt-premium');
  await material(page).selectOption('metal');
  await expect(page.getByRole('button', { name: /^Add option/ })).toHaveCount(0);
}

async function expectTotals(page: Page, totals: string[]) {
  await expect(comparison(page).getByRole('columnheader')).toHaveText([
    'Figure',
    'Good',
    'Better',
    'Best',
  ]);
  await expect(
    comparison(page)
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell'),
  ).toHaveText(totals);
}

const SPEC_TOTALS = ['$10,590', '$12,090', '$23,590'];

async function axeViolations(page: Page) {
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('estimate options on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Good, Better and Best side by side, saved and reopened with their options', async ({
    page,
  }) => {
    await threeOptions(page);
    await expectTotals(page, SPEC_TOTALS);
    await expect(
      comparison(page)
        .getByRole('row', { name: /^Materials/ })
        .getByRole('cell'),
    ).toHaveText(['$3,500', '$5,000', '$16,500']);
    // Labor and the additional costs are shared.
    await expect(
      comparison(page)
        .getByRole('row', { name: /^Labor/ })
        .getByRole('cell'),
    ).toHaveText(['$5,590', '$5,590', '$5,590']);

    // The lines on screen are the chosen option's; the keyboard moves between the tabs.
    await tab(page, 'Best').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Better')).toBeFocused();
    await expect(tab(page, 'Better')).toHaveAttribute('aria-selected', 'true');
    await expect(material(page)).toHaveValue('asphalt-premium');
    await page.keyboard.press('Home');
    await expect(material(page)).toHaveValue('asphalt-standard');
    await page.keyboard.press('End');
    await expect(material(page)).toHaveValue('metal');

    // Change Best's quantity: only Best's total moves.
    await materialLine(page, 1).getByLabel('Quantity (sq ft)').fill('2200');
    await expectTotals(page, ['$10,590', '$12,090', '$25,240']);

    // A name is required: the field says so and its tab is marked.
    const name = page.getByLabel('Option name');
    await expect(name).toHaveValue('Best');
    await name.fill('');
    await expect(name).toHaveAccessibleDescription(/Option name is required/);
    await expect(tab(page, /has errors/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Estimate' })).toBeDisabled();
    await name.fill('Best');
    await expect(tab(page, /has errors/)).toHaveCount(0);

    // Save to a new project.
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await dialog.getByRole('radio', { name: 'A new project' }).check();
    await dialog.getByLabel('Project name').fill('Nakamura re-roof');
    await dialog.getByLabel('Address').fill('31 Spruce Ave, Portland, OR');
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Saved EST-' });
    await expect(notice).toContainText('(Good $10,590, Better $12,090, Best $25,240)');
    await expect(page).toHaveURL(/estimateId=/);
    const estimateId = new URL(page.url()).searchParams.get('estimateId');
    const saved = (await (await page.request.get(`/api/estimates/${estimateId}`)).json()) as {
      projectId: string;
      input: { options: { name: string; materials: { materialId: string }[] }[] };
      options: { name: string; totals: { totalCents: number } }[];
    };
    expect(saved.input.options.map((o) => [o.name, o.materials[0]?.materialId])).toEqual([
      ['Good', 'asphalt-standard'],
      ['Better', 'asphalt-premium'],
      ['Best', 'metal'],
    ]);
    expect(saved.options.map((o) => o.totals.totalCents)).toEqual([1059017, 1209017, 2524017]);

    // A reload keeps everything; so does opening the saved estimate from its project.
    await page.reload();
    await expectTotals(page, ['$10,590', '$12,090', '$25,240']);
    await page.goto(`/projects/${saved.projectId}`);
    await page.getByRole('link', { name: /Open EST-\d{6}/ }).click();
    await expect(tab(page, 'Good')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Better')).toBeVisible();
    await expect(tab(page, 'Best')).toBeVisible();
    await expectTotals(page, ['$10,590', '$12,090', '$25,240']);
    await tab(page, 'Best').click();
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveValue('2200');
  });

  test('removing an option can be undone; back to one, the estimate is as before', async ({
    page,
  }) => {
    await threeOptions(page);
    await tab(page, 'Better').click();
    await page.getByRole('button', { name: 'Remove option Better' }).click();
    await expect(page.getByRole('tab')).toHaveText(['Good', 'Best']);
    await expect(tab(page, 'Good')).toHaveAttribute('aria-selected', 'true');
    const removed = page.getByRole('status').filter({ hasText: 'Removed the option “Better”' });
    await removed.getByRole('button', { name: 'Undo removing Better' }).click();
    await expect(page.getByRole('tab')).toHaveText(['Good', 'Better', 'Best']);
    await expect(material(page)).toHaveValue('asphalt-premium');
    await expectTotals(page, SPEC_TOTALS);

    await page.getByRole('button', { name: 'Remove option Better' }).click();
    await page.getByRole('button', { name: 'Remove option Good' }).click();
    // One option left: no tabs, no name, the one-option results with Best's lines.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByLabel('Option name')).toHaveCount(0);
    await expect(material(page)).toHaveValue('metal');
    await expect(results(page)).toContainText('Total Estimate$23,590');
    await expect(comparison(page)).toHaveCount(0);
  });

  test('the takeoff fills the option on screen, and Undo puts its lines back', async ({ page }) => {
    await threeOptions(page);
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(page.getByRole('group', { name: /^Material line \d+$/ })).toHaveCount(3);
    await tab(page, 'Good').click();
    await expect(page.getByRole('group', { name: /^Material line \d+$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(tab(page, 'Best')).toHaveAttribute('aria-selected', 'true');
    await expect(material(page)).toHaveValue('metal');
    await expectTotals(page, SPEC_TOTALS);
  });

  test('Export PDF sends the options, which the server accepts', async ({ page }) => {
    await threeOptions(page);
    const sent = page.waitForRequest('**/api/estimates/pdf');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const body = (await sent).postDataJSON() as {
      materials: { materialId: string }[];
      options: { name: string; materials: { materialId: string }[] }[];
    };
    expect(body.options.map((o) => [o.name, o.materials[0]?.materialId])).toEqual([
      ['Good', 'asphalt-standard'],
      ['Better', 'asphalt-premium'],
      ['Best', 'metal'],
    ]);
    expect(body.materials).toEqual(body.options[0]?.materials);
    const file = test.info().outputPath('options.pdf');
    await (await downloading).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('$10,590');
  });

  test('the options, the tabs and the comparison have no axe violations', async ({ page }) => {
    await threeOptions(page);
    await expectTotals(page, SPEC_TOTALS);
    expect(await axeViolations(page)).toEqual([]);
    // With a message on a name and its tab marked.
    await page.getByLabel('Option name').fill('');
    await expect(tab(page, /has errors/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('estimate options on a phone', () => {
  test.use({ viewport: MOBILE });

  test('three options fit 375 px: the page never scrolls sideways', async ({ page }) => {
    await threeOptions(page);
    await expectTotals(page, SPEC_TOTALS);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    // The phone's bar names the option whose total it shows.
    await expect(page.getByText('Total, Best')).toBeVisible();
    await comparison(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    // A long name is cut short in its tab, which scrolls in its own row if it must.
    await page.getByLabel('Option name').fill('Architectural shingles, ice & water');
    await tab(page, 'Good').click();
    await expect(material(page)).toHaveValue('asphalt-standard');
    const after = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(after).toBeLessThanOrEqual(375);
  });
});
