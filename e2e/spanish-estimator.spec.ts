import type { Page } from '@playwright/test';
import { shootBothWidths } from './both-widths';
import { expect, MOBILE, test } from './fixtures';

// The estimator for a user who chose Spanish: the spec's default roof gives the same figures
// (money stays in dollars), the labels, the results and a refused field's message read in
// Spanish, and a new estimate's sample lines are named in Spanish. Screenshots at 375 and
// 1280 px go to test-results for a person to read.

const results = (page: Page) => page.getByRole('region', { name: 'Resultado del presupuesto' });

test('the estimator in Spanish: the default figures, its labels, a refused pitch and the units', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect((await request.patch('/api/me', { data: { language: 'es' } })).ok()).toBe(true);
  await page.setViewportSize(MOBILE);
  await page.goto('/estimator');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Presupuestador de techos' }),
  ).toBeVisible();
  await expect(page.getByLabel('Área del techo (pies²)')).toHaveValue('2000');
  await expect(page.getByLabel('Inclinación (x:12)')).toHaveValue('6');
  await expect(page.getByLabel('Mano de obra ($ por pie²)')).toHaveValue('2.5');
  const cost = page.getByRole('group', { name: 'Costo adicional 1' });
  await expect(cost.getByLabel('Descripción')).toHaveValue('Retiro del techo viejo');

  // The spec's figures, unchanged by the language.
  const r = results(page);
  await expect(r).toContainText('× 1.118');
  await expect(r).toContainText('22.36 cuadros');
  await expect(r).toContainText('Costo de materiales$3,500');
  await expect(r).toContainText('Costo de mano de obra');
  await expect(r).toContainText('$5,590');
  await expect(r).toContainText('$1,500');
  await expect(r).toContainText('Total del presupuesto$10,590');
  // Units in Spanish, numbers in the US style like the money.
  await expect(r).toContainText('2,236.07 pies²');
  await expect(r).toContainText('2,000 pies² × $1.75');
  await expect(r).toContainText('2,236.07 pies² × $2.50/pies²');
  await expect(page.getByLabel('Cantidad (pies²)')).toHaveValue('2000');
  await expect(
    page.getByRole('button', { name: 'Usar el área real (2,236.07 pies²)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar presupuesto' }).first()).toBeVisible();
  await shootBothWidths(page, 'estimator');

  // A second option is named in Spanish after the first.
  await page.getByRole('button', { name: /Agregar opción/ }).click();
  await expect(page.getByRole('tab', { name: /Mejor/ })).toBeVisible();

  const pitch = page.getByLabel('Inclinación (x:12)');
  await pitch.fill('30');
  await expect(pitch).toHaveAttribute('aria-invalid', 'true');
  await expect(pitch).toHaveAccessibleDescription(/debe estar entre 0 y 12/);
  await expect(pitch).toHaveValue('30');
  await shootBothWidths(page, 'estimator-error');

  // No English left in the screen's own texts (the price list's material names are the
  // company's data and stay as typed).
  const text = await page.locator('main').innerText();
  for (const english of [
    'Roof Area',
    'Labor',
    'Materials',
    'Total Estimate',
    'Save',
    'squares',
    'Removal',
  ]) {
    expect(text, `"${english}" left in English`).not.toContain(english);
  }
});
