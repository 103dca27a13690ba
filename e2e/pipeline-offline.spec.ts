import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsoleErrors, expect, MOBILE, test } from './fixtures';

// A card moved on the board with no signal: kept on the device, still in its new column after a
// reload, sent when the connection is back; one that meets a newer version of the project waits
// for the user's choice in the project's conflict panel. Online, a move on a card changed since
// the board was read is not made: the board says so and links to the project.

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(`) });

async function moveTo(page: Page, card: string, stage: string) {
  await page.getByRole('button', { name: `Move ${card} to` }).click();
  await page.getByRole('button', { name: stage, exact: true }).click();
}

const serverStage = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/projects/${id}`)).json()) as { stageId: string }).stageId;

// With no network the browser logs each request it could not make, and the conflict below is
// the test's doing: the browser's report of the network, not an error of the app.
test.afterEach(({ consoleErrors }) => {
  const offline =
    /^Failed to load resource: (net::ERR_(FAILED|INTERNET_DISCONNECTED)|the server responded with a status of 409 \(Conflict\))$/;
  allowConsoleErrors(consoleErrors, offline);
});

test('a card moved offline stays moved, is sent when back online; a conflict opens the panel', async ({
  page,
  context,
  request,
}) => {
  const made = await request.post('/api/projects', {
    data: { name: 'Ridge Court', address: '5 Ridge Ct' },
  });
  const project = (await made.json()) as { id: string; version: number };
  await page.setViewportSize(MOBILE);
  // One visit online, then a reload: the service worker controls the page and keeps the board.
  await page.goto('/pipeline');
  await expect(column(page, 'Lead')).toContainText('Ridge Court');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(column(page, 'Lead')).toContainText('Ridge Court');

  await context.setOffline(true);
  await moveTo(page, 'Ridge Court', 'Inspection');
  await expect(
    page.getByText(/^Ridge Court moved to Inspection\. No connection: saved on this device/),
  ).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: /^Waiting to sync \(1\)$/ });
  await expect(waiting).toBeVisible();
  await page.reload();
  await expect(column(page, 'Inspection')).toContainText('Ridge Court');
  await expect(column(page, 'Lead')).not.toContainText('Ridge Court');
  await page.getByText('Show changes').click();
  await expect(page.getByRole('list', { name: 'Changes kept on this device' })).toContainText(
    'Stage of “Ridge Court” set to Inspection',
  );
  await page.screenshot({ path: test.info().outputPath('board-offline-375.png'), fullPage: true });
  expect(await serverStage(request, project.id)).toBe('lead');

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => serverStage(request, project.id)).toBe('inspection');

  // Moved again with no signal while the office renames the job: a newer version.
  await context.setOffline(true);
  await moveTo(page, 'Ridge Court', 'Proposal sent');
  await expect(waiting).toBeVisible();
  const current = (await (await request.get(`/api/projects/${project.id}`)).json()) as {
    version: number;
  };
  const office = await request.patch(`/api/projects/${project.id}`, {
    data: { name: 'Ridge Court (re-roof)', version: current.version },
  });
  expect(office.ok()).toBe(true);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '1 needs your choice' })).toBeVisible();
  expect(await serverStage(request, project.id)).toBe('inspection');
  await page.getByRole('link', { name: 'Compare and choose' }).click();
  const panel = page.getByRole('alert').filter({
    hasText: 'This project was changed by someone else while you were editing.',
  });
  await expect(panel).toBeVisible();
  const stageRow = panel.getByRole('row', { name: /^Stage/ });
  await expect(stageRow).toContainText('Inspection');
  await expect(stageRow).toContainText('Proposal sent');
  await panel.getByRole('button', { name: 'Save my version' }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(() => serverStage(request, project.id)).toBe('proposal-sent');
  await page.goto('/pipeline');
  await expect(column(page, 'Proposal sent')).toContainText('Ridge Court (re-roof)');
});

test('a move online on a card changed meanwhile is not made, says so and links to the project', async ({
  page,
  request,
}) => {
  const made = await request.post('/api/projects', {
    data: { name: 'Quarry Lane', address: '8 Quarry Ln' },
  });
  const project = (await made.json()) as { id: string; version: number };
  await page.goto('/pipeline');
  await expect(column(page, 'Lead')).toContainText('Quarry Lane');
  // The office renames it after the board was read.
  const office = await request.patch(`/api/projects/${project.id}`, {
    data: { name: 'Quarry Lane barn', version: project.version },
  });
  expect(office.ok()).toBe(true);
  await moveTo(page, 'Quarry Lane', 'Inspection');
  const alert = page.getByText(/^Quarry Lane was changed by someone else meanwhile/);
  await expect(alert).toBeVisible();
  expect(await serverStage(request, project.id)).toBe('lead');
  await expect(column(page, 'Lead')).toContainText('Quarry Lane barn');
  await page.getByRole('link', { name: 'Open Quarry Lane' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quarry Lane barn' })).toBeVisible();
});
