import { test, expect, MOBILE } from './fixtures';
test('explore', async ({ page, request }) => {
  test.setTimeout(240_000);
  await request.patch('/api/me', { data: { language: 'es' } });
  const list = (await (await request.get('/api/projects?limit=10')).json()) as { items: { id: string; name: string }[] };
  const garcia = list.items.find((p) => p.name.includes('Garcia'))!;
  await page.setViewportSize(MOBILE);
  for (const path of ['/', '/projects', `/projects/${garcia.id}`, '/projects/new', '/account', '/terms', '/privacy', '/contact', '/my-jobs', '/schedule', '/pipeline']) {
    await page.goto(path);
    await page.waitForTimeout(2000);
    console.log('=== ' + path + '\n' + (await page.evaluate(() => document.body.innerText)));
  }
  expect(1).toBe(1);
});
