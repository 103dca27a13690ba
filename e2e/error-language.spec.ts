import { DESKTOP, expect, MOBILE, test } from './fixtures';

// A form checks its input with the domain's schema before sending it, and shows each field's
// message in the reader's language, as the server's answers are.
test('a Spanish reader’s form shows its field messages in Spanish', async ({ page }, info) => {
  // Two screenshots after the form: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const chosen = await page.request.patch('/api/me', { data: { language: 'es' } });
  expect(chosen.ok()).toBe(true);

  await page.setViewportSize(MOBILE);
  await page.goto('/projects/new');
  // The button's own text is the projects screen's (translated with that screen).
  await page.getByRole('button', { name: /^(Create project|Crear proyecto)$/ }).click();

  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('La dirección es obligatoria')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.screenshot({
    path: info.outputPath('project-form-errors-es-375.png'),
    fullPage: true,
  });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: info.outputPath('project-form-errors-es-1280.png') });
});

test('an English reader’s form shows the same messages in English', async ({ page }) => {
  await page.goto('/projects/new');
  // The button's own text is the projects screen's (translated with that screen).
  await page.getByRole('button', { name: /^(Create project|Crear proyecto)$/ }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('El nombre es obligatorio')).toHaveCount(0);
});
