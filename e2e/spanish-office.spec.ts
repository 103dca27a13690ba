import type { StubGeocoder } from '../src/server/testing/stub-geocoder';
import { startStubGeocoder, stubMapEnv } from '../src/server/testing/stub-geocoder';
import { test as base, expect, MOBILE } from './fixtures';
import { shootBothWidths } from './both-widths';

// Map View's geocoder and tiles are a stub on loopback, as in map.spec.ts.
const test = base.extend<object, { stub: StubGeocoder }>({
  stub: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const stub = await startStubGeocoder({});
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: async ({ stub }, use) => use(stubMapEnv(stub.url)),
});

// The office in Spanish on a phone: the dashboard, the projects list, a project's page and Map
// View speak Spanish once the user chose it (the choice is on the account), with no English left
// in their main texts. Screenshots at 375 and 1280 px go to test-results for a person to read.

test('a user who chose Spanish sees the dashboard, projects, a project and Map View in Spanish', async ({
  page,
  request,
}) => {
  // Ten full-page screenshots on top of four screens: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const chosen = await request.patch('/api/me', { data: { language: 'es' } });
  expect(chosen.ok()).toBe(true);
  // A log entry with words in it, not only a name: the log keeps its parts, the screen writes it.
  const crew = await request.post('/api/crews', {
    data: { name: 'Alpha', colour: '#1d4ed8', memberIds: [] },
  });
  expect(crew.status()).toBe(201);
  await page.setViewportSize(MOBILE);

  await page.goto('/');
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Total de presupuestos', { exact: true })).toBeVisible();
  await expect(summary.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(summary.getByText('Terminado', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accesos rápidos' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Actividad reciente' });
  await expect(activity.getByRole('listitem').first()).toContainText(
    'cambió las cuadrillas: cuadrilla Alpha agregada',
  );
  await expect(activity).not.toContainText('added');
  await expect(page.getByText('Total Estimates')).toHaveCount(0);
  await expect(page.getByText('Quick Tools')).toHaveCount(0);
  await shootBothWidths(page, 'dashboard');

  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
  await expect(page.getByText('Todos los trabajos, los más nuevos primero.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar proyectos (CSV)' })).toBeVisible();
  await expect(page.getByLabel('Estado')).toBeVisible();
  const garcia = page.getByRole('link', { name: /Garcia Family Home/ });
  await expect(garcia).toContainText('Pendiente');
  await expect(garcia).toContainText('Fecha');
  await expect(page.getByText('Every job, newest first.')).toHaveCount(0);
  await shootBothWidths(page, 'projects');

  await garcia.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garcia Family Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalles' })).toBeVisible();
  await expect(page.getByText('Dirección', { exact: true })).toBeVisible();
  await expect(page.getByText('Área del techo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Etapa' })).toBeVisible();
  await expect(page.getByText('Roof area', { exact: true })).toHaveCount(0);
  await shootBothWidths(page, 'project');

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar proyecto' })).toBeVisible();
  await expect(page.getByLabel('Nombre del proyecto')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  await shootBothWidths(page, 'project-form');

  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Vista de mapa' })).toBeVisible();
  await expect(page.getByLabel('Dirección de la propiedad')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mi ubicación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medidas del techo' })).toBeVisible();
  await expect(page.getByText('Property address')).toHaveCount(0);
  await shootBothWidths(page, 'map');
});
