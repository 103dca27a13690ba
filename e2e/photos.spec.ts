import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import type { Photo, PhotoTag } from '../src/domain/photo/photo';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Job photos on the project's page: picked with the file picker (resized in the browser before
// upload, one progress row each), shown by tag, opened full screen, captioned, deleted by the
// office. The photos are made here with sharp; each test has its own server and database.

interface PhotoSpec {
  width?: number;
  height?: number;
  seed?: number;
  /** EXIF Orientation (6: the camera was turned a quarter right) with a capture time and GPS. */
  exif?: { orientation: number };
}

/** A JPEG that compresses like a photo: a colour gradient with a little noise. */
async function photoJpeg({ width = 1600, height = 1200, seed = 1, exif }: PhotoSpec = {}) {
  const raw = Buffer.alloc(width * height * 3);
  let r = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    r = (r * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = ((x * 255) / width + seed * 60 + ((r >>> 24) % 24)) & 255;
    raw[i + 1] = ((y * 255) / height + seed * 25) & 255;
    raw[i + 2] = (seed * 90 + ((r >>> 16) % 24)) & 255;
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif) {
    image = image
      .withExif({
        IFD2: { DateTimeOriginal: '2024:05:01 14:03:22' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '45/1 30/1 3600/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 40/1 0/1',
        },
      })
      .withMetadata({ orientation: exif.orientation });
  }
  return image.jpeg({ quality: 90 }).toBuffer();
}

const jpegFile = async (name: string, spec?: PhotoSpec) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await photoJpeg(spec),
});

