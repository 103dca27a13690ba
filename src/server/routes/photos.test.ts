import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../domain/photo/photo';
import { startLoopbackS3 } from '../testing/loopback-s3';
import { createPhotoStorage } from '../photos/create-storage';
import type { PhotoStorage } from '../photos/storage';
import {
  CAMERA_GPS,
  cameraJpeg,
  smallJpeg,
  smallWebp,
  transparentPng,
} from '../testing/test-images';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';
import { fetchBytes, HEIC, newProject, upload } from '../testing/photo-requests';

/** Every key the storage holds (photos and proposal copies). */
const allKeys = (storage: PhotoStorage) => storage.list('');

interface StorageSetup {
  name: string;
  start(): Promise<{ overrides: Partial<TestApp['config']>; close(): Promise<void> }>;
}

const storages: StorageSetup[] = [
  { name: 'folder', start: async () => ({ overrides: {}, close: async () => {} }) },
  {
    name: 'S3',
    async start() {
      const s3 = await startLoopbackS3();
      return { overrides: { s3: s3.config }, close: () => s3.close() };
    },
  },
];

const matrix = dbTargets().flatMap((db) => storages.map((s) => [db, s] as const));

describe.each(matrix)('photos API on %s with %o storage', (target, storageSetup) => {
  let t: TestApp;
  let storage: PhotoStorage & { close(): void };
  let closeStorage: () => Promise<void>;
  let projectId: string;

  beforeAll(async () => {
    const started = await storageSetup.start();
    closeStorage = started.close;
    t = await startTestApp(target, started.overrides);
    // A second handle on the same folder or bucket, to look at what the app stored.
    storage = createPhotoStorage(t.config);
    projectId = await newProject(t.url);
  });
  afterAll(async () => {
    storage.close();
    await t.close();
    await closeStorage();
  });

  it('stores a camera JPEG upright, at most 2048 px, keeping its time and GPS as fields only', async () => {
    const original = await cameraJpeg();
    // The original really has them (so the checks below mean something).
    expect(await exifr.gps(original)).toMatchObject({
      latitude: expect.closeTo(CAMERA_GPS.latitude, 5),
      longitude: expect.closeTo(CAMERA_GPS.longitude, 5),
    });
    const r = await upload(t.url, projectId, [{ bytes: original, name: 'IMG_0001.JPG' }], {
      tag: 'damage',
      caption: 'Hail damage, north slope',
    });
    expect(r.status).toBe(201);
    expect(r.body).toHaveLength(1);
    const photo = r.body[0] as Photo;
    expect(photo).toMatchObject({
      projectId,
      tag: 'damage',
      caption: 'Hail damage, north slope',
      takenAt: '2024-05-01T14:03:22-04:00',
      latitude: expect.closeTo(CAMERA_GPS.latitude, 5),
      longitude: expect.closeTo(CAMERA_GPS.longitude, 5),
      // Sideways 3000 × 2000 turned upright (2000 × 3000), then fitted within 2048.
      width: 1365,
      height: 2048,
      contentType: 'image/jpeg',
      originalName: 'IMG_0001.JPG',
      uploadedBy: t.owner.id,
      uploadedByName: 'Olive Owner',
      imageUrl: `/api/photos/${photo.id}/image`,
      thumbUrl: `/api/photos/${photo.id}/thumb`,
      version: 1,
    });
    expect(photo).not.toHaveProperty('storageKey');

    const image = await fetchBytes(t.url, photo.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Number(image.headers.get('content-length'))).toBe(image.bytes.length);
    expect(image.bytes.length).toBe(photo.byteSize);
    const meta = await sharp(image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1365, 2048]);
    // Upright: red (the stored left half) is now on top.
    const { data } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    const top = [data[0], data[1], data[2]];
    const bottomAt = (meta.height! - 1) * meta.width! * 3;
    const bottom = [data[bottomAt], data[bottomAt + 1], data[bottomAt + 2]];
    expect(top[0]).toBeGreaterThan(180);
    expect(bottom[2]).toBeGreaterThan(180);

    // No metadata at all in what is served: no EXIF, no GPS, no orientation, no XMP.
    for (const served of [image.bytes, (await fetchBytes(t.url, photo.thumbUrl)).bytes]) {
      expect(await exifr.gps(served).catch(() => undefined)).toBeUndefined();
      expect(await exifr.parse(served, true).catch(() => undefined)).toBeUndefined();
      const m = await sharp(served).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(served.includes(Buffer.from('RoofCam'))).toBe(false);
    }

    const thumb = await fetchBytes(t.url, photo.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const tm = await sharp(thumb.bytes).metadata();
    expect(Math.max(tm.width!, tm.height!)).toBe(400);
    expect(tm.height).toBe(400);
  });

  it('stores a transparent PNG as JPEG on white, and keeps a WebP as WebP', async () => {
    const png = await upload(t.url, projectId, [
      { bytes: await transparentPng(), name: 'plan.png', type: 'image/png' },
    ]);
    expect(png.status).toBe(201);
    expect(png.body[0]).toMatchObject({
      contentType: 'image/jpeg',
      width: 500,
      height: 300,
      tag: 'other',
      caption: '',
      takenAt: null,
      latitude: null,
      longitude: null,
    });
    const pngImage = await fetchBytes(t.url, png.body[0].imageUrl);
    const { data } = await sharp(pngImage.bytes).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent green over white, not over black.
    expect(data[0]).toBeGreaterThan(100);

    const webp = await upload(t.url, projectId, [
      { bytes: await smallWebp(), name: 'x.webp', type: 'image/webp' },
    ]);
    expect(webp.status).toBe(201);
    expect(webp.body[0]).toMatchObject({ contentType: 'image/webp', width: 800, height: 600 });
    const webpImage = await fetchBytes(t.url, webp.body[0].imageUrl);
    expect(webpImage.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webpImage.bytes).metadata()).format).toBe('webp');
  });

  it('reads an iPhone-style HEIC (HEVC): pixels, capture time and GPS', async () => {
    const r = await upload(t.url, projectId, [
      { bytes: HEIC, name: 'IMG_4000.HEIC', type: 'image/heic' },
    ]);
    expect(r.status).toBe(201);
    expect(r.body[0]).toMatchObject({
      contentType: 'image/jpeg',
      width: 120,
      height: 80,
      takenAt: '2023-09-14T08:15:00',
      latitude: expect.closeTo(39.7333333, 5),
      longitude: expect.closeTo(-104.9833333, 5),
    });
    const image = await fetchBytes(t.url, r.body[0].imageUrl);
    const { data } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180); // red on the left
    expect(data[119 * 3 + 2]).toBeGreaterThan(180); // blue on the right
    expect(await exifr.gps(image.bytes).catch(() => undefined)).toBeUndefined();
  });

  it('answers 304 to a client that has the file, and 404 for an unknown photo', async () => {
    const [photo] = (await upload(t.url, projectId, [{ bytes: await smallJpeg() }])).body;
    const first = await fetchBytes(t.url, photo.imageUrl);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchBytes(t.url, photo.imageUrl, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const head = await fetch(t.url + photo.imageUrl, {
      method: 'HEAD',
      headers: { cookie: cookieFor(t.url) },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(first.bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const thumbTag = (await fetchBytes(t.url, photo.thumbUrl)).headers.get('etag');
    expect(thumbTag).not.toBe(etag);
    for (const url of ['/api/photos/nope/image', '/api/photos/nope/thumb']) {
      const r = await api(t.url, 'GET', url);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
  });

  it('lists a project’s photos oldest first', async () => {
    const p = await newProject(t.url, 'Listing');
    const a = (await upload(t.url, p, [{ bytes: await smallJpeg() }], { caption: 'first' }))
      .body[0];
    const b = (await upload(t.url, p, [{ bytes: await smallJpeg() }], { caption: 'second' }))
      .body[0];
    const r = await api(t.url, 'GET', `/api/projects/${p}/photos`);
    expect(r.status).toBe(200);
    expect(r.body.map((x: Photo) => x.id)).toEqual([a.id, b.id]);
    expect(r.body[0]).toEqual(a);
    expect(
      (await api(t.url, 'GET', `/api/projects/${await newProject(t.url)}/photos`)).body,
    ).toEqual([]);
    expect((await api(t.url, 'GET', '/api/projects/nope/photos')).status).toBe(404);
  });

  it('edits tag and caption with the version read, 409 with the current photo when stale', async () => {
    const [photo] = (await upload(t.url, projectId, [{ bytes: await smallJpeg() }])).body;
    const r = await api(t.url, 'PATCH', `/api/photos/${photo.id}`, {
      tag: 'before',
      caption: '  Ridge before tear-off  ',
      version: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tag: 'before', caption: 'Ridge before tear-off', version: 2 });
    const stale = await api(t.url, 'PATCH', `/api/photos/${photo.id}`, {
      caption: 'x',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      id: photo.id,
      caption: 'Ridge before tear-off',
      version: 2,
    });
    expect((await api(t.url, 'PATCH', '/api/photos/nope', { version: 1 })).status).toBe(404);
    for (const [body, field] of [
      [{ tag: 'roof', version: 2 }, 'tag'],
      [{ caption: 'x'.repeat(501), version: 2 }, 'caption'],
      [{ caption: 5, version: 2 }, 'caption'],
      [{ caption: 'x' }, 'version'],
      [{ version: 2, storageKey: '../x' }, ''],
    ] as const) {
      const bad = await api(t.url, 'PATCH', `/api/photos/${photo.id}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      if (field) expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it('deletes a photo and both its files', async () => {
    const p = await newProject(t.url, 'Deleting');
    const [photo] = (await upload(t.url, p, [{ bytes: await smallJpeg() }])).body;
    expect(await storage.list(`projects/${p}/`)).toHaveLength(2);
    const r = await api(t.url, 'DELETE', `/api/photos/${photo.id}`);
    expect(r.status).toBe(204);
    expect(await storage.list(`projects/${p}/`)).toEqual([]);
    expect((await api(t.url, 'GET', photo.imageUrl)).status).toBe(404);
    expect((await api(t.url, 'DELETE', `/api/photos/${photo.id}`)).status).toBe(404);
  });

  it('deleting a project removes its photos and its proposals’ photo copies from storage', async () => {
    const { projectId: p, estimate } = await projectWithEstimate(t.url);
    const keep = await newProject(t.url, 'Neighbour');
    await upload(t.url, p, [{ bytes: await smallJpeg() }]);
    await upload(t.url, p, [{ bytes: await cameraJpeg() }]);
    await upload(t.url, keep, [{ bytes: await smallJpeg() }]);
    const proposal = await sendProposal(t.url, estimate.id);
    // A proposal's own copy of a photo (what a proposal with photos keeps).
    await storage.put(`proposals/${proposal.proposal.id}/1.jpg`, await smallJpeg(), 'image/jpeg');
    const before = await allKeys(storage);
    expect(before.filter((k) => k.startsWith(`projects/${p}/`))).toHaveLength(4);

    expect((await api(t.url, 'DELETE', `/api/projects/${p}`)).status).toBe(204);
    const after = await allKeys(storage);
    expect(after.filter((k) => k.includes(p) || k.includes(proposal.proposal.id))).toEqual([]);
    // Nothing of another project went with it.
    expect(after.filter((k) => k.startsWith(`projects/${keep}/`))).toHaveLength(2);
  });
});
