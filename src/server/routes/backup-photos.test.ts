import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, MAX_PHOTO_CAPTION, MAX_PROPOSAL_PHOTOS } from '../../domain/photo/photo';
import { MAX_PHOTO_SIDE } from '../backup/rows-photos';
import { createPhotoStorage } from '../photos/create-storage';
import type { PhotoStorage } from '../photos/storage';
import { sha256Hex } from '../db/proposals-repository';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// The photos table in the JSON backup: each row is checked as strictly as the API writes it,
// and the files its keys name must be in the photo storage (or come in the zip archive).

const T = '2026-03-01T12:00:00.000Z';
const PROJECT = 'p-1';

function project(id = PROJECT) {
  return {
    id,
    name: 'Roof',
    address: '1 Main St',
    status: 'pending',
    date: '2026-01-01',
    roof_area_sq_ft: 0,
    pitch: 0,
    estimated_cost_cents: 0,
    customer_name: '',
    customer_phone: '',
    customer_email: '',
    notes: '',
    latitude: null,
    longitude: null,
    created_at: T,
    updated_at: T,
    version: 1,
  };
}

function photo(overrides: Record<string, unknown> = {}) {
  const id = String(overrides.id ?? 'ph-1');
  return {
    id,
    project_id: PROJECT,
    tag: 'damage',
    caption: 'Hail on the north slope',
    taken_at: '2026-02-27T15:04:05-08:00',
    latitude: 45.5,
    longitude: -122.6,
    width: 2048,
    height: 1536,
    content_type: 'image/jpeg',
    byte_size: 1234,
    storage_key: `projects/${PROJECT}/${id}.jpg`,
    thumb_key: `projects/${PROJECT}/${id}.thumb.jpg`,
    original_name: 'IMG_0001.HEIC',
    created_at: T,
    updated_at: T,
    created_by: null,
    updated_by: null,
    version: 1,
    ...overrides,
  };
}

const doc = (photos: unknown[], projects = [project()]) => ({
  format: 'ridgeline-backup',
  formatVersion: 1,
  exportedAt: T,
  tables: { projects, photos },
});

