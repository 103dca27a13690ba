import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import { PHOTOS_RETRY_AFTER_S, PHOTOS_WAITING_MAX } from '../photos/process-photo';
import { UPLOAD_TEMP_PREFIX } from '../photos/receive-upload';
import { cameraJpeg, smallJpeg } from '../testing/test-images';
import { fetchBytes, HEIC_64_MEGAPIXELS, newProject, upload } from '../testing/photo-requests';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

// Uploads as the photo API takes them in: what it refuses (not a photo, too large, too many
// pixels, too many at once) with a problem naming the field, the temp files it never leaves,
// who may upload, and a burst of uploads logged as one line.

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
