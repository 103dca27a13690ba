import sharp from 'sharp';
import { bookToday, signInAsCrew } from './crew-day';
import { shootBothWidths } from './both-widths';
import { expect, MOBILE, test } from './fixtures';

// A crew member who reads Spanish does the day on a phone: My jobs, the work order, the
// checklist, a photo added on the project's page and Pitch Finder, all in Spanish. Only the
// crew's screens are checked here (names and addresses stay as typed); the app's header and menus
// have their own catalogue and their own checks.

test.describe.configure({ timeout: 180_000 });

/**
 * The screen at 375 and 1280 px, for a person to look at in the test's output: the whole page,
 * or only the viewport for a full-screen dialog (a full-page capture would stretch it).
 */

/** A small JPEG, as a phone's camera would hand over (resized in the browser before upload). */
async function photo() {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'techo.jpg', mimeType: 'image/jpeg', buffer };
}

// English words of these screens that must not be left over once Spanish is chosen.
const ENGLISH_LEFT = /Checklist|Work order|Materials|Job started|Job finished|Today|Started at/;

test('a crew member in Spanish goes through My jobs, the work order, the checklist, photos and Pitch Finder', async ({
  page,
  request,
  users,
}) => {
  await page.setViewportSize(MOBILE);
  const carl = await users.create('crew', 'Carl Crew');
  const { projectId } = await bookToday(request, carl);
  await signInAsCrew(page, carl);
  // Account > Language saves the same choice; it follows the user to every device.
  const me = await page.request.patch('/api/me', { data: { language: 'es' } });
  expect(me.status(), await me.text()).toBe(200);
  await page.reload();

  // My jobs and today's job.
  await expect(page.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeVisible();
  const job = page.getByRole('article', { name: 'Delgado roof' });
  await expect(job.getByText('Hoy', { exact: true })).toBeVisible();
  await expect(job).toContainText('Producción ·');
  await expect(job.getByRole('link', { name: 'Llamar al (503) 555-0142' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(job.getByRole('link', { name: /cómo llegar, en tu app de mapas/ })).toBeVisible();

  // The work order: materials in Spanish units, the roof not measured yet.
  await job.getByText('Orden de trabajo').click();
  const materials = job.getByRole('region', { name: 'Materiales' });
  await expect(materials.getByRole('listitem').first()).toContainText(
    /\d+(\.\d+)? (pies²|pies lineales|paquete|rollo|pieza|caja|unidad)$/,
  );
  await expect(job.getByRole('region', { name: 'Techo' })).toContainText(
    'El techo no se ha medido en el mapa.',
  );

  // The checklist: an item ticked.
  await expect(job.getByText(/^Lista de tareas \(0 de \d+\)$/)).toBeVisible();
  await job.getByRole('checkbox', { name: 'Retiro del techo viejo' }).check();
  await expect(job.getByText(/^Lista de tareas \(1 de \d+\)$/)).toBeVisible();

  // Job started, then finished (asked once).
  await job.getByRole('button', { name: 'Trabajo empezado' }).click();
  await expect(job.getByText(/^Empezado a las \d{1,2}:\d{2}/)).toBeVisible();
  await job.getByRole('button', { name: 'Trabajo terminado' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Está terminado el trabajo?' });
  await expect(confirm).toContainText(
    'Delgado roof aparecerá como Terminado para la oficina. Solo la oficina puede regresarlo.',
  );
  await confirm.getByRole('button', { name: 'Sí, trabajo terminado' }).click();
  await expect(job.getByText(/^Terminado a las \d{1,2}:\d{2}/)).toBeVisible();
  await expect(job).not.toContainText(ENGLISH_LEFT);
  await shootBothWidths(page, 'mis-trabajos');

  // Photos, on the project's page: one added from the phone, opened and captioned.
  await page.goto(`/projects/${projectId}`);
  const photos = page.getByRole('region', { name: 'Fotos', exact: true });
  await expect(photos).toContainText(
    'Aún no hay fotos. Agrega fotos de antes, daños, durante y después desde el techo.',
  );
  await expect(photos.getByRole('button', { name: 'Informe de fotos (PDF)' })).toBeDisabled();
  await expect(photos).toContainText('Agrega fotos para hacer un informe de fotos.');
  await photos.getByLabel('Etiqueta de estas fotos').selectOption({ label: 'Antes' });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Agregar fotos' }).click();
  await (await chooser).setFiles([await photo()]);
  await expect(photos.getByText('1 de 1 foto agregada')).toBeVisible();
  await expect(photos.getByRole('heading', { name: 'Subidas' })).toBeVisible();
  await expect(photos.getByRole('heading', { name: 'Antes (1)' })).toBeVisible();
  await shootBothWidths(page, 'fotos');

  await photos.getByRole('button', { name: 'Foto 1 de 1, Antes' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 1 de 1' });
  await expect(viewer.getByText('Subida por')).toBeVisible();
  await expect(viewer.getByText(/^Carl Crew el \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Foto siguiente' })).toBeVisible();
  await viewer.getByRole('textbox', { name: 'Descripción' }).fill('Techo antes de empezar');
  await viewer.getByRole('button', { name: 'Guardar' }).click();
  await expect(viewer.getByText('Guardado.')).toBeVisible();
  await shootBothWidths(page, 'foto-abierta', false);
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toHaveCount(0);

  // Pitch Finder: by hand, then with the phone.
  await page.goto('/pitch-finder');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medidor de inclinación' }),
  ).toBeVisible();
  const info = page.getByRole('region', { name: 'Datos de la inclinación' });
  await expect(info).toContainText('Notación estándar');
  await expect(info).toContainText(
    'Con esta inclinación, 1,000 pies² de área en planta son 1,118 pies² de superficie de techo.',
  );
  await expect(page.getByRole('table', { name: 'Referencia de inclinaciones' })).toContainText(
    'Inclinación estándar Más cercana',
  );
  await page.getByLabel('Elevación (pulgadas)').fill('30');
  await expect(page.getByText('La elevación debe estar entre 0 y 24 pulgadas')).toBeVisible();
  await expect(
    page.getByText('Los resultados siguen mostrando la última inclinación válida, 6:12.'),
  ).toBeVisible();
  await page.getByLabel('Elevación (pulgadas)').fill('6');
  const drawing = page.getByRole('img', {
    name: 'Techo dibujado con inclinación 6:12, 26.6°: Inclinación estándar',
  });
  await expect(drawing).toContainText('Inclinación estándar');
  await expect(page.locator('main')).not.toContainText(/Pitch reference|Rise|Calculator|Measure/);
  await shootBothWidths(page, 'medidor-a-mano');

  await page.getByRole('button', { name: 'Con el teléfono' }).click();
  await expect(page.getByText('Medición terminada')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Inclinación medida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Medir otra vez' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calibración del nivel' })).toBeVisible();
  await shootBothWidths(page, 'medidor-con-telefono');
});
