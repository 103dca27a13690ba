import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import type { Photo } from '../../domain/photo/photo';
import { startLoopbackS3 } from '../testing/loopback-s3';
import { PHOTOS_RETRY_AFTER_S, PHOTOS_WAITING_MAX } from '../photos/process-photo';
import { UPLOAD_TEMP_PREFIX } from '../photos/receive-upload';
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

const HEIC = fs.readFileSync(path.join(import.meta.dirname, '../photos/fixtures/sample.heic'));
const HEIC_64_MEGAPIXELS = fs.readFileSync(
  path.join(import.meta.dirname, '../photos/fixtures/64-megapixel.heic'),
);

interface UploadFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** POST /api/projects/:id/photos as a browser's FormData would send it. */
async function upload(
  base: string,
  projectId: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
  cookie = cookieFor(base),
) {
  const form = new FormData();
  // Fields first, as the app sends them.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }),
      f.name ?? 'photo.jpg',
    );
  }
  const res = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, body };
}

async function fetchBytes(base: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers: { cookie: cookieFor(base), ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function newProject(base: string, name = 'Photo Roof'): Promise<string> {
  const r = await api(base, 'POST', '/api/projects', { name, address: '1 Main St' });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

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

describe.each(dbTargets())('photo uploads refused on %s', (target) => {
  let t: TestApp;
  let projectId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    projectId = await newProject(t.url);
  });
  afterAll(async () => t.close());

  const expectProblem = (
    r: { status: number; headers: Headers; body: { errors?: { path: string }[] } },
    status: number,
    field: string,
  ) => {
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(r.body.errors?.map((e) => e.path)).toContain(field);
  };

  it('415 for a file whose bytes are not a photo, whatever its name and type say', async () => {
    const text = Buffer.from('this is not a photo, just text\n'.repeat(50));
    expectProblem(await upload(t.url, projectId, [{ bytes: text, name: 'roof.jpg' }]), 415, 'file');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expectProblem(await upload(t.url, projectId, [{ bytes: gif, name: 'a.gif' }]), 415, 'file');
  });

  it('415 for a file that starts like a JPEG but cannot be read', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    const r = await upload(t.url, projectId, [{ bytes: broken, name: 'broken.jpg' }]);
    expectProblem(r, 415, 'file');
    expect(r.body.detail).toMatch(/could not be read/);
    const cut = (await cameraJpeg()).subarray(0, 20_000);
    expectProblem(await upload(t.url, projectId, [{ bytes: cut }]), 415, 'file');
  });

  it('413 for a file over 15 MiB (and exactly 15 MiB is not refused for its size)', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const r = await upload(t.url, projectId, [{ bytes: big, name: 'huge.jpg' }]);
    expectProblem(r, 413, 'file');
    expect(r.body.detail).toMatch(/15 MB/);
    const exact = big.subarray(0, MAX_PHOTO_BYTES);
    // Within the limit it is read, and refused only as not a readable JPEG.
    expectProblem(await upload(t.url, projectId, [{ bytes: exact }]), 415, 'file');
  });

  it('413 for a photo of too many pixels, before decoding it', async () => {
    // 12000 × 12000 of one colour: a small PNG that would take ~400 MB to decode.
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    expectProblem(
      await upload(t.url, projectId, [{ bytes: bomb, type: 'image/png' }]),
      413,
      'file',
    );
  });

  it('503 with Retry-After, never a long wait or a 500, for photos beyond the queue when 40 arrive at once', async () => {
    // 24 megapixels of one colour: a small file that takes a while to decode and resize.
    const big = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: '#8a6d3b' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A project of its own: the other tests here expect theirs to hold no photo.
    const busyProject = await newProject(t.url);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        upload(t.url, busyProject, [{ bytes: big, type: 'image/png', name: `p${i}.png` }]),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(','),
    ).toBe(true);
    // Two at work and PHOTOS_WAITING_MAX waiting are always taken.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(PHOTOS_WAITING_MAX + 2);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) {
      expect(b.headers.get('retry-after')).toBe(String(PHOTOS_RETRY_AFTER_S));
      expect(b.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  }, 120_000);

  it('413 for a second photo in one request, storing none: one photo is what a request may cost', async () => {
    const p = await newProject(t.url, 'Too many');
    const jpeg = await smallJpeg(8, 8);
    const r = await upload(t.url, p, [{ bytes: jpeg }, { bytes: jpeg }]);
    expectProblem(r, 413, 'file');
    expect(r.body.detail).toBe('Send one photo per upload');
    const parts = await upload(t.url, p, [{ bytes: jpeg }], {
      tag: 'other',
      caption: 'x',
      extra1: 'x',
      extra2: 'x',
      extra3: 'x',
    });
    expectProblem(parts, 413, 'file');
    expect((await api(t.url, 'GET', `/api/projects/${p}/photos`)).body).toEqual([]);
  });

  it('413 for a HEIC of 64 megapixels in 38 KB, from its header, before decoding it', async () => {
    const p = await newProject(t.url, 'HEIC bomb');
    const t0 = performance.now();
    const r = await upload(t.url, p, [
      { bytes: HEIC_64_MEGAPIXELS, name: 'IMG_9999.HEIC', type: 'image/heic' },
    ]);
    const ms = performance.now() - t0;
    expectProblem(r, 413, 'file');
    expect(r.body.detail).toMatch(/more than 50 megapixels/);
    // Decoding it takes seconds even on a fast machine; reading its header, milliseconds.
    expect(ms).toBeLessThan(1500);
    expect((await api(t.url, 'GET', `/api/projects/${p}/photos`)).body).toEqual([]);
  });

  it('404 for an unknown project, 400 naming tag or caption, 400 without a file', async () => {
    const jpeg = await smallJpeg();
    const r404 = await upload(t.url, 'no-such-project', [{ bytes: jpeg }]);
    expect(r404.status).toBe(404);
    expectProblem(await upload(t.url, projectId, [{ bytes: jpeg }], { tag: 'roof' }), 400, 'tag');
    expectProblem(
      await upload(t.url, projectId, [{ bytes: jpeg }], { caption: 'x'.repeat(501) }),
      400,
      'caption',
    );
    // Far over the field's byte limit: cut by the parser, still named.
    expectProblem(
      await upload(t.url, projectId, [{ bytes: jpeg }], { caption: 'é'.repeat(5000) }),
      400,
      'caption',
    );
    expectProblem(await upload(t.url, projectId, [], { tag: 'before' }), 400, 'file');
    const unknown = await upload(t.url, projectId, [{ bytes: jpeg }], { colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/colour/);
    // Not multipart at all.
    const json = await api(t.url, 'POST', `/api/projects/${projectId}/photos`, { file: 'x' });
    expect(json.status).toBe(415);
    expect((await api(t.url, 'GET', `/api/projects/${projectId}/photos`)).body).toEqual([]);
  });

  it('leaves no temp file behind, whatever happened', async () => {
    const tempFiles = () =>
      fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(UPLOAD_TEMP_PREFIX));
    const before = new Set(tempFiles());
    await upload(t.url, projectId, [{ bytes: Buffer.from('text'), name: 'a.jpg' }]);
    await upload(t.url, projectId, [{ bytes: await smallJpeg() }], { tag: 'bad' });
    await upload(t.url, projectId, [{ bytes: await smallJpeg() }]);
    expect(tempFiles().filter((n) => !before.has(n))).toEqual([]);
  });

  it('removes the temp file of an upload the client abandons halfway', async () => {
    const tempFiles = () =>
      fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(UPLOAD_TEMP_PREFIX));
    const before = new Set(tempFiles());
    const { hostname, port } = new URL(t.url);
    const req = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: `/api/projects/${projectId}/photos`,
      headers: {
        cookie: cookieFor(t.url),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5_000_000),
      },
    });
    req.on('error', () => {});
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
    req.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200_000)]));
    // The server has started writing the part to a temp file.
    await expect.poll(() => tempFiles().filter((n) => !before.has(n)).length).toBe(1);
    req.destroy();
    await expect.poll(() => tempFiles().filter((n) => !before.has(n))).toEqual([]);
  });

  it('crew may add and edit photos but not delete them; signed out may do nothing', async () => {
    const { cookie: crew } = await t.signInAs('crew', 'Cody Crew');
    const r = await upload(t.url, projectId, [{ bytes: await smallJpeg() }], {}, crew);
    expect(r.status).toBe(201);
    expect(r.body[0].uploadedByName).toBe('Cody Crew');
    const id = r.body[0].id as string;
    const patched = await api(
      t.url,
      'PATCH',
      `/api/photos/${id}`,
      { tag: 'during', version: 1 },
      {
        cookie: crew,
      },
    );
    expect(patched.status).toBe(200);
    expect(
      (await api(t.url, 'DELETE', `/api/photos/${id}`, undefined, { cookie: crew })).status,
    ).toBe(403);
    expect((await fetchBytes(t.url, `/api/photos/${id}/thumb`, { cookie: crew })).status).toBe(200);

    const out = { cookie: '' };
    expect((await upload(t.url, projectId, [{ bytes: await smallJpeg() }], {}, '')).status).toBe(
      401,
    );
    expect(
      (await api(t.url, 'GET', `/api/projects/${projectId}/photos`, undefined, out)).status,
    ).toBe(401);
    expect((await api(t.url, 'GET', `/api/photos/${id}/image`, undefined, out)).status).toBe(401);
    expect((await api(t.url, 'GET', `/api/photos/${id}/thumb`, undefined, out)).status).toBe(401);
    expect((await api(t.url, 'PATCH', `/api/photos/${id}`, { version: 2 }, out)).status).toBe(401);
    expect((await api(t.url, 'DELETE', `/api/photos/${id}`, undefined, out)).status).toBe(401);
  });

  it('logs added photos on the dashboard for every role, a burst of uploads as one line', async () => {
    const p = await newProject(t.url, 'Logged Roof');
    // The app sends one photo a request: they add up on the same line.
    for (let i = 0; i < 3; i++) await upload(t.url, p, [{ bytes: await smallJpeg() }]);
    const { cookie: crew } = await t.signInAs('crew', 'Carl Crew');
    const d = await api(t.url, 'GET', '/api/dashboard', undefined, { cookie: crew });
    const lines = (d.body.activity as { kind: string; projectId: string }[]).filter(
      (a) => a.kind === 'photos.added' && a.projectId === p,
    );
    expect(lines).toEqual([
      expect.objectContaining({ subject: 'Logged Roof (3 photos)', userName: 'Olive Owner' }),
    ]);
    // Someone else's photos are their own line.
    await upload(t.url, p, [{ bytes: await smallJpeg() }], {}, crew);
    const again = await api(t.url, 'GET', '/api/dashboard', undefined, { cookie: crew });
    expect(
      (again.body.activity as { kind: string; projectId: string; subject: string }[])
        .filter((a) => a.kind === 'photos.added' && a.projectId === p)
        .map((a) => a.subject),
    ).toEqual(['Logged Roof (1 photo)', 'Logged Roof (3 photos)']);
  });
});
