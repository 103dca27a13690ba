import { shootBothWidths } from './both-widths';
import { expect, MOBILE, test } from './fixtures';

// The office's schedule, crews and pipeline for a user who chose Spanish: the main texts in
// Spanish at a phone's width (the English ones gone), and a look at each screen at both widths.
// Many screenshots at two widths: longer than one test's default time.
test.describe.configure({ timeout: 150_000 });

test('a user who chose Spanish sees the schedule, crews and pipeline in Spanish', async ({
  page,
  request,
}) => {
  await page.setViewportSize(MOBILE);
  expect((await request.patch('/api/me', { data: { language: 'es' } })).status()).toBe(200);
  const crew = await request.post('/api/crews', { data: { name: 'Alpha', colour: '#1d4ed8' } });
  expect(crew.status()).toBe(201);
  const projects = (await (await request.get('/api/projects?limit=10')).json()) as {
    items: { id: string; name: string }[];
  };
  const project = projects.items[0]!;
  const booked = await request.post(`/api/projects/${project.id}/events`, {
    data: {
      kind: 'production',
      crewId: ((await crew.json()) as { id: string }).id,
      startDate: '2026-12-07',
      endDate: '2026-12-08',
    },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/schedule?view=list&date=2026-12-07');
  // The first screen loads the app and the Spanish catalogues: slow on a busy test machine.
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Retraso por lluvia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Programar un evento' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Lunes, 7 de diciembre de 2026' })).toBeVisible();
  await expect(page.getByText(`Producción: ${project.name}`).first()).toBeVisible();
  await expect(page.getByText('Rain delay', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Book an event', { exact: true })).toHaveCount(0);
  await shootBothWidths(page, 'schedule-list');

  await page.goto('/schedule?view=week&date=2026-12-07');
  await expect(page.getByRole('columnheader', { name: 'Cuadrilla' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Inspecciones y entregas' })).toBeVisible();
  await shootBothWidths(page, 'schedule-week');
  await page.goto('/schedule?view=month&date=2026-12-07');
  await expect(page.getByRole('heading', { name: 'Diciembre de 2026' })).toBeVisible();
  await shootBothWidths(page, 'schedule-month');

  await page.getByRole('button', { name: 'Programar un evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar un evento' });
  await expect(dialog.getByLabel('Proyecto')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Programar', exact: true })).toBeVisible();
  await shootBothWidths(page, 'schedule-book');
  // The dialog's own Close button belongs to the app's shell; Escape closes it in any language.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Retraso por lluvia' }).click();
  const rain = page.getByRole('dialog', { name: 'Retraso por lluvia' });
  await rain.getByLabel('Día de lluvia').fill('2026-12-07');
  await rain.getByRole('button', { name: 'Vista previa' }).click();
  await expect(rain.getByText('Estos eventos se moverían:')).toBeVisible();
  await shootBothWidths(page, 'schedule-rain');

  await page.goto('/settings/crews');
  await expect(page.getByRole('heading', { name: 'Cuadrillas', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar cuadrilla' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zona horaria y días laborables' })).toBeVisible();
  await expect(page.getByText('Lunes', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'crews');

  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { name: 'Embudo de ventas', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Buscar en el tablero')).toBeVisible();
  await expect(page.getByText('Mover a…').first()).toBeVisible();
  await expect(page.getByText('Move to…')).toHaveCount(0);
  // The stages and lead sources a company starts with read in Spanish until renamed.
  await expect(page.getByRole('heading', { name: /^Prospecto/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Propuesta enviada/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pagado/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Lead \(/ })).toHaveCount(0);
  await expect(page.getByLabel('Origen del contacto')).toContainText('Puerta a puerta');
  await shootBothWidths(page, 'pipeline');
  await page.getByText('Mover a…').first().click();
  await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible();
  await shootBothWidths(page, 'pipeline-move');
});
