import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeForm } from '../src/web/features/estimator/estimate-url';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Estimate Results' });
const materialLine = (page: Page, n: number) =>
  page.getByRole('group', { name: `Material line ${n}` });
const costLine = (page: Page, n: number) =>
  page.getByRole('group', { name: `Additional cost ${n}` });

const DEFAULT_INPUT = {
  roofAreaSqFt: 2000,
  pitch: 6,
  laborRateCents: 250,
  materials: [{ materialId: 'asphalt-standard', quantity: 2000 }],
  costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
  adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
};

async function saveViaApi(request: APIRequestContext, patch: Record<string, unknown> = {}) {
  const project = await request.post('/api/projects', {
    data: { name: 'Delgado roof', address: '77 Birch Ln, Portland, OR' },
  });
  const p = (await project.json()) as { id: string };
  const res = await request.post('/api/estimates', {
    data: { projectId: p.id, ...DEFAULT_INPUT, ...patch },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; number: number; projectId: string; version: number };
}

test.describe('estimator on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('opens at the default estimate and its numbers', async ({ page }) => {
    await page.goto('/estimator');
    await expect(page.getByRole('heading', { level: 1, name: 'Roof Estimator' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roof Estimate Calculator' })).toBeVisible();
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue('2000');
    await expect(page.getByLabel('Pitch (x:12)')).toHaveValue('6');
    await expect(page.getByLabel('Labor Rate ($ per sq ft)')).toHaveValue('2.5');
    await expect(materialLine(page, 1).getByLabel('Material', { exact: true })).toHaveValue(
      'asphalt-standard',
    );
    await expect(materialLine(page, 1).getByRole('combobox')).toContainText(
      'Asphalt Shingles (Standard)',
    );
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveValue('2000');
    await expect(costLine(page, 1).getByLabel('Description')).toHaveValue('Removal of old roofing');
    await expect(costLine(page, 1).getByLabel('Amount ($)')).toHaveValue('1500');

    const r = results(page);
    await expect(r).toContainText('2,236.07 sq ft');
    await expect(r).toContainText('22.36 squares');
    await expect(r).toContainText('× 1.118');
    await expect(r.getByRole('definition').filter({ hasText: '$3,500' })).toHaveCount(1);
    await expect(r).toContainText('Materials Cost$3,500');
    await expect(r).toContainText('$5,590');
    await expect(r).toContainText('Additional Costs$1,500');
    await expect(r).toContainText('Total Estimate$10,590');
    // No adjustment lines while they are 0: the plain totals.
    await expect(r).not.toContainText('Waste');
    await expect(r).not.toContainText('Overhead');
    await expect(r).not.toContainText('Sales tax');
    await expect(page.getByRole('button', { name: 'Save Estimate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    // An untouched estimator keeps a clean address.
    await expect(page).toHaveURL(/\/estimator$/);
  });

  test('pitch 12 shows $7,071 labor and $12,071 total', async ({ page }) => {
    await page.goto('/estimator');
    await page.getByLabel('Pitch (x:12)').fill('12');
    const r = results(page);
    await expect(r).toContainText('2,828.43 sq ft');
    await expect(r).toContainText('Labor Cost');
    await expect(r).toContainText('$7,071');
    await expect(r).toContainText('Total Estimate$12,071');
  });

  test('the bounds are on the inputs', async ({ page }) => {
    await page.goto('/estimator');
    const area = page.getByLabel('Roof Area (sq ft)');
    await expect(area).toHaveAttribute('min', '0');
    const pitch = page.getByLabel('Pitch (x:12)');
    await expect(pitch).toHaveAttribute('min', '0');
    await expect(pitch).toHaveAttribute('max', '12');
    const labor = page.getByLabel('Labor Rate ($ per sq ft)');
    await expect(labor).toHaveAttribute('min', '0');
    await expect(labor).toHaveAttribute('step', '0.1');
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveAttribute('min', '0');
    await expect(costLine(page, 1).getByLabel('Amount ($)')).toHaveAttribute('min', '0');
  });

  test('lines are added and removed; the last material line cannot be removed', async ({
    page,
  }) => {
    await page.goto('/estimator');
    const removeFirst = page.getByRole('button', { name: 'Remove material line 1' });
    await expect(removeFirst).toBeDisabled();

    await page.getByRole('button', { name: 'Add Material' }).click();
    await expect(materialLine(page, 2).getByLabel('Material', { exact: true })).toHaveValue(
      'asphalt-standard',
    );
    await expect(materialLine(page, 2).getByLabel('Quantity (sq ft)')).toHaveValue('0');
    await expect(removeFirst).toBeEnabled();
    await materialLine(page, 2).getByLabel('Material', { exact: true }).selectOption('flashing');
    await materialLine(page, 2).getByLabel('Quantity (linear ft)').fill('100');
    await expect(materialLine(page, 2)).toContainText('Line total: $325');
    await expect(results(page)).toContainText('Materials Cost$3,825');
    await expect(results(page)).toContainText('Flashing');

    await page.getByRole('button', { name: 'Remove material line 1' }).click();
    await expect(materialLine(page, 2)).toHaveCount(0);
    await expect(materialLine(page, 1).getByLabel('Material', { exact: true })).toHaveValue(
      'flashing',
    );
    await expect(page.getByRole('button', { name: 'Remove material line 1' })).toBeDisabled();

    await page.getByRole('button', { name: 'Add Cost' }).click();
    await expect(costLine(page, 2).getByLabel('Description')).toHaveValue('');
    await expect(costLine(page, 2).getByLabel('Amount ($)')).toHaveValue('0');
    await costLine(page, 2).getByLabel('Amount ($)').fill('250');
    await expect(results(page)).toContainText('Additional Costs$1,750');
    await page.getByRole('button', { name: 'Remove additional cost 1' }).click();
    await page.getByRole('button', { name: 'Remove additional cost 1' }).click();
    await expect(page.getByText('No additional costs.')).toBeVisible();
    await expect(results(page)).toContainText('Additional Costs$0');
  });

  test('"use actual area" fills a sq ft line with the sloped area', async ({ page }) => {
    await page.goto('/estimator');
    await materialLine(page, 1)
      .getByRole('button', { name: /Use actual area \(2,236\.07 sq ft\)/ })
      .click();
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveValue('2236.07');
    await expect(results(page)).toContainText('Materials Cost$3,913');
  });

  test('adjustments show their own lines', async ({ page }) => {
    await page.goto('/estimator');
    await page.getByLabel('Waste factor (%)').fill('10');
    await page.getByLabel('Overhead & profit (%)').fill('15');
    await page.getByLabel('Sales tax (%)').fill('8');
    const r = results(page);
    await expect(r).toContainText('Waste (10%)$350');
    await expect(r).toContainText('Overhead & profit (15%)$1,641');
    await expect(r).toContainText('Sales tax (8% on materials)$308');
    await expect(r).toContainText('Total Estimate$12,889');
  });

  test('bad input: a message next to the field, the text kept, last figures shown', async ({
    page,
  }) => {
    // A refused pitch is never asked about (the learned suggestions' API would answer 400).
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/estimator/suggestions')) asked.push(r.url());
    });
    await page.goto('/estimator');
    const pitch = page.getByLabel('Pitch (x:12)');
    await pitch.fill('30');
    await expect(pitch).toHaveAttribute('aria-invalid', 'true');
    await expect(pitch).toHaveAccessibleDescription(/Pitch must be between 0 and 12/);
    await expect(pitch).toHaveValue('30');
    await expect(results(page)).toContainText('Fix the highlighted fields');
    await expect(results(page)).toContainText('$10,590');
    await expect(page.getByRole('button', { name: 'Save Estimate' })).toBeDisabled();

    const qty = materialLine(page, 1).getByLabel('Quantity (sq ft)');
    await qty.fill('');
    await expect(qty).toHaveAccessibleDescription(/Quantity must be a number/);
    await qty.fill('100');
    await pitch.fill('12');
    await expect(pitch).toHaveAttribute('aria-invalid', 'false');
    await expect(results(page)).not.toContainText('Fix the highlighted fields');
    await expect.poll(() => asked.some((u) => u.includes('pitch=12'))).toBe(true);
    expect(asked.filter((u) => u.includes('pitch=30'))).toEqual([]);
  });

  test('a total above what a project can hold is named, though every field is within bounds', async ({
    page,
  }) => {
    await page.goto('/estimator');
    await page.getByLabel('Roof Area (sq ft)').fill('10000000');
    await page.getByLabel('Labor Rate ($ per sq ft)').fill('10000');
    await expect(page.getByRole('alert')).toContainText('The total must be at most $1,000,000,000');
    // No field is wrong, so nothing asks to fix highlighted fields.
    await expect(page.getByText(/Fix the highlighted fields/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Estimate' }).first()).toBeDisabled();
    await page.getByLabel('Labor Rate ($ per sq ft)').fill('2.5');
    await expect(page.getByText('The total must be at most')).toBeHidden();
  });

  test('prefills from the simple URL params', async ({ page }) => {
    await page.goto('/estimator?pitch=6.9');
    await expect(page.getByLabel('Pitch (x:12)')).toHaveValue('6.9');
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue('2000');
    await expect(results(page)).toContainText('Pitch 6.9:12');

    const project = await (
      await page.request.post('/api/projects', { data: { name: 'Map job', address: '1 A St' } })
    ).json();
    await page.goto(`/estimator?area=2345.6&pitch=6&projectId=${project.id}`);
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue('2345.6');
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveValue('2345.6');
    await expect(page.getByRole('link', { name: 'Map job' })).toBeVisible();
  });

  test('the URL keeps the whole estimate, so a copied link reproduces it', async ({
    page,
    context,
  }) => {
    await page.goto('/estimator');
    await page.getByLabel('Roof Area (sq ft)').fill('1800');
    await page.getByRole('button', { name: 'Add Cost' }).click();
    await costLine(page, 2).getByLabel('Description').fill('Skylight reflash');
    await costLine(page, 2).getByLabel('Amount ($)').fill('420');
    await page.getByLabel('Overhead & profit (%)').fill('10');
    // The URL follows the form after a debounce, so an earlier edit can already have put an
    // encoded form there: wait for the one that holds the last edit before copying the link.
    await expect
      .poll(() => {
        const encoded = new URL(page.url()).searchParams.get('e');
        const form = encoded ? decodeForm(encoded) : undefined;
        return (
          form && [
            form.area,
            form.costs[1]?.description,
            form.costs[1]?.amount,
            form.overheadProfit,
          ]
        );
      })
      .toEqual(['1800', 'Skylight reflash', '420', '10']);
    const total = await results(page)
      .getByText(/^\$[\d,]+$/)
      .last()
      .textContent();

    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByLabel('Roof Area (sq ft)')).toHaveValue('1800');
    await expect(costLine(other, 2).getByLabel('Description')).toHaveValue('Skylight reflash');
    await expect(other.getByLabel('Overhead & profit (%)')).toHaveValue('10');
    await expect(results(other)).toContainText(`Total Estimate${total}`);
  });

  test('saves to a new project, shows on its page and in the dashboard total', async ({ page }) => {
    await page.goto('/');
    const before = await page.request.get('/api/dashboard');
    const beforeTotal = ((await before.json()) as { totalValueCents: number }).totalValueCents;

    await page.goto('/estimator');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await dialog.getByRole('radio', { name: 'A new project' }).check();
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    await expect(dialog.getByLabel('Project name')).toHaveAccessibleDescription(/Name is required/);
    await dialog.getByLabel('Project name').fill('Whitfield re-roof');
    await dialog.getByLabel('Address').fill('9 Cedar Ct, Portland, OR');
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByRole('status').filter({ hasText: 'Saved EST-' });
    await expect(notice).toContainText('to “Whitfield re-roof” ($10,590)');
    await expect(page).toHaveURL(/estimateId=/);

    const dashboard = (await (await page.request.get('/api/dashboard')).json()) as {
      totalValueCents: number;
    };
    expect(dashboard.totalValueCents).toBe(beforeTotal + 1059017);

    await notice.getByRole('link', { name: 'View project' }).click();
    await expect(page).toHaveURL(/\/projects\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Whitfield re-roof' })).toBeVisible();
    const open = page.getByRole('link', { name: /Open EST-\d{6} \(\$10,590\)/ });
    await expect(open).toBeVisible();

    await page.goto('/');
    await expect(page.getByText('Total Value').locator('..')).toContainText(
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(Math.round((beforeTotal + 1059017) / 100)),
    );
  });

  test('saves to an existing project found by search', async ({ page }) => {
    await page.request.post('/api/projects', {
      data: { name: 'Kowalski garage', address: '5 Pine Rd, Salem, OR' },
    });
    await page.goto('/estimator');
    await page.getByLabel('Roof Area (sq ft)').fill('600');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await dialog.getByLabel('Search projects').fill('kowal');
    await dialog.getByRole('radio', { name: /Kowalski garage/ }).check();
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved EST-' })).toContainText(
      'Kowalski garage',
    );
    const list = (await (await page.request.get('/api/projects?q=kowalski')).json()) as {
      items: { roofAreaSqFt: number; pitch: number; estimatedCostCents: number }[];
    };
    expect(list.items[0]).toMatchObject({ roofAreaSqFt: 600, pitch: 6 });
  });

  test('reopens a saved estimate, updates it, and shows a conflict', async ({
    page,
    consoleErrors,
  }) => {
    const saved = await saveViaApi(page.request);
    const number = `EST-${String(saved.number).padStart(6, '0')}`;
    await page.goto(`/estimator?estimateId=${saved.id}`);
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delgado roof' })).toBeVisible();
    await page.getByLabel('Roof Area (sq ft)').fill('2500');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await expect(dialog.getByRole('radio', { name: `Update ${number}` })).toBeChecked();
    await dialog.getByRole('button', { name: `Update ${number}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Updated ${number}` })).toBeVisible();

    // Someone else saves it meanwhile.
    const other = await page.request.patch(`/api/estimates/${saved.id}`, {
      data: { ...DEFAULT_INPUT, roofAreaSqFt: 3000, version: 2 },
    });
    expect(other.status()).toBe(200);
    await page.getByLabel('Roof Area (sq ft)').fill('2600');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    await dialog.getByRole('button', { name: `Update ${number}` }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This estimate was changed by someone else since you opened it.',
    );
    // The browser logs the refused (409) save; that refusal is what this part is about.
    expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
    consoleErrors.splice(0);
    // Nothing typed is lost: save it as a copy instead.
    await dialog.getByRole('button', { name: 'Save mine as a copy' }).click();
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved EST-' })).toBeVisible();
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue('2600');
    const estimates = (await (
      await page.request.get(`/api/projects/${saved.projectId}/estimates`)
    ).json()) as unknown[];
    expect(estimates).toHaveLength(2);
  });

  test('a reopened estimate keeps its saved prices and can be re-priced', async ({ page }) => {
    const saved = await saveViaApi(page.request);
    const materials = (await (await page.request.get('/api/materials')).json()) as {
      id: string;
      version: number;
    }[];
    const shingles = materials.find((m) => m.id === 'asphalt-standard')!;
    await page.request.patch('/api/materials/asphalt-standard', {
      data: { priceCents: 200, version: shingles.version },
    });
    await page.goto(`/estimator?estimateId=${saved.id}`);
    await expect(page.getByText('Prices have changed since this estimate was saved')).toContainText(
      'Asphalt Shingles (Standard) $1.75 (now $2.00)',
    );
    await expect(results(page)).toContainText('Total Estimate$10,590');
    await page.getByRole('button', { name: 'Use current prices' }).click();
    await expect(results(page)).toContainText('Materials Cost$4,000');
    await expect(results(page)).toContainText('Total Estimate$11,090');
  });

  test('exports the PDF with the estimate in it', async ({ page }) => {
    await page.goto('/estimator');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = test.info().outputPath('estimate.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('$10,590');
    expect(text).toContain('Asphalt Shingles (Standard)');
  });

  test('a saved estimate’s PDF carries its number', async ({ page }) => {
    const saved = await saveViaApi(page.request);
    await page.goto(`/estimator?estimateId=${saved.id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = test.info().outputPath('saved.pdf');
    await (await downloading).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`EST-${String(saved.number).padStart(6, '0')}`);
    expect(text).toContain('Delgado roof');
  });
});

async function axeViolations(page: Page) {
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('estimator accessibility beyond the first screen', () => {
  test.use({ viewport: DESKTOP });

  test('errors, the price banner and the save dialog have no axe violations', async ({ page }) => {
    const saved = await saveViaApi(page.request);
    const materials = (await (await page.request.get('/api/materials')).json()) as {
      id: string;
      version: number;
    }[];
    await page.request.patch('/api/materials/asphalt-standard', {
      data: {
        priceCents: 190,
        version: materials.find((m) => m.id === 'asphalt-standard')!.version,
      },
    });
    await page.goto(`/estimator?estimateId=${saved.id}`);
    await expect(page.getByText('Prices have changed')).toBeVisible();
    await page.getByLabel('Waste factor (%)').fill('5');
    await page.getByLabel('Roof Area (sq ft)').fill('-1');
    await expect(page.getByText('Roof area cannot be negative')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Roof Area (sq ft)').fill('1900');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await dialog.getByRole('radio', { name: /Save as a new estimate/ }).check();
    await expect(dialog.getByLabel('Search projects')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: Escape closes the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('estimator on a phone', () => {
  test.use({ viewport: MOBILE });

  test('fits 375 px, inputs then results, the buttons within reach', async ({ page }) => {
    await page.goto('/estimator');
    await expect(results(page)).toContainText('$10,590');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const inputsBox = await page.getByLabel('Roof Area (sq ft)').boundingBox();
    const resultsBox = await results(page).boundingBox();
    expect(resultsBox!.y).toBeGreaterThan(inputsBox!.y);
    // At the top of the page the buttons are already on screen, at the bottom edge.
    const save = page.getByRole('button', { name: 'Save Estimate' });
    await expect(save).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeInViewport();
    await page.getByRole('button', { name: 'Add Cost' }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
  });
});

test.describe('price list from Settings', () => {
  test.use({ viewport: DESKTOP });

  test('a price and the labor rate edited in Settings are what the estimator uses', async ({
    page,
  }) => {
    await page.goto('/settings');
    const shingles = page.getByLabel('Price of Asphalt Shingles (Standard) ($ per sq ft)');
    await expect(shingles).toHaveValue('1.75');
    await shingles.fill('2.00');
    await page.getByRole('button', { name: 'Save price of Asphalt Shingles (Standard)' }).click();
    await expect(page.getByText('Saved: $2.00 per sq ft')).toBeVisible();
    await page.getByLabel('Default labor rate ($ per sq ft)').fill('3');
    await page.getByRole('button', { name: 'Save labor rate' }).click();
    await expect(page.getByText('Default labor rate saved.')).toBeVisible();
    await page.getByLabel('Material name').fill('Ridge Vent');
    await page.getByLabel('Unit').selectOption('linear ft');
    await page.getByLabel('Price ($)').fill('6.50');
    await page.getByRole('button', { name: 'Add material' }).click();
    await expect(page.getByLabel('Price of Ridge Vent ($ per linear ft)')).toHaveValue('6.50');

    await page.getByRole('banner').getByRole('link', { name: 'Estimator' }).click();
    await expect(page.getByLabel('Labor Rate ($ per sq ft)')).toHaveValue('3');
    const r = results(page);
    // 2,000 sq ft x $2.00; labor 2,236.07 x $3.00 = $6,708.20; + $1,500.
    await expect(r).toContainText('Materials Cost$4,000');
    await expect(r).toContainText('$6,708');
    await expect(r).toContainText('$12,208');
    // The custom material can be picked, and prices its line.
    await page.getByRole('button', { name: 'Add material' }).click();
    const line = materialLine(page, 2);
    await line
      .getByLabel('Material', { exact: true })
      .selectOption({ label: 'Ridge Vent ($6.50/linear ft)' });
    await line.getByLabel('Quantity (linear ft)').fill('40');
    await expect(r).toContainText('Materials Cost$4,260');
  });
});
