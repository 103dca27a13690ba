import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveSource, ServerWithStorage } from '../testing/backup-archive';
import {
  archiveCases,
  archiveServers,
  archiveSource,
  entriesOf,
  importZip,
} from '../testing/backup-archive';
import { comparableTables } from '../testing/comparable-tables';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { uploadPhoto } from '../testing/document-photo-upload';
import { fetchBytes } from '../testing/photo-requests';
import { api, cookieFor, signIn, TEST_PASSWORD } from '../testing/test-app';

// Backups with their photos: GET /api/export?format=zip and POST /api/import of that archive,
// on both databases and both photo storages (a folder, and S3 through a loopback s3rver): the
// archive goes out and comes back. What an import refuses is in backup-zip-refusals.test.ts.

describe.each(archiveCases())(
  'backup archive with photos on %s, photos in %s',
  (target, backend) => {
    const { server, closeAll } = archiveServers(target, backend);
    let source: ServerWithStorage;
    let projectId: string;
    let token: string;
    let zip: Buffer;
    let exported: ArchiveSource['exported'];
    beforeAll(async () => {
      ({ source, projectId, token, zip, exported } = await archiveSource(server));
    }, 60_000);
    afterAll(closeAll);

    it('exports backup.json and every photo file the data refers to, as a download', async () => {
      const r = await fetchBytes(source.url, '/api/export?format=zip');
      expect(r.headers.get('content-type')).toBe('application/zip');
      expect(r.headers.get('content-disposition')).toMatch(
        /^attachment; filename="ridgeline-backup-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(r.headers.get('cache-control')).toBe('no-store');
      const entries = await entriesOf(zip);
      const doc = JSON.parse(entries.get('backup.json')!.toString('utf8'));
      expect(doc).toMatchObject({ format: 'ridgeline-backup', formatVersion: 1 });
      expect(comparableTables(doc)).toEqual(comparableTables(exported));
      const photos = exported.tables.photos!;
      expect(photos).toHaveLength(2);
      const proposal = exported.tables.proposals![0]!;
      const keys = [
        ...photos.flatMap((p) => [p.storage_key, p.thumb_key]),
        `proposals/${String(proposal.id).toLowerCase()}/0.jpg`,
      ].map((k) => `photos/${String(k)}`);
      expect([...entries.keys()].sort()).toEqual(['backup.json', ...keys].sort());
      // Each file is the one the server serves.
      for (const p of photos) {
        const image = await fetchBytes(source.url, `/api/photos/${String(p.id)}/image`);
        expect(image.bytes.equals(entries.get(`photos/${String(p.storage_key)}`)!)).toBe(true);
      }
      // The JSON export is as it was.
      const json = await api(source.url, 'GET', '/api/export?format=json');
      expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
      expect(comparableTables(json.body)).toEqual(comparableTables(exported));
      const bad = await api(source.url, 'GET', '/api/export?format=tar');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('format');
    });

    it('restores data and photos into an empty server: the same bytes are served again', async () => {
      const target = await server();
      const r = await importZip(target.url, zip);
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(201);
      expect(r.body.imported).toMatchObject({ projects: 1, photos: 2, proposals: 1 });
      expect(r.body.files).toBe(5);
      expect(await target.storage.list('')).toEqual(await source.storage.list(''));
      // The restored team replaced the importing owner: the source's owner signs in.
      const cookie = await signIn(target.url, source.owner.email, TEST_PASSWORD);
      const list = await api(target.url, 'GET', `/api/projects/${projectId}/photos`, undefined, {
        cookie,
      });
      expect(list.body).toEqual(
        (await api(source.url, 'GET', `/api/projects/${projectId}/photos`)).body,
      );
      for (const photo of list.body as { id: string }[]) {
        for (const which of ['image', 'thumb']) {
          const path = `/api/photos/${photo.id}/${which}`;
          const restored = await fetchBytes(target.url, path, { cookie });
          expect(restored.status).toBe(200);
          expect(restored.bytes.equals((await fetchBytes(source.url, path)).bytes)).toBe(true);
        }
      }
      // The customer's link still shows the photo the proposal was sent with.
      const path = `/api/public/proposals/${token}/photos/0`;
      const copy = await fetchBytes(target.url, path, { cookie: '' });
      expect(copy.status).toBe(200);
      expect(copy.bytes.equals((await fetchBytes(source.url, path, { cookie: '' })).bytes)).toBe(
        true,
      );
      const again = await api(target.url, 'GET', '/api/export', undefined, { cookie });
      expect(comparableTables(again.body)).toEqual(comparableTables(exported));
    });

    it('restores after the project was deleted on the same server (a wipe)', async () => {
      const scratch = await server();
      const created = await importZip(scratch.url, zip);
      expect(created.status).toBe(201);
      // Signed in as the restored owner, the project and its photos are deleted...
      const cookie = await signIn(scratch.url, source.owner.email, TEST_PASSWORD);
      const deleted = await api(scratch.url, 'DELETE', `/api/projects/${projectId}`, undefined, {
        cookie,
      });
      expect(deleted.status).toBe(204);
      expect(await scratch.storage.list('projects/')).toEqual([]);
      // ...and come back from the archive, with the proposal's copy.
      const r = await fetch(`${scratch.url}/api/import`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/zip' },
        body: new Uint8Array(zip),
      });
      expect(r.status, await r.clone().text()).toBe(201);
      expect(await scratch.storage.list('')).toEqual(await source.storage.list(''));
    });

    it('imports the JSON backup of photos whose files are already in the storage (moved by hand)', async () => {
      const target = await server();
      for (const [name, data] of await entriesOf(zip)) {
        if (name.startsWith('photos/')) {
          await target.storage.put(name.slice('photos/'.length), data, 'image/jpeg');
        }
      }
      const r = await api(target.url, 'POST', '/api/import', exported);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
      expect(r.body.imported).toMatchObject({ photos: 2, proposals: 1 });
      const cookie = await signIn(target.url, source.owner.email, TEST_PASSWORD);
      const [photo] = exported.tables.photos!;
      const path = `/api/photos/${String(photo!.id)}/image`;
      const restored = await fetchBytes(target.url, path, { cookie });
      expect(restored.bytes.equals((await fetchBytes(source.url, path)).bytes)).toBe(true);
    });

    it('answers HEAD of the archive with its headers only', async () => {
      const r = await fetch(`${source.url}/api/export?format=zip`, {
        method: 'HEAD',
        headers: { cookie: cookieFor(source.url) },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/zip');
    });

    it('refuses the zip export while a photo file is missing from the storage (409), and the JSON export still works', async () => {
      const scratch = await server();
      const project = await api(scratch.url, 'POST', '/api/projects', { name: 'A', address: 'B' });
      const photo = await uploadPhoto(
        scratch.url,
        project.body.id,
        await documentPhotoJpeg(300, 200, 3),
        { tag: 'before' },
      );
      const [row] = (await api(scratch.url, 'GET', '/api/export')).body.tables.photos;
      await scratch.storage.remove([row.thumb_key]);
      const r = await api(scratch.url, 'GET', '/api/export?format=zip');
      expect(r.status).toBe(409);
      expect(r.body.errors).toEqual([
        { path: 'tables.photos.0.thumb_key', message: expect.stringContaining(row.thumb_key) },
      ]);
      expect((await api(scratch.url, 'GET', '/api/export')).status).toBe(200);
      expect(photo.id).toBe(row.id);
    });
  },
);
