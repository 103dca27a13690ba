import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, fillProposalSettings, MOBILE, test } from './fixtures';

// A new company's first proposal, as the issue walked it: a line changed from shingles (bundles)
// to a material sold by the sq ft, a proposal tried before Settings were filled in, the
// customer's page on a phone, and what the office then sees.

const materialLine = (page: Page, n: number) =>
  page.getByRole('group', { name: `Material line ${n}` });
const SHINGLES = [{ materialId: 'architectural-shingles', quantity: 74 }];
// Better's line 1 went to metal with the bundle count left in: 94 sq ft.
const METAL_94 = [{ materialId: 'metal', quantity: 94 }];

async function projectWithEstimate(request: APIRequestContext) {
  const project = await request.post('/api/projects', {
    data: {
      name: 'Whitaker Re-roof',
      address: '88 Birch St, Portland, OR',
      customerName: 'Tom Whitaker',
    },
  });
  expect(project.status()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: string };
  const estimate = await request.post('/api/estimates', {
    data: {
      projectId,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: SHINGLES,
      options: [
        { name: 'Good', materials: SHINGLES },
        { name: 'Better', materials: METAL_94 },
      ],
      costs: [],
      adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  const { id: estimateId } = (await estimate.json()) as { id: string };
  return { projectId, estimateId };
}

const scrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('changing a line to a material in another unit recomputes its quantity and says so; a wrong one is flagged', async ({
      page,
    }) => {
      await page.goto('/estimator');
      const line = materialLine(page, 1);
      await line.getByLabel('Material', { exact: true }).selectOption('architectural-shingles');
      await expect(line.getByLabel('Quantity (bundles)')).toHaveValue('74');
      await expect(line.getByRole('status')).toHaveText(
        'Quantity recomputed from the sloped area with 10% waste: 74 bundles (the 2000 before was in sq ft).',
      );
      await line.getByLabel('Material', { exact: true }).selectOption('metal');
      await expect(line.getByLabel('Quantity (sq ft)')).toHaveValue('2236.07');
      await expect(line.getByRole('status')).toContainText('Quantity set to the actual roof area');
      await line.getByLabel('Material', { exact: true }).selectOption('flashing');
      await expect(line.getByLabel('Quantity (linear ft)')).toHaveValue('');
      await expect(line.getByRole('status')).toContainText('Enter the quantity in linear ft');
      await expect(line.getByText('Quantity must be a number')).toBeVisible();

      // The mistake, typed: 94 sq ft of metal on a 2,236 sq ft roof.
      await line.getByLabel('Material', { exact: true }).selectOption('metal');
      await line.getByLabel('Quantity (sq ft)').fill('94');
      await expect(line.getByRole('status')).toHaveCount(0);
      await expect(line).toContainText(
        'Check this quantity: 94 sq ft is under 10% of the roof’s actual area (2,236 sq ft).',
      );
      expect(await scrolls(page)).toBe(false);
    });

    test('a proposal before Settings: the dialog says what is missing and links there; then quantities are confirmed, and the customer sees terms above Accept', async ({
      page,
      request,
      users,
    }) => {
      const { projectId, estimateId } = await projectWithEstimate(request);
      // The API refuses, naming what is missing.
      const refused = await request.post(`/api/estimates/${estimateId}/proposals`, { data: {} });
      expect(refused.status()).toBe(409);
      expect(refused.headers()['content-type']).toContain('application/problem+json');
      expect(((await refused.json()) as { missing: string[] }).missing).toEqual([
        'company.name',
        'proposalTerms',
      ]);

      await page.goto(`/projects/${projectId}`);
      const proposals = page.getByRole('region', { name: 'Proposals' });
      await proposals.getByRole('button', { name: 'Create proposal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create proposal' });
      await expect(dialog.getByRole('alert')).toContainText(
        'Before creating a proposal, fill in the company name and the terms in Settings',
      );
      await expect(dialog.getByRole('button', { name: 'Create proposal' })).toBeDisabled();
      expect(await scrolls(page)).toBe(false);
      await dialog.getByRole('link', { name: 'Go to Settings' }).click();
      await expect(page).toHaveURL(/\/settings$/);

      await fillProposalSettings(request, { proposalTerms: 'Net 30. Work guaranteed 10 years.' });
      await page.goto(`/projects/${projectId}`);
      await proposals.getByRole('button', { name: 'Create proposal' }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog).toContainText(
        'Better, line 1 (Metal Roofing): 94 sq ft is under 10% of the roof’s actual area (2,236 sq ft).',
      );
      await dialog.getByRole('button', { name: 'Create proposal' }).click();
      await expect(
        dialog.getByText('Confirm the quantities are right, or fix them in the estimator.'),
      ).toBeVisible();
      await dialog.getByRole('checkbox', { name: /These quantities are right/ }).check();
      expect(await scrolls(page)).toBe(false);
      await dialog.getByRole('button', { name: 'Create proposal' }).click();
      const sent = page.getByRole('dialog', { name: 'Send the proposal' });
      const url = await sent.getByLabel('Link for the customer').inputValue();
      await sent.getByRole('button', { name: 'Done' }).click();
      // Only created, never emailed.
      await expect(proposals.locator('[data-status]')).toHaveText('Link created');

      // The customer, on a phone: the terms above Accept, and bundles in the plural.
      const customer = await (await users.context(null)).newPage();
      await customer.setViewportSize(MOBILE);
      await customer.goto(new URL(url).pathname);
      const terms = customer.getByRole('region', { name: 'Terms' });
      await expect(terms).toContainText('Net 30. Work guaranteed 10 years.');
      await expect(customer.getByText('74 bundles')).toBeVisible();
      await expect(customer.getByText('74 bundle', { exact: true })).toHaveCount(0);
      const accept = customer.getByRole('button', { name: 'Accept Good' });
      const [t, a] = [await terms.boundingBox(), await accept.boundingBox()];
      expect(t!.y + t!.height).toBeLessThanOrEqual(a!.y);
      await accept.click();
      const [t2, agree] = [
        await terms.boundingBox(),
        await customer.getByLabel('I agree to the terms').boundingBox(),
      ];
      expect(t2!.y + t2!.height).toBeLessThanOrEqual(agree!.y);

      // Whoever opened the link is not known to be Tom Whitaker.
      await page.goto('/');
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await expect(activity).toContainText('Proposal viewed by the customer for');
      await expect(activity).not.toContainText('viewed by Tom Whitaker');
    });
  });
}
