import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfImages } from '../src/server/testing/pdf-images';
import { pdfToText } from '../src/server/testing/pdf-text';
import { documentPhotoJpeg } from '../src/server/testing/document-photo-fixtures';
import { DESKTOP, expect, fillProposalSettings, test } from './fixtures';

// Job photos in a proposal: the office chooses some when creating it, the customer sees them on
// their page (a phone, no account), and the proposal's PDF prints them.

const PHONE = { width: 375, height: 740 };
const GOOD = [{ materialId: 'asphalt-standard', quantity: 2000 }];

/** A project for Dana Garcia with a saved one-option estimate. */
async function projectWithEstimate(request: APIRequestContext) {
  await fillProposalSettings(request);
  const project = await request.post('/api/projects', {
    data: {
      name: 'Garcia Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Garcia',
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
      materials: GOOD,
      costs: [],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  return projectId;
}

/** Uploads a photo as the project page does: multipart, one file a request. */
async function uploadPhoto(
  request: APIRequestContext,
  projectId: string,
  fields: { tag: string; caption?: string; seed: number },
) {
  const res = await request.post(`/api/projects/${projectId}/photos`, {
    multipart: {
      tag: fields.tag,
      ...(fields.caption ? { caption: fields.caption } : {}),
      file: {
        name: `photo-${fields.seed}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await documentPhotoJpeg(1200, 900, fields.seed),
      },
    },
  });
  expect(res.status()).toBe(201);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

test('a photo chosen for a proposal shows on the customer’s phone and prints in its PDF', async ({
  page,
  request,
  users,
}) => {
  await page.setViewportSize(DESKTOP);
  const projectId = await projectWithEstimate(request);
  await uploadPhoto(request, projectId, {
    tag: 'damage',
    caption: 'Hail damage by the vent',
    seed: 1,
  });
  await uploadPhoto(request, projectId, { tag: 'before', seed: 2 });

  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole('region', { name: 'Proposals' })
    .getByRole('button', { name: 'Create proposal' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create proposal' });
  const photos = dialog.getByRole('group', { name: 'Photos to include (up to 6)' });
  await expect(photos).toContainText('0 of 6 chosen');
  // Each photo by its caption, or by its tag and number when it has none.
  const damage = photos.getByRole('checkbox', { name: 'Hail damage by the vent' });
  await expect(photos.getByRole('checkbox', { name: 'Before photo 2' })).not.toBeChecked();
  await damage.check();
  await expect(photos).toContainText('1 of 6 chosen');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('create-dialog.png') });
  await dialog.getByRole('button', { name: 'Create proposal' }).click();

  const sent = page.getByRole('dialog', { name: 'Send the proposal' });
  const url = await sent.getByLabel('Link for the customer').inputValue();
  await sent.getByRole('button', { name: 'Done' }).click();

  // The customer, on a phone with no session.
  const customer = await (await users.context(null)).newPage();
  await customer.setViewportSize(PHONE);
  const errors: string[] = [];
  customer.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await customer.goto(url);
  const section = customer.getByRole('region', { name: 'Photos' });
  await section.scrollIntoViewIfNeeded();
  const image = section.getByRole('img', { name: 'Damage photo 1' });
  await expect(image).toBeVisible();
  await expect(section.getByRole('figure', { name: /Hail damage by the vent/ })).toContainText(
    'Damage',
  );
  await expect(section.getByRole('img')).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  // Laid out at the phone's width, in its own proportions (4:3), nothing wider than the screen.
  const box = (await image.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThan(2);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await customer.screenshot({ path: test.info().outputPath('customer-phone.png'), fullPage: true });
  expect(await axeViolations(customer)).toEqual([]);
  expect(errors).toEqual([]);

  // The office downloads the proposal's PDF: the photo is in it.
  const item = page.getByRole('region', { name: 'Proposals' }).getByRole('listitem').first();
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: /Download PDF/ }).click();
  const file = test.info().outputPath('proposal.pdf');
  await (await downloading).saveAs(file);
  const pdf = fs.readFileSync(file);
  const images = pdfImages(pdf).filter((i) => i.type === 'image');
  expect(images).toHaveLength(1);
  expect(images[0]!.encoding).toBe('jpeg');
  expect(pdfToText(pdf)).toContain('Hail damage by the vent');
});

test('at most six photos: a seventh cannot be chosen, and the dialog says why', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const projectId = await projectWithEstimate(request);
  for (let i = 1; i <= 7; i++) {
    await uploadPhoto(request, projectId, { tag: i % 2 ? 'during' : 'after', seed: i });
  }
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole('region', { name: 'Proposals' })
    .getByRole('button', { name: 'Create proposal' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create proposal' });
  const photos = dialog.getByRole('group', { name: 'Photos to include (up to 6)' });
  const boxes = photos.getByRole('checkbox');
  await expect(boxes).toHaveCount(7);
  // By keyboard: Space checks the focused box.
  for (let i = 0; i < 6; i++) {
    await boxes.nth(i).focus();
    await page.keyboard.press('Space');
  }
  await expect(photos).toContainText('6 of 6 chosen: that is the most a proposal shows');
  await expect(boxes.nth(6)).toBeDisabled();
  await expect(photos.getByRole('checkbox', { name: 'During photo 7' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('six-chosen-phone.png') });
  // Unchecking one frees a place.
  await boxes.nth(0).uncheck();
  await expect(boxes.nth(6)).toBeEnabled();
  await boxes.nth(6).check();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Create proposal' }).click();
  const url = await page
    .getByRole('dialog', { name: 'Send the proposal' })
    .getByLabel('Link for the customer')
    .inputValue();
  const token = url.slice(url.lastIndexOf('/') + 1);
  const view = await request.get(`/api/public/proposals/${token}`);
  const { snapshot } = (await view.json()) as { snapshot: { photos: { tag: string }[] } };
  expect(snapshot.photos.map((p) => p.tag)).toEqual([
    'after',
    'during',
    'after',
    'during',
    'after',
    'during',
  ]);
});
