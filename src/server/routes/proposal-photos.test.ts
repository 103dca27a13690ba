import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../domain/photo/photo';
import { MAX_PROPOSAL_PHOTOS } from '../../domain/photo/photo';
import type { ProposalSnapshot } from '../../domain/proposal/proposal';
import { imageSizeOf, imageTypeOf } from '../../domain/photo/image-header';
import { pdfImages } from '../testing/pdf-images';
import { createFsPhotoStorage } from '../photos/storage-fs';
import { documentPhotoJpeg, documentPhotoWebp } from '../testing/document-photo-fixtures';
import { uploadPhoto } from '../testing/document-photo-upload';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('proposals with photos on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let projectId: string;
  let estimateId: string;
  let photos: Photo[];
  // Each customer request from an address of its own: the public routes are rate-limited.
  let ip = 1;
  const customer = () => ({ cookie: '', 'x-forwarded-for': `198.51.100.${ip++}` });

  const stored = () => createFsPhotoStorage(path.join(dataDir, 'photos'));
  const bytesOf = async (urlPath: string, headers: Record<string, string> = {}) => {
    const res = await fetch(t.url + urlPath, { headers: { cookie: cookieFor(t.url), ...headers } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const snapshotOf = async (proposalId: string) =>
    JSON.parse(
      (
        await t.database.db
          .selectFrom('proposals')
          .select('snapshot_json')
          .where('id', '=', proposalId)
          .executeTakeFirstOrThrow()
      ).snapshot_json,
    ) as ProposalSnapshot;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-p3-photos-'));
    t = await startTestApp(target, { trustProxy: 1, dataDir });
    ({
      projectId,
      estimate: { id: estimateId },
    } = await projectWithEstimate(t.url));
    photos = [
      await uploadPhoto(t.url, projectId, await documentPhotoJpeg(1600, 1200, 1), {
        tag: 'damage',
        caption: 'Hail damage on the north slope',
      }),
      await uploadPhoto(t.url, projectId, await documentPhotoJpeg(900, 1200, 2), {
        tag: 'before',
      }),
      await uploadPhoto(t.url, projectId, await documentPhotoWebp(1200, 900, 3), {
        tag: 'after',
        caption: 'New ridge vent',
        name: 'ridge.webp',
        type: 'image/webp',
      }),
    ];
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('freezes the chosen photos in the snapshot and copies their images for the customer', async () => {
    const [damage, before, after] = photos as [Photo, Photo, Photo];
    const sent = await sendProposal(t.url, estimateId, {
      photoIds: [after.id, damage.id],
    });
    const id = sent.proposal.id;
    const snapshot = await snapshotOf(id);
    expect(snapshot.photos).toEqual([
      { caption: 'New ridge vent', tag: 'after', takenAt: null, width: 1200, height: 900 },
      {
        caption: 'Hail damage on the north slope',
        tag: 'damage',
        takenAt: null,
        width: 1600,
        height: 1200,
      },
    ]);
    expect(before).toBeDefined();
    // The customer's view carries them too (no ids, nothing of the office).
    const view = await api(
      t.url,
      'GET',
      `/api/public/proposals/${sent.token}`,
      undefined,
      customer(),
    );
    expect(view.body.snapshot.photos).toHaveLength(2);
    expect(JSON.stringify(view.body)).not.toContain(damage.id);

    expect((await stored().list(`proposals/${id}/`)).sort()).toEqual([
      `proposals/${id}/0.jpg`,
      `proposals/${id}/1.jpg`,
    ]);
    // The JPEG is copied byte for byte; the WebP is served to the customer as a JPEG.
    const original = await bytesOf(`/api/photos/${damage.id}/image`);
    const first = await bytesOf(`/api/public/proposals/${sent.token}/photos/1`, customer());
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/jpeg');
    expect(first.bytes.equals(original.bytes)).toBe(true);
    const converted = await bytesOf(`/api/public/proposals/${sent.token}/photos/0`, customer());
    expect(imageTypeOf(converted.bytes)).toBe('image/jpeg');
    expect(imageSizeOf(converted.bytes)).toEqual({ width: 1200, height: 900 });
    // Private like every answer to a customer's link, but the browser may keep the image.
    for (const r of [first.res, converted.res]) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-robots-tag')).toBe('noindex');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
    // No EXIF or anything else beyond the image in what the customer gets.
    expect(converted.bytes.includes(Buffer.from('Exif'))).toBe(false);
    // A link checker's HEAD: the size without the bytes.
    const head = await fetch(`${t.url}/api/public/proposals/${sent.token}/photos/1`, {
      method: 'HEAD',
      headers: customer(),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(original.bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a photo the proposal does not have, with the private headers', async () => {
    const sent = await sendProposal(t.url, estimateId, { photoIds: [photos[0]!.id] });
    for (const n of ['1', '7', '-1', 'abc', '0.0', '00000000000']) {
      const r = await api(
        t.url,
        'GET',
        `/api/public/proposals/${sent.token}/photos/${n}`,
        undefined,
        customer(),
      );
      expect(r.status, n).toBe(404);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-robots-tag')).toBe('noindex');
    }
    // A proposal without photos (as every proposal sent before photos existed) has none.
    const plain = await sendProposal(t.url, estimateId);
    expect((await snapshotOf(plain.proposal.id)).photos).toEqual([]);
    const none = await api(
      t.url,
      'GET',
      `/api/public/proposals/${plain.token}/photos/0`,
      undefined,
      customer(),
    );
    expect(none.status).toBe(404);
    // An unknown link: the same answer as for the proposal itself.
    const unknown = await api(
      t.url,
      'GET',
      `/api/public/proposals/${'x'.repeat(43)}/photos/0`,
      undefined,
      customer(),
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps the proposal’s copy when the original photo is deleted; the PDF prints it', async () => {
    const photo = await uploadPhoto(t.url, projectId, await documentPhotoJpeg(1024, 768, 9), {
      tag: 'during',
      caption: 'Deck boards replaced',
    });
    const sent = await sendProposal(t.url, estimateId, {
      photoIds: [photo.id, photos[1]!.id],
    });
    expect((await api(t.url, 'DELETE', `/api/photos/${photo.id}`)).status).toBe(204);
    expect((await api(t.url, 'GET', `/api/photos/${photo.id}/image`)).status).toBe(404);

    const copy = await bytesOf(`/api/public/proposals/${sent.token}/photos/0`, customer());
    expect(copy.res.status).toBe(200);
    expect(imageSizeOf(copy.bytes)).toEqual({ width: 1024, height: 768 });

    for (const pdfPath of [
      `/api/proposals/${sent.proposal.id}/pdf`,
      `/api/public/proposals/${sent.token}/pdf`,
    ]) {
      const pdf = await bytesOf(pdfPath, pdfPath.includes('public') ? customer() : {});
      expect(pdf.res.status).toBe(200);
      const images = pdfImages(pdf.bytes).filter((i) => i.type === 'image');
      expect(images).toHaveLength(2);
      expect(images.every((i) => i.encoding === 'jpeg')).toBe(true);
    }
  });

  it('refuses photos that are not the project’s, repeated or too many, naming each', async () => {
    const post = (photoIds: unknown) =>
      api(t.url, 'POST', `/api/estimates/${estimateId}/proposals`, { photoIds });
    const other = await projectWithEstimate(t.url, undefined, { name: 'Another job' });
    const theirs = await uploadPhoto(t.url, other.projectId, await documentPhotoJpeg(400, 300, 4));
    const before = await api(t.url, 'GET', `/api/projects/${projectId}/proposals`);

    const cases: [unknown, string][] = [
      [[photos[0]!.id, 'no-such-photo'], 'photoIds.1'],
      [[theirs.id], 'photoIds.0'],
      [[photos[0]!.id, photos[1]!.id, photos[0]!.id], 'photoIds.2'],
      [Array.from({ length: MAX_PROPOSAL_PHOTOS + 1 }, (_, i) => `id-${i}`), 'photoIds'],
      ['not a list', 'photoIds'],
      [[42], 'photoIds.0'],
      [[''], 'photoIds.0'],
    ];
    for (const [ids, field] of cases) {
      const r = await post(ids);
      expect(r.status, JSON.stringify(ids)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    // Nothing was made, and no copy was left behind.
    const after = await api(t.url, 'GET', `/api/projects/${projectId}/proposals`);
    expect(after.body).toHaveLength(before.body.length);
    const copies = await stored().list('proposals/');
    const proposalIds = new Set((after.body as { id: string }[]).map((p) => p.id.toLowerCase()));
    expect(copies.every((k) => proposalIds.has(k.split('/')[1]!))).toBe(true);

    // None is fine, and so are six.
    expect((await post([])).status).toBe(201);
    const six = await Promise.all(
      Array.from({ length: MAX_PROPOSAL_PHOTOS - photos.length }, (_, i) =>
        documentPhotoJpeg(300, 200, 20 + i),
      ),
    );
    const more: Photo[] = [];
    for (const b of six) more.push(await uploadPhoto(t.url, projectId, b));
    const full = await post([...photos, ...more].map((p) => p.id));
    expect(full.status).toBe(201);
  });

  it('answers 410 for the photos of a withdrawn proposal', async () => {
    const sent = await sendProposal(t.url, estimateId, { photoIds: [photos[0]!.id] });
    expect((await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/withdraw`)).status).toBe(
      200,
    );
    const r = await api(
      t.url,
      'GET',
      `/api/public/proposals/${sent.token}/photos/0`,
      undefined,
      customer(),
    );
    expect(r.status).toBe(410);
  });
});
