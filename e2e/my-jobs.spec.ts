import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { bookToday, signInAsCrew, stageOf } from './crew-day';
import { allowConsoleErrors, DESKTOP, expect, MOBILE, test } from './fixtures';

// The crew's day on a phone: a crew member signs in and lands on My jobs, reads today's work
// order (quantities and units, never a price), ticks the checklist, starts and finishes the
// job (the office sees the stage move), and ticks made with no signal reach the server once.

test.describe.configure({ timeout: 120_000 });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

// With no network the browser logs each request that could not be made: its report of the
// network, not an error of the app.
test.afterEach(({ consoleErrors }) => {
  const offline = /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/;
  allowConsoleErrors(consoleErrors, offline);
});

test('on a phone the crew lands on My jobs, reads the work order, ticks, starts and finishes', async ({
  page,
  request,
  users,
}) => {
  await page.setViewportSize(MOBILE);
  const carl = await users.create('crew', 'Carl Crew');
  const { projectId } = await bookToday(request, carl);
  expect(await stageOf(request, projectId)).toBe('scheduled');

  await signInAsCrew(page, carl);
  const job = page.getByRole('article', { name: 'Delgado roof' });
  await expect(job).toBeVisible();
  await expect(job.getByText('Today', { exact: true })).toBeVisible();
  await expect(job.getByRole('link', { name: /77 Birch Ln, Portland, OR/ })).toHaveAttribute(
    'href',
    /maps/,
  );
  await expect(job.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(job).toContainText('Dog in the yard');

  // The work order: what to install, in units, and no money anywhere on the screen.
  await job.getByText('Work order').click();
  const materials = job.getByRole('region', { name: 'Materials' });
  await expect(materials.getByRole('listitem').first()).toContainText(/\d+(\.\d+)? \w+/);
  await expect(page.locator('main')).not.toContainText('$');
  await shot(page, 'my-jobs-375');

  // The checklist, ticked on the phone and kept by the server.
  await job.getByRole('checkbox', { name: 'Tear-off' }).check();
  await expect(job.getByText(/Checklist \(1 of \d+\)/)).toBeVisible();

  // Job started, then finished: the office sees the project move along the pipeline.
  await job.getByRole('button', { name: 'Job started' }).click();
  await expect(job.getByText(/^Started at /)).toBeVisible();
  await expect.poll(() => stageOf(request, projectId)).toBe('in-production');
  // Finished is asked once: Cancel leaves the job as it was.
  await job.getByRole('button', { name: 'Job finished' }).click();
  const confirm = page.getByRole('dialog', { name: 'Is the job finished?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(job.getByText(/^Finished at /)).toHaveCount(0);
  await job.getByRole('button', { name: 'Job finished' }).click();
  await confirm.getByRole('button', { name: 'Yes, job finished' }).click();
  await expect(job.getByText(/^Finished at /)).toBeVisible();
  await expect.poll(() => stageOf(request, projectId)).toBe('completed');

  const office = await (await users.context(users.me)).newPage();
  await office.goto(`/projects/${projectId}`);
  await expect(office.getByRole('combobox', { name: 'Stage' })).toHaveValue('completed');
});

test('ticks made with no signal are kept on the phone and sent once when back online', async ({
  page,
  context,
  request,
  users,
}) => {
  await page.setViewportSize(MOBILE);
  const carl = await users.create('crew', 'Carl Crew');
  const { eventId, projectId } = await bookToday(request, carl);
  // A photo of the job from the office's visit: its thumbnail is kept with the work order.
  const photo = await request.post(`/api/projects/${projectId}/photos`, {
    multipart: {
      tag: 'damage',
      caption: 'Cracked vent boot',
      file: {
        name: 'vent.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 800, height: 600, channels: 3, background: '#8a6d3b' },
        })
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(photo.status()).toBe(201);
  await signInAsCrew(page, carl);
  // One visit online with the service worker in charge: the sync ahead keeps My jobs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const job = page.getByRole('article', { name: 'Delgado roof' });
  await expect(job).toBeVisible();

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/api/events/${eventId}/checklist/`)) {
      sent.push(r.url());
    }
  });

  // The sync ahead has kept the work order's photo too.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('ridgeline-api');
        return (await cache.keys()).some((r) => /\/api\/photos\/[^/]+\/thumb$/.test(r.url));
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(job).toBeVisible();
  await job.getByText('Work order').click();
  const thumb = job.getByRole('img', { name: 'Cracked vent boot' });
  await thumb.scrollIntoViewIfNeeded();
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await job.getByRole('checkbox', { name: 'Underlayment' }).check();
  await job.getByRole('checkbox', { name: 'Drip edge' }).check();
  await expect(job.getByRole('checkbox', { name: 'Drip edge' })).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: /^Waiting to sync \(2\)$/ }),
  ).toBeVisible();
  await shot(page, 'my-jobs-offline-375');
  const whileOffline = sent.length;

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Waiting to sync/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect
    .poll(async () => {
      const r = await page.request.get('/api/my-jobs?days=15');
      const body = (await r.json()) as {
        items: { eventId: string; checklist: { label: string; doneAt: string | null }[] }[];
      };
      return body.items
        .find((j) => j.eventId === eventId)!
        .checklist.filter((i) => i.doneAt)
        .map((i) => i.label);
    })
    .toEqual(['Underlayment', 'Drip edge']);
  // Each tick reached the server once after the connection came back (the failed tries made
  // with no network never left the phone).
  expect(sent.length - whileOffline).toBe(2);
  await page.reload();
  await expect(job.getByRole('checkbox', { name: 'Underlayment' })).toBeChecked();
  await expect(job.getByRole('checkbox', { name: 'Drip edge' })).toBeChecked();
});

test('My jobs at 1280 px', async ({ page, request, users }) => {
  await page.setViewportSize(DESKTOP);
  const carl = await users.create('crew', 'Carl Crew');
  await bookToday(request, carl);
  await signInAsCrew(page, carl);
  const job = page.getByRole('article', { name: 'Delgado roof' });
  await job.getByText('Work order').click();
  await expect(job.getByRole('region', { name: 'Materials' })).toBeVisible();
  await shot(page, 'my-jobs-1280');
});
