import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeForm } from '../src/web/features/estimator/estimate-url';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// The roof takeoff in the browser: measurements typed or sent from the map, the suggested waste,
// "Build order from measurements", the price list's takeoff items, and the supplier's order.

const results = (page: Page) => page.getByRole('region', { name: 'Estimate Results' });
const materialLine = (page: Page, n: number) =>
  page.getByRole('group', { name: `Material line ${n}` });
const materialLines = (page: Page) => page.getByRole('group', { name: /^Material line \d+$/ });

/** The reference gable roof: 40 x 30 ft on plan at 6:12, rakes 2 x 33.54 ft, 2 pipe boots. */
const REFERENCE = {
  'Roof Area (sq ft)': '1200',
  'Pitch (x:12)': '6',
  'Eaves (ft)': '80',
  'Rakes (ft)': '67.08',
  'Ridges (ft)': '40',
  'Pipe boots': '2',
};
const REFERENCE_URL = '/estimator?area=1200&pitch=6&eaves=80&rakes=67.08&ridges=40&boots=2';

/** Its order at 10% waste, as the estimator's results list it. */
const REFERENCE_ORDER = [
  ['Architectural shingles', '45 bundles × $42.00'],
  ['Starter strip', '2 bundles × $48.00'],
  ['Hip & ridge cap', '2 bundles × $65.00'],
  ['Drip edge (10 ft)', '15 pieces × $9.00'],
  ['Synthetic underlayment', '2 rolls × $115.00'],
  ['Ice & water shield', '2 rolls × $95.00'],
  ['Ridge vent (4 ft)', '10 pieces × $22.00'],
  ['Coil roofing nails', '1 box × $45.00'],
  ['Pipe boot', '2 each × $18.00'],
] as const;

const REFERENCE_INPUT = {
  roofAreaSqFt: 1200,
  pitch: 6,
  laborRateCents: 250,
  materials: [
    { materialId: 'architectural-shingles', quantity: 45 },
    { materialId: 'starter-strip', quantity: 2 },
    { materialId: 'pipe-boot', quantity: 2 },
  ],
  costs: [],
  adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
  measurements: {
    eavesFt: 80,
    rakesFt: 67.08,
    ridgesFt: 40,
    hipsFt: 0,
    valleysFt: 0,
    wallsFt: 0,
    pipeBoots: 2,
  },
};