async function newProject(request: APIRequestContext, name = 'Nguyen Re-roof') {
  const res = await request.post('/api/projects', {
    data: { name, address: '48 Birch Ln, Portland, OR' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Photos added through the API, as another phone would. */
async function addPhotos(
  request: APIRequestContext,
  projectId: string,
  photos: { tag: PhotoTag; caption?: string; seed: number }[],
) {
  for (const p of photos) {
    const res = await request.post(`/api/projects/${projectId}/photos`, {
      multipart: {
        tag: p.tag,
        caption: p.caption ?? '',
        file: await jpegFile(`seed-${p.seed}.jpg`, { seed: p.seed, width: 1200, height: 900 }),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function listPhotos(request: APIRequestContext, projectId: string) {
  const res = await request.get(`/api/projects/${projectId}/photos`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Photo[];
}

const photosRegion = (page: Page) => page.getByRole('region', { name: 'Photos', exact: true });
const uploadRows = (page: Page) =>
  photosRegion(page).getByRole('list', { name: 'Uploads' }).getByRole('listitem');
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Photo \d+ of \d+$/ });

/** Picks files with the "Add photos" button, as a person would in the file picker. */
async function pickPhotos(page: Page, files: Awaited<ReturnType<typeof jpegFile>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await photosRegion(page).getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles(files);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** The file part of a multipart body, for checking what the browser really sent. */
function filePart(body: Buffer): Buffer {
  const header = body.indexOf('name="file"');
  const start = body.indexOf('\r\n\r\n', header) + 4;
  const end = body.lastIndexOf('\r\n--');
  return body.subarray(start, end);
}

/** Tabs through the page until `target` has the focus: keyboard only, as a person would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

test.describe('adding photos at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('three photos picked are resized, each with its progress row, and shown under their tag', async ({
    page,
    request,
  }, testInfo) => {
    const projectId = await newProject(request);
    const sent: Buffer[] = [];
    await page.route('**/api/projects/*/photos', (route) => {
      if (route.request().method() === 'POST') sent.push(route.request().postDataBuffer()!);
      return route.fallback();
    });
    await page.goto(`/projects/${projectId}`);
    await expect(
      photosRegion(page).getByText('No photos yet. Add before, damage, during and after photos'),
    ).toBeVisible();

    await photosRegion(page).getByLabel('Tag for these photos').selectOption('damage');
    await pickPhotos(page, [
      // A phone's photo: 3000 × 2000 pixels, held upright (EXIF orientation 6), with GPS.
      await jpegFile('IMG_0001.jpg', {
        width: 3000,
        height: 2000,
        seed: 1,
        exif: { orientation: 6 },
      }),
      await jpegFile('IMG_0002.jpg', { seed: 2 }),
      await jpegFile('IMG_0003.jpg', { seed: 3 }),
    ]);

    await expect(uploadRows(page)).toHaveCount(3);
    for (const name of ['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']) {
      const row = uploadRows(page).filter({ hasText: name });
      await expect(row.getByRole('progressbar', { name: `Upload of ${name}` })).toBeVisible();
      await expect(row.getByText(/^Added/)).toBeVisible();
    }
    await expect(photosRegion(page).getByText('3 of 3 photos added')).toBeVisible();
    await expect(photosRegion(page).getByRole('heading', { name: 'Damage (3)' })).toBeVisible();
    const thumbs = photosRegion(page).getByRole('button', { name: /^Photo \d of 3, Damage$/ });
    await expect(thumbs).toHaveCount(3);
    for (const img of await photosRegion(page).locator('img[loading="lazy"]').all()) {
      await expect(img).toHaveJSProperty('complete', true);
    }
    await page.screenshot({ path: testInfo.outputPath('added-375.png'), fullPage: true });

    // What left the phone: the big photo turned upright and resized to 2048 px on its long side,
    // its capture time and position still in its EXIF (the server records them)...
    expect(sent).toHaveLength(3);
    const metas = await Promise.all(sent.map((b) => sharp(filePart(b)).metadata()));
    const big = metas.findIndex((m) => Math.max(m.width ?? 0, m.height ?? 0) === 2048);
    expect(big).toBeGreaterThanOrEqual(0);
    expect(metas[big]).toMatchObject({ width: 1365, height: 2048, orientation: 1 });
    const gps = await exifr.gps(filePart(sent[big]!));
    expect(gps?.latitude).toBeCloseTo(45.51, 2);

    // ...and what the server made of them.
    const stored = await listPhotos(request, projectId);
    expect(stored.map((p) => p.tag)).toEqual(['damage', 'damage', 'damage']);
    const portrait = stored.find((p) => p.height > p.width)!;
    expect(portrait).toMatchObject({ width: 1365, height: 2048 });
    expect(portrait.takenAt).toMatch(/^2024-05-01T14:03:22/);
    expect(portrait.latitude).toBeCloseTo(45.51, 2);
  });

  test('a failed upload stays with its reason until retried; a file the server refuses says why', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const projectId = await newProject(request);
    let refusals = 1;
    await page.route('**/api/projects/*/photos', (route) => {
      if (route.request().method() !== 'POST' || refusals === 0) return route.fallback();
      refusals -= 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Internal Server Error', detail: 'Storage is unavailable' }),
      });
    });
    await page.goto(`/projects/${projectId}`);
    await pickPhotos(page, [await jpegFile('roof.jpg', { seed: 4 })]);

    const row = uploadRows(page).filter({ hasText: 'roof.jpg' });
    await expect(row.getByText('Failed: Storage is unavailable')).toBeVisible();
    await expect(photosRegion(page).getByText('0 of 1 photo added, 1 failed')).toBeVisible();
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(row.getByText(/^Added/)).toBeVisible();
    await expect(photosRegion(page).getByRole('heading', { name: 'Other (1)' })).toBeVisible();

    // Not a photo at all (the picker's filter is only a hint): the server's 415 message shows.
    await pickPhotos(page, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo\n') },
    ]);
    const refused = uploadRows(page).filter({ hasText: 'notes.txt' });
    await expect(refused.getByText(/^Failed: .+/)).toBeVisible();
    await expect(refused.getByText('Failed: Request failed')).toHaveCount(0);
    await refused.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(uploadRows(page)).toHaveCount(1);
    expect(await listPhotos(request, projectId)).toHaveLength(1);

    // An iPhone's HEIC, which Chromium cannot decode: sent as it is, and the server reads it.
    await pickPhotos(page, [
      {
        name: 'IMG_4001.HEIC',
        mimeType: 'image/heic',
        buffer: fs.readFileSync('src/server/photos/fixtures/sample.heic'),
      },
    ]);
    await expect(
      uploadRows(page)
        .filter({ hasText: 'IMG_4001.HEIC' })
        .getByText(/^Added/),
    ).toBeVisible();
    const heic = (await listPhotos(request, projectId)).find(
      (p) => p.originalName === 'IMG_4001.HEIC',
    );
    expect(heic).toMatchObject({ width: 120, height: 80 });
    expect(heic?.takenAt).toMatch(/^2023-09-14T08:15:00/);
    // The browser logs each refused request; those two are this test's own.
    expect(consoleErrors).toEqual([
      expect.stringContaining('status of 500'),
      expect.stringContaining('status of 415'),
    ]);
    consoleErrors.splice(0);
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test('"Take photo" opens the rear camera, and its photo is added', async ({ page, request }) => {
    const projectId = await newProject(request);
    await page.goto(`/projects/${projectId}`);
    await expect(photosRegion(page).locator('input[type=file][capture=environment]')).toHaveCount(
      1,
    );
    const chooser = page.waitForEvent('filechooser');
    await photosRegion(page).getByRole('button', { name: 'Take photo' }).click();
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(false);
    await picker.setFiles([await jpegFile('camera.jpg', { seed: 19 })]);
    await expect(uploadRows(page).getByText(/^Added/)).toBeVisible();
    await expect(
      photosRegion(page).getByRole('button', { name: 'Photo 1 of 1, Other' }),
    ).toBeVisible();
  });
});

test.describe('the viewer', () => {
  test.use({ viewport: DESKTOP });

  test('by keyboard only: Enter opens, arrows step, Escape closes back on the thumbnail', async ({
    page,
    request,
  }) => {
    const projectId = await newProject(request);
    await addPhotos(request, projectId, [
      { tag: 'after', seed: 5 },
      { tag: 'damage', seed: 6, caption: 'Hail hits on the north slope' },
      { tag: 'damage', seed: 7 },
    ]);
    const images: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/photos\/[^/]+\/image$/.test(r.url())) images.push(r.url());
    });
    await page.goto(`/projects/${projectId}`);
    const region = photosRegion(page);
    // Grouped in the tags' order: Damage before After, whatever the upload order.
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(['Damage (2)', 'After (1)']);
    const first = region.getByRole('button', { name: 'Hail hits on the north slope' });
    const second = region.getByRole('button', { name: 'Photo 2 of 3, Damage' });
    await expect(region.getByRole('button', { name: 'Photo 3 of 3, After' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page shows thumbnails only: no full image loads until the viewer opens.
    expect(images).toEqual([]);

    await tabTo(page, first);
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Photo 1 of 3' })).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'Hail hits on the north slope' }),
    ).toHaveJSProperty('complete', true);
    await expect(dialog.getByText('Uploaded by')).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Photo 2 of 3' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Damage photo' })).toHaveJSProperty(
      'complete',
      true,
    );
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Photo 3 of 3' })).toBeVisible();
    // The last: a further step does nothing.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Photo 3 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading', { name: 'Photo 2 of 3' })).toBeVisible();
    expect(images.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The focus stays in the viewer: past its last control Chromium visits its own toolbar
    // (the body has the focus then), never the page behind.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate(
        (d) => d.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(where).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back on the thumbnail of the photo last shown.
    await expect(second).toBeFocused();
  });

  test('swipes step through photos on a phone', async ({ page, request }) => {
    await page.setViewportSize(MOBILE);
    const projectId = await newProject(request);
    await addPhotos(request, projectId, [
      { tag: 'before', seed: 8 },
      { tag: 'before', seed: 9 },
    ]);
    await page.goto(`/projects/${projectId}`);
    await photosRegion(page).getByRole('button', { name: 'Photo 1 of 2, Before' }).click();
    const dialog = viewer(page);
    const image = dialog.getByRole('img', { name: 'Before photo' });
    const box = (await image.boundingBox())!;
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await image.dispatchEvent('pointerdown', {
        pointerId: 7,
        clientX: from,
        clientY: y,
        pointerType: 'touch',
        isPrimary: true,
      });
      await image.dispatchEvent('pointerup', {
        pointerId: 7,
        clientX: to,
        clientY: y + 5,
        pointerType: 'touch',
        isPrimary: true,
      });
    };
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(dialog.getByRole('heading', { name: 'Photo 2 of 2' })).toBeVisible();
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect(dialog.getByRole('heading', { name: 'Photo 1 of 2' })).toBeVisible();
  });

  test('edits a caption and tag; a stale save shows the current values and keeps what was typed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const projectId = await newProject(request);
    await addPhotos(request, projectId, [{ tag: 'other', seed: 10 }]);
    await page.goto(`/projects/${projectId}`);
    await photosRegion(page).getByRole('button', { name: 'Photo 1 of 1, Other' }).click();
    const dialog = viewer(page);
    await dialog.getByRole('textbox', { name: 'Caption' }).fill('Soft decking by the chimney');
    await dialog.getByRole('combobox', { name: 'Tag' }).selectOption('damage');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Saved.')).toBeVisible();
    await expect(dialog.getByText('Soft decking by the chimney').first()).toBeVisible();

    // Someone else saves first.
    const [stored] = await listPhotos(request, projectId);
    expect(stored).toMatchObject({ caption: 'Soft decking by the chimney', tag: 'damage' });
    const theirs = await request.patch(`/api/photos/${stored!.id}`, {
      data: { caption: 'Chimney flashing rusted', version: stored!.version },
    });
    expect(theirs.status()).toBe(200);

    await dialog
      .getByRole('textbox', { name: 'Caption' })
      .fill('Decking soft for 3 ft around the chimney');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const conflict = dialog
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this photo' });
    await expect(conflict).toContainText('the caption “Chimney flashing rusted”');
    await expect(dialog.getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Decking soft for 3 ft around the chimney',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Saved.')).toBeVisible();
    await expect(conflict).toBeHidden();
    const [after] = await listPhotos(request, projectId);
    expect(after!.caption).toBe('Decking soft for 3 ft around the chimney');
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
    consoleErrors.splice(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      photosRegion(page).getByRole('button', { name: 'Decking soft for 3 ft around the chimney' }),
    ).toBeFocused();
  });

  test('the owner deletes a photo after confirming', async ({ page, request }) => {
    const projectId = await newProject(request);
    await addPhotos(request, projectId, [
      { tag: 'during', seed: 11 },
      { tag: 'during', seed: 12 },
    ]);
    await page.goto(`/projects/${projectId}`);
    await photosRegion(page).getByRole('button', { name: 'Photo 1 of 2, During' }).click();
    const dialog = viewer(page);
    const deleteButton = dialog.getByRole('button', { name: 'Delete photo' });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    expect(await listPhotos(request, projectId)).toHaveLength(2);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(confirm).toBeHidden();
    // The next photo takes its place.
    await expect(dialog.getByRole('heading', { name: 'Photo 1 of 1' })).toBeFocused();
    expect(await listPhotos(request, projectId)).toHaveLength(1);

    // The last one: the viewer closes and the empty gallery says so.
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(photosRegion(page).getByRole('heading', { name: 'Photos' })).toBeFocused();
    await expect(photosRegion(page).getByText('No photos yet.')).toBeVisible();
    expect(await listPhotos(request, projectId)).toHaveLength(0);
  });
});

test('crew add photos and caption them, but see no Delete', async ({ request, users }) => {
  const projectId = await newProject(request);
  const crew = await users.create('crew');
  const page = await (await users.context(crew)).newPage();
  await page.setViewportSize(MOBILE);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`/projects/${projectId}`);
  await photosRegion(page).getByLabel('Tag for these photos').selectOption('before');
  await pickPhotos(page, [await jpegFile('crew.jpg', { seed: 13 })]);
  await expect(uploadRows(page).getByText(/^Added/)).toBeVisible();

  await photosRegion(page).getByRole('button', { name: 'Photo 1 of 1, Before' }).click();
  const dialog = viewer(page);
  await expect(dialog.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
  await expect(dialog.getByText(crew.user.name)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete photo' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Caption' }).fill('Tear-off started');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Saved.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the project page with photos and uploads has no axe violations at 375 px', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  const projectId = await newProject(request);
  await addPhotos(request, projectId, [
    { tag: 'before', seed: 14 },
    { tag: 'damage', seed: 15, caption: 'Lifted shingles on the east side' },
    { tag: 'after', seed: 16 },
  ]);
  let refusals = 1;
  await page.route('**/api/projects/*/photos', (route) => {
    if (route.request().method() !== 'POST' || refusals === 0) return route.fallback();
    refusals -= 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Internal Server Error', detail: 'Storage is unavailable' }),
    });
  });
  await page.goto(`/projects/${projectId}`);
  await pickPhotos(page, [
    await jpegFile('east-slope.jpg', { seed: 17 }),
    await jpegFile('ridge.jpg', { seed: 18 }),
  ]);
  await expect(uploadRows(page).getByText(/^Failed/)).toBeVisible();
  await expect(uploadRows(page).getByText(/^Added/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await photosRegion(page).screenshot({ path: testInfo.outputPath('photos-375.png') });

  await photosRegion(page)
    .getByRole('button', { name: 'Lifted shingles on the east side' })
    .click();
  await expect(viewer(page).getByRole('img')).toHaveJSProperty('complete', true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('viewer-375.png') });
  expect(consoleErrors).toEqual([expect.stringContaining('status of 500')]);
  consoleErrors.splice(0);
});
