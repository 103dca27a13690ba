import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A project's page comes with preloads of what its first screen shows (the project, the stages
// and lead sources, and for the office the salespeople and the saved estimates), written in by
// the server for the visitor's role. The app's own requests must be answered from them: one
// request each, made by the page's <link>, and none refused.

/** How each API request of the page was made: 'link' for a preload the app's fetch reused. */
const apiRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => `${new URL(e.name).pathname} ${(e as PerformanceResourceTiming).initiatorType}`),
  );

test("the office's project page answers its first screen from the page's own preloads", async ({
  page,
  request,
}) => {
  const made = await request.post('/api/projects', {
    data: { name: 'Preload Re-roof', address: '12 Preload Way' },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preload Re-roof' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimates' })).toBeVisible();
  const requests = await apiRequests(page);
  for (const path of [
    `/api/projects/${id}`,
    '/api/stages',
    '/api/lead-sources',
    '/api/salespeople',
    `/api/projects/${id}/estimates`,
  ]) {
    // Asked once, by the preload: a second entry would be the app asking again.
    expect(requests.filter((r) => r.startsWith(`${path} `))).toEqual([`${path} link`]);
  }
});

test("crew's project page preloads only what crew may read", async ({ request, users }) => {
  const made = await request.post('/api/projects', {
    data: { name: 'Crew Preload', address: '14 Preload Way' },
  });
  const { id } = (await made.json()) as { id: string };
  const crew = await users.create('crew', 'Preload Crew');
  const context = await users.context(crew);
  const html = await (await context.request.get(`/projects/${id}`)).text();
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g),
  ];
  expect(preloaded.map((m) => m[1])).toEqual([
    `/api/projects/${id}`,
    '/api/stages',
    '/api/lead-sources',
  ]);
  const crewPage = await context.newPage();
  const refused: string[] = [];
  crewPage.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await crewPage.goto(`/projects/${id}`);
  await expect(crewPage.getByRole('heading', { level: 1, name: 'Crew Preload' })).toBeVisible();
  expect(refused).toEqual([]);
});