describe.each(dbTargets())('photos in the JSON backup on %s', (target) => {
  let blank: TestApp;
  let storage: PhotoStorage & { close(): void };
  beforeAll(async () => {
    blank = await startTestApp(target);
    storage = createPhotoStorage(blank.config);
  });
  afterAll(async () => {
    storage?.close();
    await blank?.close();
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['an unknown tag', { tag: 'roof' }, 'tag'],
    ['a caption over the limit', { caption: long(MAX_PHOTO_CAPTION + 1) }, 'caption'],
    ['a latitude past the pole', { latitude: 90.0001 }, 'latitude'],
    ['a longitude past the date line', { longitude: -180.5 }, 'longitude'],
    ['a width of 0', { width: 0 }, 'width'],
    ['a fractional height', { height: 10.5 }, 'height'],
    ['a side over the bound', { width: MAX_PHOTO_SIDE + 1 }, 'width'],
    ['a type it does not serve', { content_type: 'image/svg+xml' }, 'content_type'],
    [
      'a type other than its file name says',
      { content_type: 'image/webp', storage_key: `projects/${PROJECT}/ph-1.jpg` },
      'content_type',
    ],
    ['a size over the upload limit', { byte_size: MAX_PHOTO_BYTES + 1 }, 'byte_size'],
    ['a size of 0', { byte_size: 0 }, 'byte_size'],
    ['a file of another project', { storage_key: 'projects/p-2/ph-1.jpg' }, 'storage_key'],
    ['a file outside the projects', { storage_key: 'proposals/x/0.jpg' }, 'storage_key'],
    ['a path that climbs out', { thumb_key: `projects/${PROJECT}/../../etc/passwd` }, 'thumb_key'],
    ['a nested file', { storage_key: `projects/${PROJECT}/a/b.jpg` }, 'storage_key'],
    ['upper case in a key', { storage_key: `projects/${PROJECT}/PH-1.jpg` }, 'storage_key'],
    ['one file for both', { thumb_key: `projects/${PROJECT}/ph-1.jpg` }, 'thumb_key'],
    ['a capture time in UTC form', { taken_at: T }, 'taken_at'],
    ['a capture time that is no date', { taken_at: '2026-02-30T10:00:00' }, 'taken_at'],
    ['an original name over 255', { original_name: long(256) }, 'original_name'],
    ['an unknown column', { gps: '45,-122' }, ''],
  ])('refuses a photo row with %s, naming the column', async (_l, overrides, column) => {
    const r = await api(blank.url, 'POST', '/api/import', doc([photo(overrides)]));
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(
      column ? `tables.photos.0.${column}` : 'tables.photos.0',
    );
    expect((await api(blank.url, 'GET', '/api/projects')).body.items).toEqual([]);
  });

  it('refuses two photos on one file', async () => {
    const r = await api(
      blank.url,
      'POST',
      '/api/import',
      doc([
        photo(),
        photo({
          id: 'ph-2',
          storage_key: `projects/${PROJECT}/ph-1.jpg`,
          thumb_key: `projects/${PROJECT}/ph-2.thumb.jpg`,
        }),
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({
      path: 'tables.photos.1.storage_key',
      message: 'The same file as tables.photos.0.storage_key',
    });
  });

  it('refuses a proposal snapshot with more photos than a proposal may have', async () => {
    const scratch = await startTestApp(target);
    try {
      const { estimate } = await projectWithEstimate(scratch.url);
      await sendProposal(scratch.url, estimate.id);
      const exported = (await api(scratch.url, 'GET', '/api/export')).body;
      const proposal = exported.tables.proposals[0];
      const snapshot = JSON.parse(proposal.snapshot_json);
      snapshot.photos = Array.from({ length: MAX_PROPOSAL_PHOTOS + 1 }, () => ({
        caption: '',
        tag: 'after',
        takenAt: null,
        width: 10,
        height: 10,
      }));
      proposal.snapshot_json = JSON.stringify(snapshot);
      // The hash must match the text (it is what the customer signed): only the photos are wrong.
      proposal.snapshot_sha256 = sha256Hex(proposal.snapshot_json);
      const r = await api(blank.url, 'POST', '/api/import', exported);
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        { path: 'tables.proposals.0.snapshot_json.photos', message: expect.any(String) },
      ]);
    } finally {
      await scratch.close();
    }
  });

  it('restores rows at the bounds when their files are in the storage', async () => {
    const scratch = await startTestApp(target);
    const files = createPhotoStorage(scratch.config);
    try {
      const rows = [
        photo({
          caption: long(MAX_PHOTO_CAPTION),
          latitude: -90,
          longitude: 180,
          width: MAX_PHOTO_SIDE,
          height: 1,
          byte_size: MAX_PHOTO_BYTES,
          taken_at: '1900-01-01T00:00:00',
          original_name: long(255),
          version: 7,
        }),
        photo({
          id: 'ph-2',
          tag: 'other',
          caption: '',
          latitude: null,
          longitude: null,
          taken_at: null,
          content_type: 'image/webp',
          storage_key: `projects/${PROJECT}/ph-2.webp`,
          original_name: '',
        }),
      ];
      const jpeg = await documentPhotoJpeg(40, 30);
      for (const r of rows) {
        await files.put(r.storage_key, jpeg, r.content_type);
        await files.put(r.thumb_key, jpeg, 'image/jpeg');
      }
      const r = await api(scratch.url, 'POST', '/api/import', doc(rows));
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
      expect(r.body.imported).toMatchObject({ projects: 1, photos: 2 });
      const exported = await api(scratch.url, 'GET', '/api/export');
      expect(exported.body.tables.photos).toEqual(rows);
    } finally {
      files.close();
      await scratch.close();
    }
  });

  it('imports a backup from before photos (no photos table at all)', async () => {
    const scratch = await startTestApp(target);
    try {
      const { photos: _none, ...tables } = doc([]).tables;
      const r = await api(scratch.url, 'POST', '/api/import', { ...doc([]), tables });
      expect(r.status).toBe(201);
      expect(r.body.imported).toMatchObject({ projects: 1, photos: 0 });
    } finally {
      await scratch.close();
    }
  });
});
