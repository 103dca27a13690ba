import { shootBothWidths } from './both-widths';
import { expect, MOBILE, test } from './fixtures';

// The owner's Settings in Spanish: every section speaks Spanish once the user chose it, nothing
// is wider than a phone, and the Company language (what the supplier's order and the roof
// report are written in) is chosen there. Screenshots at 375 and 1280 px go to test-results
// for a person to read.

test('an owner who chose Spanish reads and changes Settings in Spanish, and sets the company language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const chosen = await request.patch('/api/me', { data: { language: 'es' } });
  expect(chosen.ok()).toBe(true);
  // A backup, so its check is in the list: counted by the server, worded by the page.
  expect((await request.post('/api/backups')).status()).toBe(202);
  await page.setViewportSize(MOBILE);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Secciones de la configuración' });
  for (const name of [
    'Perfil de la empresa',
    'Propuestas',
    'Mano de obra',
    'Lista de precios',
    'Embudo de ventas',
    'Facturas',
    'Lista de tareas del trabajo',
    'Costos del trabajo',
    'Importar proyectos',
    'Copias de seguridad',
  ]) {
    await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Nombre de la empresa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar perfil de la empresa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artículos de cálculo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hacer copia ahora' })).toBeVisible();
  await expect(page.getByLabel('Formato del número de factura')).toBeVisible();
  // Where the backups go is said in Spanish too (the server sends the place, not an English
  // phrase).
  await expect(page.getByText(/Las copias se guardan en la carpeta \/.+\./)).toBeVisible();
  await expect(
    page.getByText(/^Verificada: 3 proyectos, \d+ presupuestos?, 0 archivos de fotos$/),
  ).toBeVisible({ timeout: 30_000 });
  for (const english of [
    'Company profile',
    'Price list',
    'Back up now',
    'Save labor rate',
    /the folder/,
    /photo files/,
  ]) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
  await shootBothWidths(page, 'settings');

  // The company's language: English until the owner chooses, then kept.
  const language = page.getByLabel('Idioma de la empresa');
  await expect(language).toHaveValue('en');
  await language.selectOption('es');
  await page.getByRole('button', { name: 'Guardar idioma de la empresa' }).click();
  await expect(page.getByText('Idioma de la empresa guardado.')).toBeVisible();
  const saved = await request.get('/api/settings');
  expect((await saved.json()).companyLanguage).toBe('es');
  await page.reload();
  await expect(page.getByLabel('Idioma de la empresa')).toHaveValue('es');

  // A refused price is named in Spanish next to its field.
  const price = page.getByLabel(/^Precio de .+ \(\$ por /).first();
  await price.fill('');
  await page
    .getByRole('button', { name: /^Guardar precio de / })
    .first()
    .click();
  await expect(page.getByText('Escribe precio')).toBeVisible();
});