async function saveViaApi(request: APIRequestContext) {
  const project = await request.post('/api/projects', {
    data: { name: 'Delgado roof', address: '77 Birch Ln, Portland, OR' },
  });
  const p = (await project.json()) as { id: string };
  const res = await request.post('/api/estimates', {
    data: { projectId: p.id, ...REFERENCE_INPUT },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; number: number; projectId: string };
}

async function axeViolations(page: Page) {
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectReferenceOrder(page: Page) {
  await expect(materialLines(page)).toHaveCount(REFERENCE_ORDER.length);
  const r = results(page);
  for (const [name, quantity] of REFERENCE_ORDER) {
    await expect(r.getByRole('listitem').filter({ hasText: name })).toContainText(quantity);
  }
  await expect(r).toContainText('Materials Cost$2,972');
}

test.describe('roof takeoff on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the reference roof: measurements, the suggested waste, the order and $2,972', async ({
    page,
  }) => {
    await page.goto('/estimator');
    for (const [label, value] of Object.entries(REFERENCE)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    // No hips and no valleys: 10% suggested, beside the waste the user sets.
    await expect(page.getByText('Suggested: 10% (no hips or valleys)')).toBeVisible();
    await page.getByRole('button', { name: 'Use 10% waste' }).click();
    await expect(page.getByLabel('Waste factor (%)')).toHaveValue('10');
    // Until the order is built, the spec's line stays.
    await expect(materialLines(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order built' })).toContainText(
      '9 lines at 10% waste',
    );
    await expectReferenceOrder(page);
    await expect(materialLine(page, 1).getByLabel('Quantity (bundles)')).toHaveValue('45');
    await expect(materialLine(page, 9).getByLabel('Quantity (each)')).toHaveValue('2');
    // The quantities already include the waste: it is not priced again.
    await expect(results(page)).toContainText('Waste (10%)In the quantities orderedIncluded');

    // The lines stay editable.
    await materialLine(page, 1).getByLabel('Quantity (bundles)').fill('46');
    await expect(results(page)).toContainText('Materials Cost$3,014');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the spec defaults still give $10,590; building and Undo', async ({ page }) => {
    await page.goto('/estimator');
    await expect(page.getByLabel('Eaves (ft)')).toHaveValue('0');
    await expect(results(page)).toContainText('Total Estimate$10,590');
    // Nothing measured: no suggestion beside the waste.
    await expect(page.getByText(/Suggested:/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/estimator$/);

    // The area alone orders shingles, underlayment and nails, at the suggested waste.
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(materialLines(page)).toHaveCount(3);
    await expect(page.getByLabel('Waste factor (%)')).toHaveValue('10');
    await expect(page.getByRole('status').filter({ hasText: 'Order built' })).toContainText(
      'the suggested waste',
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(materialLines(page)).toHaveCount(1);
    await expect(materialLine(page, 1).getByLabel('Quantity (sq ft)')).toHaveValue('2000');
    await expect(page.getByLabel('Waste factor (%)')).toHaveValue('0');
    await expect(results(page)).toContainText('Total Estimate$10,590');
  });

  test('the map’s handoff URL prefills the measurements; the order follows the link', async ({
    page,
    context,
  }) => {
    await page.goto(`${REFERENCE_URL}&hips=0&valleys=12.5`);
    await expect(page.getByLabel('Roof Area (sq ft)')).toHaveValue('1200');
    await expect(page.getByLabel('Eaves (ft)')).toHaveValue('80');
    await expect(page.getByLabel('Rakes (ft)')).toHaveValue('67.08');
    await expect(page.getByLabel('Ridges (ft)')).toHaveValue('40');
    await expect(page.getByLabel('Hips (ft)')).toHaveValue('0');
    await expect(page.getByLabel('Valleys (ft)')).toHaveValue('12.5');
    await expect(page.getByLabel('Walls (ft)')).toHaveValue('0');
    await expect(page.getByLabel('Pipe boots')).toHaveValue('2');
    await expect(page.getByText('Suggested: 15% (the roof has hips or valleys)')).toBeVisible();
    // The spec's line until the order is built.
    await expect(results(page)).toContainText('Asphalt Shingles (Standard)');

    // The typed measurements travel in the estimate's link.
    await page.getByLabel('Walls (ft)').fill('24');
    // The URL follows the form after a debounce: wait for the one holding the last edit.
    await expect
      .poll(() => {
        const encoded = new URL(page.url()).searchParams.get('e');
        return encoded ? decodeForm(encoded)?.walls : undefined;
      })
      .toBe('24');
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByLabel('Walls (ft)')).toHaveValue('24');
    await expect(other.getByLabel('Valleys (ft)')).toHaveValue('12.5');
  });

  test('a bad measurement is named next to the field and kept', async ({ page }) => {
    await page.goto(REFERENCE_URL);
    const eaves = page.getByLabel('Eaves (ft)');
    await eaves.fill('-5');
    await expect(eaves).toHaveAccessibleDescription('Eaves cannot be negative');
    await expect(eaves).toHaveValue('-5');
    const boots = page.getByLabel('Pipe boots');
    await boots.fill('1.5');
    await expect(boots).toHaveAccessibleDescription('Pipe boots must be a whole number');
    await expect(
      page.getByRole('button', { name: 'Build order from measurements' }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Estimate' })).toBeDisabled();
    await eaves.fill('80');
    await boots.fill('2');
    await expect(page.getByRole('button', { name: 'Build order from measurements' })).toBeEnabled();
  });

  test('the owner changes a takeoff item’s coverage and the built order follows', async ({
    page,
  }) => {
    await page.goto('/settings');
    const takeoffItems = page.getByRole('list', { name: 'Takeoff items' });
    await expect(takeoffItems.getByRole('listitem')).toHaveCount(11);
    await expect(
      page.getByRole('list', { name: 'Materials', exact: true }).getByRole('listitem'),
    ).toHaveCount(5);
    const shingles = takeoffItems
      .getByRole('listitem')
      .filter({ hasText: 'Architectural shingles' });
    await expect(shingles).toContainText(
      'Sloped area (sq ft): 33.333 sq ft per bundle, plus waste',
    );
    await shingles
      .getByRole('button', { name: 'Unit & takeoff of Architectural shingles' })
      .click();
    const form = page.getByRole('group', { name: 'Unit and takeoff of Architectural shingles' });
    await expect(form.getByLabel('Unit', { exact: true })).toHaveValue('bundle');
    await expect(form.getByLabel('Measured along')).toHaveValue('sloped-area');
    await expect(form.getByLabel('Waste applies')).toBeChecked();
    const coverage = form.getByLabel('Coverage per unit');
    await expect(coverage).toHaveAccessibleDescription('sq ft per bundle');
    await coverage.fill('0');
    await page
      .getByRole('button', { name: 'Save unit and takeoff of Architectural shingles' })
      .click();
    await expect(coverage).toHaveAccessibleDescription('Coverage must be at least 0.001');
    await coverage.fill('25');
    await page
      .getByRole('button', { name: 'Save unit and takeoff of Architectural shingles' })
      .click();
    await expect(shingles).toContainText('✓ Saved');
    await expect(shingles).toContainText('Sloped area (sq ft): 25 sq ft per bundle, plus waste');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(REFERENCE_URL);
    await page.getByRole('button', { name: 'Use 10% waste' }).click();
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    // 1,341.64 sq ft x 1.1 / 25 = 59.03: 60 bundles.
    await expect(materialLine(page, 1).getByLabel('Quantity (bundles)')).toHaveValue('60');
    await expect(results(page)).toContainText('60 bundles × $42.00');
  });

  test('a custom material joins the takeoff from the add form, and leaves it again', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByLabel('Material name').fill('Gutter apron');
    await page.getByLabel('Unit', { exact: true }).selectOption('piece');
    await page.getByLabel('Price ($)').fill('7.50');
    const add = page.getByRole('form', { name: 'Add a custom material' });
    await add.getByLabel('Measured along').selectOption({ label: 'Eaves + rakes (ft)' });
    await add.getByLabel('Coverage per unit').fill('10');
    await page.getByRole('button', { name: 'Add material' }).click();
    await expect(page.getByText('Gutter apron added at $7.50 per piece.')).toBeVisible();
    const items = page.getByRole('list', { name: 'Takeoff items' });
    await expect(items.getByRole('listitem')).toHaveCount(12);
    await expect(items.getByRole('listitem').filter({ hasText: 'Gutter apron' })).toContainText(
      'Eaves + rakes (ft): 10 ft per piece',
    );

    await page.goto(REFERENCE_URL);
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(
      results(page).getByRole('listitem').filter({ hasText: 'Gutter apron' }),
    ).toContainText('15 pieces × $7.50');

    // Not measured any more: it goes back with the materials priced by the quantity typed.
    await page.goto('/settings');
    const row = items.getByRole('listitem').filter({ hasText: 'Gutter apron' });
    await row.getByRole('button', { name: 'Unit & takeoff of Gutter apron' }).click();
    await page
      .getByRole('group', { name: 'Unit and takeoff of Gutter apron' })
      .getByLabel('Measured along')
      .selectOption('none');
    await page.getByRole('button', { name: 'Save unit and takeoff of Gutter apron' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Materials', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'Gutter apron' }),
    ).toContainText('Not in the takeoff');
    await expect(items.getByRole('listitem')).toHaveCount(11);
  });

  test('the owner changes a material’s unit', async ({ page }) => {
    await page.goto('/settings');
    const row = page.getByRole('listitem').filter({ hasText: 'Coil roofing nails' });
    await row.getByRole('button', { name: 'Unit & takeoff of Coil roofing nails' }).click();
    await page
      .getByRole('group', { name: 'Unit and takeoff of Coil roofing nails' })
      .getByLabel('Unit', { exact: true })
      .selectOption('each');
    await page.getByRole('button', { name: 'Save unit and takeoff of Coil roofing nails' }).click();
    await expect(row).toContainText('✓ Saved');
    await expect(row).toContainText('per each');
    await expect(page.getByLabel('Price of Coil roofing nails ($ per each)')).toHaveValue('45.00');
  });

  test('save an estimate with measurements, reopen it: the measurements are kept', async ({
    page,
  }) => {
    await page.goto(REFERENCE_URL);
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(results(page)).toContainText('Materials Cost$2,972');
    await page.getByRole('button', { name: 'Save Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Estimate' });
    await dialog.getByRole('radio', { name: 'A new project' }).check();
    await dialog.getByLabel('Project name').fill('Okafor gable');
    await dialog.getByLabel('Address').fill('12 Alder St, Portland, OR');
    await dialog.getByRole('button', { name: 'Save to project' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Saved EST-' });
    await expect(notice).toBeVisible();

    await notice.getByRole('link', { name: 'View project' }).click();
    await page.getByRole('link', { name: /Open EST-\d{6}/ }).click();
    await expect(page.getByLabel('Eaves (ft)')).toHaveValue('80');
    await expect(page.getByLabel('Rakes (ft)')).toHaveValue('67.08');
    await expect(page.getByLabel('Ridges (ft)')).toHaveValue('40');
    await expect(page.getByLabel('Pipe boots')).toHaveValue('2');
    await expect(page.getByLabel('Waste factor (%)')).toHaveValue('10');
    await expectReferenceOrder(page);
  });

  test('an estimate saved before the takeoff opens and prices as before', async ({ page }) => {
    const project = await (
      await page.request.post('/api/projects', { data: { name: 'Old job', address: '1 A St' } })
    ).json();
    const res = await page.request.post('/api/estimates', {
      data: {
        projectId: project.id,
        roofAreaSqFt: 2000,
        pitch: 6,
        laborRateCents: 250,
        materials: [{ materialId: 'asphalt-standard', quantity: 2000 }],
        costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
        adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
      },
    });
    const saved = (await res.json()) as { id: string };
    await page.goto(`/estimator?estimateId=${saved.id}`);
    await expect(page.getByLabel('Eaves (ft)')).toHaveValue('0');
    const r = results(page);
    await expect(r).toContainText('2,000 sq ft × $1.75');
    await expect(r).toContainText('Waste (10%)$350');
    await expect(r).toContainText('Total Estimate$10,940');
  });

  test('downloads a saved estimate’s material order as CSV, with a delivery note', async ({
    page,
  }) => {
    const saved = await saveViaApi(page.request);
    await page.goto(`/projects/${saved.projectId}`);
    const number = `EST-${String(saved.number).padStart(6, '0')}`;
    await page.getByRole('button', { name: `Material order for ${number}` }).click();
    const note = page.getByLabel('Delivery note');
    await note.fill('x'.repeat(501));
    await expect(note).toHaveAccessibleDescription('Delivery note must be at most 500 characters');
    await expect(page.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
    await note.fill('Gate code 4411, leave by the garage');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download CSV (material order, ${number})` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = test.info().outputPath('order.csv');
    await download.saveAs(file);
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv).toContain('Gate code 4411, leave by the garage');
    expect(csv).toContain(number);
    expect(csv).toContain('Architectural shingles,45,bundle');
    expect(csv).toContain('Pipe boot,2,each');
    expect(csv).not.toContain('$');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF (material order, ${number})` }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a reopened estimate offers its material order', async ({ page }) => {
    const saved = await saveViaApi(page.request);
    await page.goto(`/estimator?estimateId=${saved.id}`);
    const order = page.getByRole('region', { name: 'Material order' });
    await expect(order).toContainText('without prices');
    await page.getByLabel('Roof Area (sq ft)').fill('1300');
    await expect(order).toContainText('without prices');
    await materialLine(page, 1).getByLabel('Quantity (bundles)').fill('50');
    await expect(order).toContainText('save to order your changes');
    const downloading = page.waitForEvent('download');
    await order.getByRole('button', { name: /Download CSV/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);
  });
});

test.describe('roof takeoff as an estimator', () => {
  test.use({ role: 'estimator', viewport: DESKTOP });

  test('Settings show each material’s unit and takeoff, read-only', async ({ page }) => {
    await page.goto('/settings');
    const items = page.getByRole('list', { name: 'Takeoff items' });
    await expect(items.getByRole('listitem')).toHaveCount(11);
    await expect(
      items.getByRole('listitem').filter({ hasText: 'Ice & water shield' }),
    ).toContainText('Eaves + valleys (ft): 66.667 ft per roll');
    await expect(items.getByRole('listitem').filter({ hasText: 'Pipe boot' })).toContainText(
      'Pipe boots: 1 pipe boot each',
    );
    await expect(
      page.getByRole('list', { name: 'Materials', exact: true }).getByRole('listitem').first(),
    ).toContainText('Not in the takeoff');
    await expect(page.getByRole('button', { name: /Unit & takeoff/ })).toHaveCount(0);
    // No select in the page's own content (the header's search box is a combobox on every screen).
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  });
});

test.describe('roof takeoff on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the measurements, the order and the price list fit 375 px', async ({ page }) => {
    await page.goto(REFERENCE_URL);
    await page.getByRole('button', { name: 'Build order from measurements' }).click();
    await expect(results(page)).toContainText('Materials Cost$2,972');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    for (const label of ['Eaves (ft)', 'Pipe boots']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }

    await page.goto('/settings');
    const row = page.getByRole('listitem').filter({ hasText: 'Hip & ridge cap' });
    await row.getByRole('button', { name: 'Unit & takeoff of Hip & ridge cap' }).click();
    await expect(
      page.getByRole('group', { name: 'Unit and takeoff of Hip & ridge cap' }),
    ).toBeVisible();
    expect(await overflow()).toBe(0);
    const save = page.getByRole('button', { name: 'Save unit and takeoff of Hip & ridge cap' });
    const box = await save.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});

test.describe('roof takeoff as crew', () => {
  test.use({ role: 'crew', viewport: DESKTOP });

  test('crew see no estimates, so no material order', async ({ page }) => {
    const list = (await (await page.request.get('/api/projects')).json()) as {
      items: { id: string; name: string }[];
    };
    const project = list.items[0]!;
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /Material order/ })).toHaveCount(0);
    await expect(page.getByLabel('Delivery note')).toHaveCount(0);
  });
});
