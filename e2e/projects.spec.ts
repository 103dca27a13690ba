import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';

const summaryFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

async function createProject(request: APIRequestContext, body: Record<string, unknown>) {
  const r = await request.post('/api/projects', { data: body });
  expect(r.status()).toBe(201);
  return (await r.json()) as { id: string; version: number; name: string };
}

test('a recent project opens its page with every field; setting it completed counts on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(summaryFigure(page, 'Completed')).toHaveText('1');
  await page
    .getByRole('region', { name: 'Recent Projects' })
    .getByRole('link', { name: /Garcia Family Home/ })
    .click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Garcia Family Home' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  for (const text of [
    '7314 SW Capitol Hwy, Portland, OR 97219',
    '1,850 sq ft',
    '4:12',
    '$8,750',
    'Elena Garcia',
    '(503) 555-0116',
    'elena.garcia@example.com',
    'Leak over the garage',
  ]) {
    await expect(details).toContainText(text);
  }
  await expect(page.getByRole('link', { name: 'Open on map' })).toHaveAttribute(
    'href',
    /\/map\?projectId=/,
  );

  await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Completed' });
  await expect(page.getByRole('status')).toContainText('Stage set to Completed');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(summaryFigure(page, 'Completed')).toHaveText('2');
  await expect(summaryFigure(page, 'Pending')).toHaveText('0');
  // The change is now in the activity log, which the dashboard shows newest first.
  const latest = page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('listitem')
    .first();
  await expect(latest).toContainText('Test Owner moved Garcia Family Home to Completed');
  await expect(latest).toContainText('just now');
  await latest.getByRole('link', { name: 'Garcia Family Home to Completed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garcia Family Home' })).toBeVisible();
});

test('edit in a form: bad input is shown next to the field and kept; a good save shows the new values', async ({
  page,
  request,
}) => {
  const p = await createProject(request, { name: 'Edit Me', address: '9 Birch Ln, Portland, OR' });
  await page.goto(`/projects/${p.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('region', { name: 'Edit project' });
  await form.getByLabel('Roof area (sq ft)').fill('lots');
  await form.getByLabel('Pitch (rise per 12)').fill('7');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Roof area must be a number')).toBeVisible();
  await expect(form.getByLabel('Pitch (rise per 12)')).toHaveValue('7');
  await form.getByLabel('Roof area (sq ft)').fill('2,400');
  await form.getByLabel('Estimated cost (USD)').fill('12,345.67');
  await form.getByLabel('Project name').fill('Edited Name');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved.');
  await expect(page.getByRole('heading', { level: 1, name: 'Edited Name' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('2,400 sq ft');
  await expect(details).toContainText('7:12');
  await expect(details).toContainText('$12,346');
});

test('a stale edit from a second tab shows the conflict and the current values, never overwriting', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const p = await createProject(request, {
    name: 'Shared Job',
    address: '5 Cedar St, Portland, OR',
  });
  await page.goto(`/projects/${p.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Notes').fill('My notes from the roof');

  // Someone else changes it in another tab first.
  const other = await context.newPage();
  await other.goto(`/projects/${p.id}`);
  await other.getByRole('button', { name: 'Edit' }).click();
  await other.getByLabel('Project name').fill('Renamed Elsewhere');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('status')).toContainText('Changes saved.');
  await other.close();

  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Renamed Elsewhere');
  await expect(alert).toContainText('My notes from the roof');
  // What the user typed is still in the form.
  await expect(page.getByLabel('Notes')).toHaveValue('My notes from the roof');
  // The server kept the other tab's change.
  const stored = await (await request.get(`/api/projects/${p.id}`)).json();
  expect(stored.name).toBe('Renamed Elsewhere');
  expect(stored.notes).toBe('');

  await alert.getByRole('button', { name: 'Use current values' }).click();
  await expect(page.getByLabel('Project name')).toHaveValue('Renamed Elsewhere');
  await page.getByLabel('Notes').fill('Merged notes');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved.');
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Elsewhere' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Merged notes');
  // The browser logs the refused (409) save; that refusal is what this test is about.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
  consoleErrors.splice(0);
});

test('after a conflict, "Save my version" saves what the user typed over the other change', async ({
  page,
  request,
  consoleErrors,
}) => {
  const p = await createProject(request, { name: 'Kept Job', address: '7 Alder St, Portland, OR' });
  await page.goto(`/projects/${p.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Project name').fill('My Name For It');
  // Someone else saves first.
  const r = await request.patch(`/api/projects/${p.id}`, {
    data: { version: p.version, name: 'Their Name' },
  });
  expect(r.status()).toBe(200);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await alert.getByRole('button', { name: 'Save my version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Name For It' })).toBeVisible();
  const stored = await (await request.get(`/api/projects/${p.id}`)).json();
  expect(stored.name).toBe('My Name For It');
  // The refused (409) first save is logged by the browser; that refusal is part of this test.
  expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
  consoleErrors.splice(0);
});

test('delete asks for confirmation, then the project is gone', async ({
  page,
  request,
  consoleErrors,
}) => {
  const p = await createProject(request, {
    name: 'Doomed Shed',
    address: '1 Nowhere Rd, Bend, OR',
  });
  await page.goto(`/projects/${p.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText('“Doomed Shed”');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByText('Project “Doomed Shed” deleted.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Projects' })).not.toContainText('Doomed Shed');
  expect((await request.get(`/api/projects/${p.id}`)).status()).toBe(404);
  await page.goto(`/projects/${p.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The browser logs the 404 of the deleted project's address, which this test asked for.
  expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  consoleErrors.splice(0);
});

test('the projects list filters by status, searches, and pages', async ({ page, request }) => {
  for (let i = 1; i <= 22; i++) {
    await createProject(request, {
      name: `Batch Job ${String(i).padStart(2, '0')}`,
      address: `${i} Batch Ave, Salem, OR`,
      date: '2026-01-01',
    });
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'View all projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(page.getByText('25 projects shown')).toBeVisible();

  await page.getByLabel('Status').selectOption('in-progress');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Alberta Street Duplex');
  await expect(page).toHaveURL(/status=in-progress/);

  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Search by name, customer, address, phone, email or notes').fill('capitol');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Garcia Family Home');

  await page
    .getByLabel('Search by name, customer, address, phone, email or notes')
    .fill('no such roof');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No projects match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  // Back to the unfiltered list, with the pages already loaded.
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(
    page.getByLabel('Search by name, customer, address, phone, email or notes'),
  ).toHaveValue('');
});

test('/projects/new is prefilled from the URL (the map sends address and coordinates)', async ({
  page,
}) => {
  await page.goto(
    '/projects/new?address=1600%20SW%201st%20Ave%2C%20Portland&lat=45.512&lng=-122.679',
  );
  await expect(page.getByLabel('Address')).toHaveValue('1600 SW 1st Ave, Portland');
  await expect(page.getByText('Location from the map: 45.512000, -122.679000')).toBeVisible();
  await page.getByLabel('Project name').fill('Downtown Office');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downtown Office' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(
    '45.512000, -122.679000',
  );
});

test('markup and SQL-looking text are stored and shown as plain text', async ({
  page,
  request,
}) => {
  const p = await createProject(request, {
    name: '<img src=x onerror=alert(1)>',
    address: `'; DROP TABLE projects; --`,
  });
  await page.goto(`/projects/${p.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }),
  ).toBeVisible();
  await expect(page.getByText(`'; DROP TABLE projects; --`).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the project page and list fit 375 px', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: /Henderson Residence/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Henderson Residence Re-roof' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
