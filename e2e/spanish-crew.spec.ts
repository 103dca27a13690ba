import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { bookToday } from './crew-day';
import { shootBothWidths } from './both-widths';
import { expect, MOBILE, test } from './fixtures';

// A crew member who chose Spanish (Account > Language) does a day on a 375 px phone: My jobs, the
// work order, the checklist, photos and Pitch Finder. The whole page is read, the app's header and
// menus with it: no English word of these screens may be left, outside what people typed (names,
// addresses, notes) and the names in the company's price list, which stay as the office wrote
// them. The checklist's and the pipeline's items a company starts with are read in Spanish.

test.describe.configure({ timeout: 240_000 });
test.use({ role: 'crew' });

/** What was typed for this test's job, and the company's own lists: read as they were written. */
const TYPED = [
  'Delgado roof',
  'Rosa Delgado',
  '77 Birch Ln, Portland, OR',
  'Dog in the yard',
  'Carl Crew',
  'Olga Owner',
  'Test Crew',
  'Alpha',
  'Ridgeline',
];

/**
 * English words of these screens (their buttons, headings, states and the app's header and
 * menus), each of which would be a word left untranslated. Words that read the same in Spanish
 * ("Total", "No", "Plan") are not in it.
 */
const ENGLISH = [
  'Save',
  'Saved',
  'Saving',
  'Cancel',
  'Close',
  'Delete',
  'Loading',
  'Photos',
  'Photo',
  'Checklist',
  'Calculate',
  'Calculator',
  'Sign out',
  'Work order',
  'My jobs',
  'Today',
  'Tomorrow',
  'Materials',
  'Roof',
  'Job started',
  'Job finished',
  'Started',
  'Finished',
  'Directions',
  'Call',
  'Projects',
  'Project',
  'Account',
  'Menu',
  'Dashboard',
  'Settings',
  'Map View',
  'Pitch Finder',
  'Pitch',
  'Rise',
  'Run',
  'Measure',
  'Standard',
  'Add photos',
  'Upload',
  'Uploaded',
  'Before',
  'During',
  'After',
  'Damage',
  'Caption',
  'Next',
  'Previous',
  'Back',
  'Offline',
  'Online',
  'Sync',
  'Skip to',
  'Main',
  'Search',
  'Status',
  'Notes',
  'Crew',
  'Customer',
  'Address',
  'Phone',
  'Schedule',
  'Estimate',
  'Details',
  'Production',
  'Inspection',
  'Lead',
  'Sold',
  'Scheduled',
  'Completed',
  'Paid',
  'Lost',
  'Tear-off',
  'Cleanup',
  'Shingles',
  'Delivery',
  'Stage',
  'Show',
  'Hide',
  'Open',
  'Try again',
  'Could not',
  'square feet',
  'sq ft',
  'degrees',
  'inches',
  'of',
  'the',
  'and',
  'with',
  'your',
  'this',
  'to',
];

/** Every `name` in an API answer: the people's, the job's, the crew's and the materials'. */
function namesIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) namesIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'name' && typeof v === 'string') into.push(v);
      else namesIn(v, into);
    }
  }
  return into;
}

/** The English words of the list on the page's text, once the typed names are taken out. */
async function englishLeft(page: Page, typed: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  // The longest first, so a name inside a longer one does not leave the rest of it behind.
  for (const t of [...typed].sort((a, b) => b.length - a.length)) text = text.split(t).join(' ');
  return ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
}

let typedNames: string[] = TYPED;

async function expectNoEnglish(page: Page, where: string) {
  expect.soft(await englishLeft(page, typedNames), `English left on ${where}`).toEqual([]);
}

/** A small JPEG, as a phone's camera would hand over. */
async function photo() {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'techo.jpg', mimeType: 'image/jpeg', buffer };
}

