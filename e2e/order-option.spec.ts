import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// The material order of a good / better / best estimate, as the office meets it: the customer
// signed for Best, so the order lists Best's materials and says so, and the project shows one
// price that says which option it is; with nobody signed yet, the office picks the option on
// the order itself and the order (and the project's cost) follow the pick.

const GOOD = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const BETTER = [{ materialId: 'asphalt-premium', quantity: 2000 }];
const BEST = [{ materialId: 'metal', quantity: 2000 }];

/** Company and terms (a proposal needs them), a project, and its three-option estimate. */
async function seed(request: APIRequestContext, name: string) {
  const settings = (await (await request.get('/api/settings')).json()) as { version: number };
  const s = await request.patch('/api/settings', {
    data: {
      company: { name: 'Summit Roofing Co.', phone: '(503) 555-0100' },
      proposalTerms: 'Payment due on completion.',
      version: settings.version,
    },
  });
  expect(s.status()).toBe(200);
  const project = await request.post('/api/projects', {
    data: { name, address: '2847 SE Belmont St, Portland, OR', customerName: 'Tom Whitaker' },
  });
  expect(project.status()).toBe(201);
  const p = (await project.json()) as { id: string };
  const estimate = await request.post('/api/estimates', {
    data: {
      projectId: p.id,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: GOOD,
      options: [
        { name: 'Good', materials: GOOD },
        { name: 'Better', materials: BETTER },
        { name: 'Best', materials: BEST },
      ],
      costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  const e = (await estimate.json()) as { id: string; number: number };
  return { projectId: p.id, estimateId: e.id, number: `EST-${String(e.number).padStart(6, '0')}` };
}

/** The customer opens the link with no session and accepts Best, as their page does. */
async function customerAcceptsBest(page: Page, estimateId: string) {
  const created = await page.request.post(`/api/estimates/${estimateId}/proposals`, { data: {} });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const customer = await page.context().browser()!.newContext();
  const res = await customer.request.post(`/api/public/proposals/${url.split('/p/')[1]}/accept`, {
    data: { option: 2, signerName: 'Tom Whitaker', agreed: true, signature: { kind: 'typed' } },
  });
  expect(res.status()).toBe(200);
  await customer.close();
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });
const estimates = (page: Page) => page.getByRole('region', { name: 'Estimates' });

/** Downloads the order in a format from the open order panel and returns the file's path. */
async function downloadOrder(page: Page, number: string, format: 'CSV' | 'PDF') {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download ${format} (material order, ${number})` })
    .click();
  const file = test.info().outputPath(`order-${Date.now()}.${format.toLowerCase()}`);
  await (await downloading).saveAs(file);
  return file;
}

function csvOf(file: string) {
  const rows = parse(fs.readFileSync(file, 'utf8'), {
    bom: true,
    relax_column_count: true,
  }) as string[][];
  const head = rows.findIndex((r) => r.join() === 'Material,Quantity,Unit');
  return {
    option: rows.find((r) => r[0] === 'Option')?.[1],
    materials: rows.slice(head + 1),
  };
}

for (const [label, viewport] of [
  ['on a phone', MOBILE],
  ['on a desktop', DESKTOP],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('the customer accepted Best: the order lists Best and names it; the project shows one price', async ({
      page,
    }) => {
      const { projectId, estimateId, number } = await seed(page.request, 'Whitaker Re-roof');
      await customerAcceptsBest(page, estimateId);

      await page.goto(`/projects/${projectId}`);
      await expect(details(page)).toContainText('$23,590 · Best, accepted by the customer');
      const options = estimates(page).getByRole('list', { name: `Options of ${number}` });
      await expect(options.getByRole('listitem')).toHaveText([
        'Good $10,590',
        'Better $12,090',
        'Best $23,590✓ Accepted by the customer',
      ]);
      await expect(estimates(page)).toContainText('$23,590 · Best, accepted');

      await estimates(page)
        .getByRole('button', { name: `Material order for ${number}` })
        .click();
      await expect(estimates(page)).toContainText(
        'Option: Best (accepted by the customer). The order lists its materials.',
      );
      // The customer chose: nothing to pick.
      await expect(estimates(page).getByRole('radio')).toHaveCount(0);

      const csv = csvOf(await downloadOrder(page, number, 'CSV'));
      expect(csv.option).toBe('Best (accepted by the customer)');
      expect(csv.materials).toEqual([['Metal Roofing', '2000', 'sq ft']]);

      const pdf = execFileSync('pdftotext', [await downloadOrder(page, number, 'PDF'), '-'], {
        encoding: 'utf8',
      });
      expect(pdf).toContain('Option: Best (accepted by the customer)');
      expect(pdf).toContain('Metal Roofing');
      expect(pdf).not.toContain('Asphalt Shingles');

      // The dashboard's card says the same.
      await page.goto('/');
      // The project's card (its link holds the whole card), not the activity's plain link.
      const card = page.getByRole('link', { name: /^Whitaker Re-roof.*Estimate/ });
      await expect(card).toContainText('$23,590');
      await expect(card).toContainText('Best, accepted by the customer');
    });

    test('no proposal accepted: the office picks Better on the order, and the CSV follows', async ({
      page,
    }) => {
      const { projectId, number } = await seed(page.request, 'Okafor Re-roof');
      await page.goto(`/projects/${projectId}`);
      await expect(details(page)).toContainText('$10,590 · Good');

      await estimates(page)
        .getByRole('button', { name: `Material order for ${number}` })
        .click();
      const choice = page.getByRole('group', { name: 'Option to order' });
      await expect(choice.getByRole('radio', { name: 'Good · $10,590' })).toBeChecked();
      await choice.getByRole('radio', { name: 'Better · $12,090' }).check();
      // The project's price follows the option ordered, and says which it is.
      await expect(details(page)).toContainText('$12,090 · Better');
      const options = estimates(page).getByRole('list', { name: `Options of ${number}` });
      await expect(options.getByRole('listitem').filter({ hasText: 'Better' })).toContainText(
        'To order',
      );

      const csv = csvOf(await downloadOrder(page, number, 'CSV'));
      expect(csv.option).toBe('Better');
      expect(csv.materials).toEqual([['Asphalt Shingles (Premium)', '2000', 'sq ft']]);

      // Remembered with the estimate.
      await page.reload();
      await estimates(page)
        .getByRole('button', { name: `Material order for ${number}` })
        .click();
      await expect(
        page.getByRole('group', { name: 'Option to order' }).getByRole('radio', {
          name: 'Better · $12,090',
        }),
      ).toBeChecked();
      await expect(details(page)).toContainText('$12,090 · Better');
    });
  });
}
