import type { Page } from '@playwright/test';
import { allowConsoleErrors, DESKTOP, expect, MOBILE, test } from './fixtures';

// Small things a new owner sees on the first day: a project not measured yet says so instead
// of "0 sq ft / 0:12 / $0", a custom material waits for its unit to be picked, and the notice
// of a change kept offline turns into "Synced" once it has been sent.

// With no network the browser logs each request it could not make: the tests' doing.
test.afterEach(({ consoleErrors }) => {
  const offline = /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/;
  allowConsoleErrors(consoleErrors, offline);
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [name, viewport] of [
  ['phone', MOBILE],
  ['laptop', DESKTOP],
] as const) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('an unmeasured project reads "Not measured yet" on its card and in its details', async ({
      page,
      request,
    }) => {
      const made = await request.post('/api/projects', {
        data: { name: 'Birch Court', address: '12 Birch Ct, Salem, OR' },
      });
      const { id } = (await made.json()) as { id: string };

      await page.goto('/');
      const card = page
        .getByRole('region', { name: 'Recent Projects' })
        .getByRole('link', { name: /Birch Court/ });
      await expect(card).toContainText('Not measured yet');
      await expect(card).not.toContainText('0 sq ft');
      await expect(card).not.toContainText('0:12');
      await expect(card).not.toContainText('$0');
      // A measured one keeps its figures.
      const garcia = page
        .getByRole('region', { name: 'Recent Projects' })
        .getByRole('link', { name: /Garcia Family Home/ });
      await expect(garcia).toContainText('1,850 sq ft');
      await expect(garcia).not.toContainText('Not measured yet');

      await page.goto('/projects');
      await expect(page.getByRole('link', { name: /Birch Court/ })).toContainText(
        'Not measured yet',
      );

      await page.goto(`/projects/${id}`);
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details).toContainText('Not measured yet');
      await expect(details).not.toContainText('0 sq ft');
      await expect(details).not.toContainText('0:12');
      await expect(details).not.toContainText('$0');
    });

    test('a new custom material has no unit until one is picked; the form names the field', async ({
      page,
    }) => {
      await page.goto('/settings');
      const form = page.getByRole('form', { name: 'Add a custom material' });
      const unit = form.getByLabel('Unit', { exact: true });
      await expect(unit).toHaveValue('');
      await form.getByLabel('Material name').fill('Drip edge');
      await form.getByLabel('Price ($)').fill('2.40');
      await form.getByRole('button', { name: 'Add material' }).click();
      await expect(unit).toHaveAttribute('aria-invalid', 'true');
      await expect(unit).toHaveAccessibleDescription(/^Unit must be one of: sq ft/);
      // What was typed stays.
      await expect(form.getByLabel('Material name')).toHaveValue('Drip edge');
      await expect(form.getByLabel('Price ($)')).toHaveValue('2.40');

      await unit.selectOption('linear ft');
      await expect(unit).not.toHaveAttribute('aria-invalid', 'true');
      await form.getByRole('button', { name: 'Add material' }).click();
      await expect(page.getByText('Drip edge added at $2.40 per linear ft.')).toBeVisible();
      await expect(unit).toHaveValue('');
    });

    test('a change saved offline says so, then "Synced" once sent, then the notice goes', async ({
      page,
      context,
      request,
    }) => {
      const made = await request.post('/api/projects', {
        data: { name: 'Larch House', address: '4 Larch Way' },
      });
      const { id } = (await made.json()) as { id: string };
      // Installed: the service worker answers the page with no network.
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.goto(`/projects/${id}`);
      await expect(h1(page, 'Larch House')).toBeVisible();

      await context.setOffline(true);
      await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Completed' });
      const notice = page.getByRole('status').filter({ hasText: 'Stage set to Completed.' });
      await expect(notice).toHaveText(
        'Stage set to Completed. No connection: saved on this device, and sent when you are back online.',
      );

      await context.setOffline(false);
      await expect(notice).toHaveText('Stage set to Completed. Synced.');
      await expect(notice).not.toContainText('No connection');
      expect(await (await request.get(`/api/projects/${id}`)).json()).toMatchObject({
        status: 'completed',
      });
      // Read in passing, then gone.
      await expect(notice).toHaveCount(0, { timeout: 10_000 });
    });
  });
}