test('a crew member who chose Spanish goes through the day on a phone without an English word', async ({
  page,
  users,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize(MOBILE);
  // The office books today's job; the crew member is this test's browser.
  const owner = await users.create('owner', 'Olga Owner');
  const office = await playwright.request.newContext({ baseURL, extraHTTPHeaders: owner.headers });
  const me = users.me!;
  const { projectId } = await bookToday(office, me);
  await office.dispose();
  // The materials' names are the company's price list, as the office wrote it.
  const jobs: unknown = await (await page.request.get('/api/my-jobs')).json();
  typedNames = [...TYPED, ...namesIn(jobs)];

  // Account > Language: Español. The choice is saved on the account.
  await page.goto('/account');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeVisible();
  await expectNoEnglish(page, 'Account');

  // My jobs and today's job.
  await page.goto('/my-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeVisible();
  const job = page.getByRole('article', { name: 'Delgado roof' });
  await expect(job.getByText('Hoy', { exact: true })).toBeVisible();
  await expect(job.getByRole('button', { name: 'Trabajo empezado' })).toBeVisible();
  await expectNoEnglish(page, 'My jobs');

  // The phone's menu.
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoEnglish(page, 'the menu');
  await shootBothWidths(page, 'crew-menu', false);
  await page.keyboard.press('Escape');

  // The work order.
  await job.getByText('Orden de trabajo').click();
  await expect(job.getByRole('region', { name: 'Materiales' })).toBeVisible();
  await expect(job.getByRole('region', { name: 'Techo' })).toContainText(
    'El techo no se ha medido en el mapa.',
  );
  await expectNoEnglish(page, 'the work order');

  // The checklist: an item ticked.
  await expect(job.getByText(/^Lista de tareas \(0 de \d+\)$/)).toBeVisible();
  await job.getByRole('checkbox', { name: 'Retiro del techo viejo' }).check();
  await expect(job.getByRole('checkbox', { name: 'Fotos tomadas' })).toBeVisible();
  await expect(job.getByText(/^Lista de tareas \(1 de \d+\)$/)).toBeVisible();
  await job.getByRole('button', { name: 'Trabajo empezado' }).click();
  await expect(job.getByText(/^Empezado a las \d{1,2}:\d{2}/)).toBeVisible();
  await expectNoEnglish(page, 'the checklist');
  await shootBothWidths(page, 'crew-my-jobs');

  await job.getByRole('button', { name: 'Trabajo terminado' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Está terminado el trabajo?' });
  await expect(confirm).toBeVisible();
  await expectNoEnglish(page, 'the job finished dialog');
  await confirm.getByRole('button', { name: 'Sí, trabajo terminado' }).click();
  await expect(job.getByText(/^Terminado a las \d{1,2}:\d{2}/)).toBeVisible();
  await expectNoEnglish(page, 'My jobs after the day');

  // Photos, on the project's page.
  await page.goto(`/projects/${projectId}`);
  const photos = page.getByRole('region', { name: 'Fotos', exact: true });
  await expect(photos.getByRole('button', { name: 'Agregar fotos' })).toBeVisible();
  await expectNoEnglish(page, 'the project page');
  await photos.getByLabel('Etiqueta de estas fotos').selectOption({ label: 'Antes' });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Agregar fotos' }).click();
  await (await chooser).setFiles([await photo()]);
  await expect(photos.getByRole('heading', { name: 'Antes (1)' })).toBeVisible();
  await expectNoEnglish(page, 'the photos');
  await shootBothWidths(page, 'crew-photos');

  await photos.getByRole('button', { name: 'Foto 1 de 1, Antes' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 1 de 1' });
  await viewer.getByRole('textbox', { name: 'Descripción' }).fill('Techo antes de empezar');
  await viewer.getByRole('button', { name: 'Guardar' }).click();
  await expect(viewer.getByText('Guardado.')).toBeVisible();
  await expectNoEnglish(page, 'an open photo');
  await shootBothWidths(page, 'crew-photo-open', false);
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toHaveCount(0);

  // Pitch Finder: by hand, a wrong rise, then with the phone.
  await page.goto('/pitch-finder');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medidor de inclinación' }),
  ).toBeVisible();
  await expectNoEnglish(page, 'Pitch Finder');
  await page.getByLabel('Elevación (pulgadas)').fill('30');
  await expect(page.getByText('La elevación debe estar entre 0 y 24 pulgadas')).toBeVisible();
  await expectNoEnglish(page, 'Pitch Finder with a wrong rise');
  await page.getByLabel('Elevación (pulgadas)').fill('6');
  await shootBothWidths(page, 'crew-pitch-finder');
  await page.getByRole('button', { name: 'Con el teléfono' }).click();
  await expect(page.getByText('Medición terminada')).toBeVisible({ timeout: 15_000 });
  await expectNoEnglish(page, 'Pitch Finder with the phone');
  await shootBothWidths(page, 'crew-pitch-finder-phone');
});
