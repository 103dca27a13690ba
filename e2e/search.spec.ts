import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';

async function createProject(request: APIRequestContext, body: Record<string, unknown>) {
  const r = await request.post('/api/projects', { data: body });
  expect(r.status()).toBe(201);
  return (await r.json()) as { id: string; name: string };
}

async function seedSearch(request: APIRequestContext) {
  await createProject(request, {
    name: 'Gutter job',
    address: '12 Birch Ln, Salem, OR',
    notes: 'Hendricks did the last roof here',
  });
  return createProject(request, {
    name: 'Hendricks Re-roof',
    address: '2847 SE Belmont St, Portland, OR',
    customerName: 'Dana Whitfield',
    customerPhone: '(555) 010-2000',
  });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search projects' });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('type, see the match highlighted, move with the arrows and open with Enter', async ({
  page,
  request,
}) => {
  const wanted = await seedSearch(request);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // "/" from the page (not from a field) puts the focus in the box.
  await page.locator('body').press('/');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially('hendr');

  const list = page.getByRole('listbox', { name: 'Projects found' });
  const options = list.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Name matches come before notes; the typed part is marked.
  await expect(options.nth(0)).toContainText('Hendricks Re-roof');
  await expect(options.nth(0).locator('mark').first()).toHaveText('Hendr');
  await expect(options.nth(1)).toContainText('Notes: Hendricks did the last roof here');
  await shot(page, 'search-1280');

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${wanted.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Hendricks Re-roof' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(list).toBeHidden();
});

test('a phone number in any format, Escape, Ctrl+K, nothing found', async ({ page, request }) => {
  await seedSearch(request);
  await page.goto('/');
  await page.locator('body').press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.fill('555-010-2000');
  const option = page.getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('Phone: (555) 010-2000');
  await expect(option.locator('mark')).toHaveText('555) 010-2000');

  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.fill('"NEAR(zzz*');
  await expect(page.getByText('No projects match “"NEAR(zzz*”.')).toBeVisible();
});

test('"/" typed in a field stays in the field', async ({ page }) => {
  await page.goto('/projects');
  const field = page.getByLabel('Search by name, customer, address, phone, email or notes');
  await field.fill('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(searchBox(page)).not.toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('searches from the header at 375 px, opens a project by tapping it', async ({
    page,
    request,
  }) => {
    const wanted = await seedSearch(request);
    await page.goto('/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.fill('whitf');
    const option = page.getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option.locator('mark')).toHaveText('Whitf');
    const panel = await page.getByRole('listbox').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(MOBILE.width);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await shot(page, 'search-375');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${wanted.id}$`));
  });
});
