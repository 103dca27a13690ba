import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// A week of its own: 2026-12-07 is a Monday; the crew works Monday to Saturday.
const WEEK = '/schedule?view=week&date=2026-12-07';
// The whole flow (book, two moves, preview, apply, undo) is long for one test's default time.
test.describe.configure({ timeout: 120_000 });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function eventOf(request: APIRequestContext, name: string) {
  const r = await request.get('/api/events?from=2026-12-01&to=2026-12-31');
  const items = (await r.json()).items as {
    projectName: string;
    startDate: string;
    endDate: string;
  }[];
  return items.find((e) => e.projectName === name);
}

test('book a 2-day job for a crew, move it by keyboard and by drag, rain delay and undo', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const crew = await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } });
  expect(crew.status()).toBe(201);

  // Book from the project page.
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Garcia Family Home' }).first().click();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an event' });
  await dialog.getByLabel('Crew').selectOption({ label: 'Alpha' });
  await dialog.getByLabel('First day').fill('2026-12-07');
  await dialog.getByLabel('Last day').fill('2026-12-08');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Production booked for Garcia Family Home.')).toBeVisible();
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-07',
    endDate: '2026-12-08',
  });

  // The week by crew: the bar spans its two days.
  await page.goto(WEEK);
  const bar = page.getByRole('button', { name: /^Production: Garcia Family Home/ });
  await expect(bar).toBeVisible();
  await shot(page, 'week-1280');

  // By keyboard, from the event's dialog.
  await bar.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: /Garcia Family Home/ });
  await edit.getByRole('button', { name: 'A day later' }).press('Enter');
  await expect(edit.getByLabel('First day')).toHaveValue('2026-12-08');
  await edit.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByText('Production for Garcia Family Home saved.')).toBeVisible();
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-08',
    endDate: '2026-12-09',
  });

  // By drag: grab its first day, drop it on Thursday.
  const from = (await bar.boundingBox())!;
  const target = (await page
    .getByRole('button', { name: 'Book Alpha on Dec 10, 2026' })
    .boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(target.x + 12, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText(/Garcia Family Home moved to Dec 10, 2026/)).toBeVisible();
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-10',
    endDate: '2026-12-11',
  });

  // Rain on Thursday: the job starts a working day later; preview, apply, undo.
  await page.getByRole('button', { name: 'Rain delay' }).click();
  const rain = page.getByRole('dialog', { name: 'Rain delay' });
  await rain.getByLabel('Rained-out day').fill('2026-12-10');
  await rain.getByRole('button', { name: 'Preview' }).click();
  await expect(rain.getByText('These events would move:')).toBeVisible();
  await expect(rain.getByText('Dec 11, 2026 – Dec 12, 2026')).toBeVisible();
  expect((await eventOf(request, 'Garcia Family Home'))!.startDate).toBe('2026-12-10');
  await rain.getByRole('button', { name: 'Apply rain delay' }).click();
  await expect(rain.getByText('Moved:')).toBeVisible();
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-11',
    endDate: '2026-12-12',
  });
  await rain.getByRole('button', { name: 'Undo rain delay' }).click();
  await expect(rain.getByText('Undone: every event is back.')).toBeVisible();
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-10',
    endDate: '2026-12-11',
  });
});

test('at 375 px the schedule opens as a list', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  const crew = await (
    await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } })
  ).json();
  const projects = (await (await request.get('/api/projects')).json()).items as {
    id: string;
    name: string;
  }[];
  const p = projects.find((x) => x.name === 'Garcia Family Home')!;
  await request.post(`/api/projects/${p.id}/events`, {
    data: { kind: 'production', crewId: crew.id, startDate: '2026-12-07', endDate: '2026-12-08' },
  });
  await page.goto('/schedule?date=2026-12-07');
  await expect(page.getByRole('heading', { name: 'Monday, December 7, 2026' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Production: Garcia Family Home/ }).first(),
  ).toBeVisible();
  await shot(page, 'list-375');
});

test('a rain delay is undone from the recent ones after its dialog was closed', async ({
  page,
  request,
}) => {
  await page.setViewportSize(MOBILE);
  const crew = await (
    await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } })
  ).json();
  const projects = (await (await request.get('/api/projects')).json()).items as {
    id: string;
    name: string;
  }[];
  const p = projects.find((x) => x.name === 'Garcia Family Home')!;
  await request.post(`/api/projects/${p.id}/events`, {
    data: { kind: 'production', crewId: crew.id, startDate: '2026-12-07', endDate: '2026-12-08' },
  });
  const rained = await request.post('/api/schedule/rain-delay', {
    data: { date: '2026-12-08', dryRun: false },
  });
  expect(rained.status()).toBe(200);
  expect((await eventOf(request, 'Garcia Family Home'))!.endDate).toBe('2026-12-09');

  await page.goto(WEEK);
  await page.getByRole('button', { name: 'Rain delay' }).click();
  const rain = page.getByRole('dialog', { name: 'Rain delay' });
  await rain.getByText('Recent rain delays').click();
  await rain
    .getByRole('button', { name: 'Undo the rain delay of Dec 8, 2026 (all crews)' })
    .click();
  await expect(
    rain.getByText('Undone: every event of Dec 8, 2026 (all crews) is back.'),
  ).toBeVisible();
  await expect(rain.getByText(/1 event moved · called .* · undone/)).toBeVisible();
  await shot(page, 'recent-rain-delays-375');
  expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
    startDate: '2026-12-07',
    endDate: '2026-12-08',
  });
});

test.describe('on a tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

  test('a job is moved by holding it with a finger and dragging it to another day', async ({
    page,
    request,
  }) => {
    const crew = await (
      await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } })
    ).json();
    const projects = (await (await request.get('/api/projects')).json()).items as {
      id: string;
      name: string;
    }[];
    const p = projects.find((x) => x.name === 'Garcia Family Home')!;
    await request.post(`/api/projects/${p.id}/events`, {
      data: { kind: 'production', crewId: crew.id, startDate: '2026-12-07', endDate: '2026-12-08' },
    });
    await page.goto(WEEK);
    const bar = page.getByRole('button', { name: /^Production: Garcia Family Home/ });
    await expect(bar).toBeVisible();
    const target = page.getByRole('button', { name: 'Book Alpha on Dec 10, 2026' });
    await target.scrollIntoViewIfNeeded();
    const from = (await bar.boundingBox())!;
    const to = (await target.boundingBox())!;

    // Touch events as a finger makes them: press, hold, move in steps, lift.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y: y! }],
      });
    const y0 = from.y + from.height / 2;
    await touch('touchStart', from.x + 12, y0);
    await page.waitForTimeout(400);
    const y1 = to.y + to.height / 2;
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', from.x + 12 + ((to.x - from.x) * i) / 10, y0 + ((y1 - y0) * i) / 10);
    }
    await touch('touchEnd');
    await expect(page.getByText(/Garcia Family Home moved to Dec 10, 2026/)).toBeVisible();
    expect(await eventOf(request, 'Garcia Family Home')).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2026-12-11',
    });
  });
});
