import { allowConsoleErrors, expect, test } from './fixtures';

// Changes waiting on a phone when the app updates: the outbox's store moved to version 2
// (src/web/lib/offline/outbox-db.ts), whose upgrade marks the projects made on the device by
// the previous version. Such a project still opens from the device and, deleted before it was
// sent, is dropped there, never asked of the server.

// No service worker: the page's requests are the test's to hold back.
test.use({ serviceWorkers: 'block' });

test.afterEach(({ consoleErrors }) => {
  // The create held back and the project not on the server yet: the test's doing.
  const expected =
    /^Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 404 \(Not Found\))$/;
  allowConsoleErrors(consoleErrors, expected);
});

test('a project kept by the previous outbox opens from the device and is dropped there', async ({
  page,
  request,
}) => {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const id = '01JDKEPTBYVERSION1PROJECT';
  const name = 'Kept before the update';

  // The store as version 1 of the app left it, before the app has opened it.
  await page.route('**/seed-outbox', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto('/seed-outbox');
  await page.evaluate(
    ({ userId, id, name }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ridgeline-outbox', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('writes', 'readwrite');
          tx.objectStore('writes').add({
            key: 'kept-key-1',
            userId,
            kind: 'project.create',
            method: 'POST',
            path: '/api/projects',
            body: { id, name, address: '5 Ridge Rd' },
            recordId: id,
            label: `New project “${name}”`,
            createdAt: '2026-11-25T10:00:00.000Z',
            state: 'waiting',
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { userId: me.user.id, id, name },
  );

  // Still no signal for the create: it waits on the device.
  await page.route('**/api/projects', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync/ })).toHaveText(
    'Waiting to sync (1)',
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByText(`Project “${name}” deleted.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Waiting to sync/ })).toHaveCount(0);

  await page.unroute('**/api/projects');
  await page.reload();
  const res = await request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
});
