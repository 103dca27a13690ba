import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate/estimate';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// A flat 2,000 sq ft roof so every figure is worked by hand: revenue (total before tax)
// $11,902.50; projected materials $3,850, labor $5,000, other $1,500.
const ESTIMATE = {
  ...DEFAULT_ESTIMATE_INPUT,
  pitch: 0,
  adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
  measurements: {
    eavesFt: 100,
    rakesFt: 80,
    ridgesFt: 40,
    hipsFt: 0,
    valleysFt: 20,
    wallsFt: 0,
    pipeBoots: 2,
  },
};

async function estimatedProject(request: APIRequestContext, name: string): Promise<string> {
  const p = await request.post('/api/projects', {
    data: { name, address: '1 Main St', date: '2026-05-01', customerName: 'Pat Customer' },
  });
  expect(p.status()).toBe(201);
  const id = ((await p.json()) as { id: string }).id;
  const e = await request.post('/api/estimates', { data: { ...ESTIMATE, projectId: id } });
  expect(e.status()).toBe(201);
  return id;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  test(`costs entered on the project page give the job's profit (${size} px)`, async ({
    page,
    request,
  }) => {
    // Many steps through the real server on a shared machine: three times the usual time.
    test.slow();
    await page.setViewportSize(viewport);
    const id = await estimatedProject(request, 'Costed job');
    await page.goto(`/projects/${id}`);
    const section = page.getByRole('region', { name: 'Costs & profit' });
    await expect(section.getByText('No costs yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Add cost' }).click();
    await section.getByLabel('Supplier', { exact: true }).fill('ABC Supply');
    await section.getByLabel('Supplier invoice number').fill('INV-4411');
    await section.getByLabel('Amount ($)').fill('2900');
    await section.getByLabel('Delivered').fill('66');
    await section.getByLabel('Returned').fill('3');
    await section.getByRole('button', { name: 'Add cost' }).click();
    await expect(section.getByText('66 delivered, 3 returned')).toBeVisible();

    await section.getByRole('button', { name: 'Add cost' }).click();
    await section.getByLabel('Category').selectOption('labor');
    await section.getByLabel('Crew days').fill('3');
    await section.getByLabel('Day rate ($)').fill('1200');
    await expect(section.getByText('Amount: $3,600.00')).toBeVisible();
    await section.getByRole('button', { name: 'Add cost' }).click();
    await expect(section.getByText('3 crew days x $1,200.00')).toBeVisible();

    await section.getByRole('button', { name: 'Add cost' }).click();
    await section.getByLabel('Category').selectOption('other');
    await section.getByLabel('Description').fill('Dumpster');
    await section.getByLabel('Amount ($)').fill('450');
    await section.getByRole('button', { name: 'Add cost' }).click();
    await expect(section.getByText('Other: Dumpster')).toBeVisible();

    // $11,902.50 - ($2,900 + $3,600 + $450) = $4,952.50; 4,952.50 / 11,902.50 = 41.6%.
    const table = section.getByRole('table');
    await expect(table.getByRole('row', { name: /Gross profit/ })).toContainText('$4,952.50');
    await expect(table.getByRole('row', { name: /Materials/ })).toContainText('-$950.00');
    await expect(section.getByTestId('actual-margin')).toHaveText('41.6%');
    await shot(page, `costs-${size}`);
  });
}

test('the estimator suggests the waste of 3 completed similar roofs', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const fill = async () => {
    await page.getByLabel('Roof Area (sq ft)').fill('3000');
    await page.getByLabel('Pitch (x:12)').fill('4');
    await page.getByLabel('Valleys (ft)').fill('10');
  };
  // Returned 3, 1, 5 of 66 bundles on 2,000 sq ft: 5%, 8.3%, 1.7% waste.
  for (const [i, returned] of [3, 1, 5].entries()) {
    if (i === 2) {
      // Two jobs are not enough: the standard suggestion stays.
      await page.goto('/estimator');
      await fill();
      await expect(page.getByText('Suggested: 15% (the roof has hips or valleys)')).toBeVisible();
    }
    const id = await estimatedProject(request, `Finished job ${i}`);
    const cost = await request.post(`/api/projects/${id}/costs`, {
      data: {
        category: 'material',
        date: '2026-05-03',
        amountCents: 290_000,
        quantities: [{ materialId: 'architectural-shingles', delivered: 66, returned }],
      },
    });
    expect(cost.status()).toBe(201);
    const labor = await request.post(`/api/projects/${id}/costs`, {
      data: {
        category: 'labor',
        laborMethod: 'crew-days',
        units: 2 + i,
        rateCents: 100_000,
        date: '2026-05-04',
      },
    });
    expect(labor.status()).toBe(201);
    const project = (await (await request.get(`/api/projects/${id}`)).json()) as {
      version: number;
    };
    const done = await request.patch(`/api/projects/${id}`, {
      data: { stageId: 'completed', version: project.version },
    });
    expect(done.status()).toBe(200);
  }
  // The crews' day rate the learned days are priced at.
  const crew = await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } });
  expect(crew.status()).toBe(201);
  const crewId = ((await crew.json()) as { id: string }).id;
  const rate = await request.put(`/api/crew-day-rates/${crewId}`, {
    data: { dayRateCents: 120_000 },
  });
  expect(rate.status()).toBe(200);
  await page.goto('/estimator');
  await fill();
  await expect(
    page.getByText('Your last 3 similar roofs used 5% waste (range 1.7-8.3%).'),
  ).toBeVisible();
  // 2, 3 and 4 crew days on 20 squares: 1.5 days per 10 squares (the median); this roof is
  // 3,000 sq ft at 4:12, 3,162.28 sq ft sloped: 4.7 days. 4.7 x $1,200.00 / 3,162.28 = $1.78.
  const labor = page.getByTestId('learned-labor');
  await expect(labor).toContainText('Your last 3 similar roofs took 4.7 crew days');
  await expect(labor).toContainText('At $1,200.00 a crew day that is $1.78 per sq ft.');
  await labor.getByRole('button', { name: 'Use 4.7 days as the labor rate' }).click();
  await expect(page.getByLabel('Labor Rate ($ per sq ft)')).toHaveValue('1.78');
  await expect(labor.getByText('✓ In use')).toBeVisible();
  await page.getByRole('button', { name: 'Use 5% waste' }).click();
  await expect(page.getByLabel('Waste factor (%)')).toHaveValue('5');
  await shot(page, 'estimator-learned-1280');
});
