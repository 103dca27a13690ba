import type { Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';

async function card(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');
}

async function figure(page: Page, label: string) {
  return (await (await card(page, label)).textContent())?.trim();
}

test('the dashboard shows the four figures, recent projects, quick tools and activity', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(await card(page, 'Total Estimates')).toHaveText('3');
  await expect(await card(page, 'Pending')).toHaveText('1');
  await expect(await card(page, 'Completed')).toHaveText('1');
  // $12,450 + $18,900 + $8,750
  await expect(await card(page, 'Total Value')).toHaveText('$40,100');

  const garcia = page
    .getByRole('region', { name: 'Recent Projects' })
    .getByRole('link', { name: /Garcia Family Home/ });
  await expect(garcia).toContainText('Pending');
  await expect(garcia).toContainText('7314 SW Capitol Hwy, Portland, OR 97219');
  await expect(garcia).toContainText('1,850 sq ft');
  await expect(garcia).toContainText('4:12');
  await expect(garcia).toContainText('$8,750');
  await expect(garcia).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(3);
  for (const text of ['Project completed', 'Estimate approved', 'New estimate created']) {
    await expect(activity.getByText(text)).toBeVisible();
  }

  const tools = page.getByRole('region', { name: 'Quick Tools' });
  for (const [name, path, heading] of [
    ['Pitch Finder', '/pitch-finder', 'Roof Pitch Finder'],
    ['Map View', '/map', 'Map View'],
    ['Estimator', '/estimator', 'Roof Estimator'],
  ] as const) {
    await page.goto('/');
    await tools.getByRole('button', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('status badges read Pending, In progress, Completed in yellow, blue and green', async ({
  page,
}) => {
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent Projects' });
  const hueOf = async (text: string) => {
    const badge = recent.getByText(text, { exact: true }).first();
    const bg = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Tailwind 4 colours are oklch(L C H): the hue tells the colour family.
    const m = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(bg);
    expect(m, `background ${bg}`).not.toBeNull();
    return Number(m![3]);
  };
  const yellow = await hueOf('Pending');
  const blue = await hueOf('In progress');
  const green = await hueOf('Completed');
  expect(yellow).toBeGreaterThan(80);
  expect(yellow).toBeLessThan(115);
  expect(blue).toBeGreaterThan(230);
  expect(blue).toBeLessThan(270);
  expect(green).toBeGreaterThan(135);
  expect(green).toBeLessThan(165);
});

test('New Project creates a project and the figures go up at once', async ({ page }) => {
  await page.goto('/');
  await expect(await card(page, 'Total Estimates')).toHaveText('3');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByRole('combobox', { name: 'Stage' })).toHaveValue('lead');
  await expect(dialog.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  // Bad input: the message is next to the field and what was typed stays.
  await dialog.getByLabel('Address').fill('88 NW Flanders St, Portland, OR 97209');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Project name')).toBeFocused();
  await expect(dialog.getByLabel('Address')).toHaveValue('88 NW Flanders St, Portland, OR 97209');

  await dialog.getByLabel('Project name').fill('Flanders Street Bungalow');
  await dialog.getByLabel('Email').fill('kim@example.com');
  await dialog.getByLabel('Customer name').fill('Kim Park');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(
    'Project “Flanders Street Bungalow” created.',
  );
  await expect(await card(page, 'Total Estimates')).toHaveText('4');
  await expect(await card(page, 'Pending')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Recent Projects' })).toContainText(
    'Flanders Street Bungalow',
  );
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(
    'Flanders Street Bungalow',
  );
});

test('Escape closes the form without creating anything', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Quick Tools' })
    .getByRole('button', { name: 'New Project' })
    .click();
  await expect(page.getByRole('dialog', { name: 'New project' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await figure(page, 'Total Estimates')).toBe('3');
});

test.describe('first-time user', () => {
  test.use({ seed: false });

  test('sees zeros and an inviting way to create the first project', async ({ page }) => {
    await page.goto('/');
    await expect(await card(page, 'Total Estimates')).toHaveText('0');
    await expect(await card(page, 'Pending')).toHaveText('0');
    await expect(await card(page, 'Completed')).toHaveText('0');
    await expect(await card(page, 'Total Value')).toHaveText('$0');
    await expect(page.getByText('Welcome to Ridgeline')).toBeVisible();
    await page.getByRole('button', { name: 'Create your first project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Project name').fill('First Job');
    await dialog.getByLabel('Address').fill('1 Main St, Salem, OR');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(await card(page, 'Total Estimates')).toHaveText('1');
    await expect(page.getByText('Welcome to Ridgeline')).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the dashboard fits 375 px and the form is usable', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Recent Projects' }).getByRole('listitem'),
    ).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    const submit = dialog.getByRole('button', { name: 'Create project' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  });
});
