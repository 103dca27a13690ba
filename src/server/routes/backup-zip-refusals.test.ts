import http from 'node:http';
import net from 'node:net';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import { IMPORT_ZIP_LIMIT_BYTES } from '../backup/limits';
import type { ArchiveSource, ServerWithStorage } from '../testing/backup-archive';
import {
  archiveCases,
  archiveServers,
  archiveSource,
  bytesOf,
  entriesOf,
  importZip,
  zipOf,
} from '../testing/backup-archive';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { fetchBytes } from '../testing/photo-requests';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, startTestApp } from '../testing/test-app';

// What POST /api/import refuses of a backup archive, on both databases and both photo storages,
// each refusal leaving the server as it was; and the time an archive upload may take. The
// archive going out and coming back is in backup-zip.test.ts.

describe.each(archiveCases())(
  'backup archive with photos on %s, photos in %s',
  (target, backend) => {
    const { server, closeAll } = archiveServers(target, backend);
    let source: ServerWithStorage;
    let projectId: string;
    let zip: Buffer;
    let exported: ArchiveSource['exported'];
    beforeAll(async () => {
      ({ source, projectId, zip, exported } = await archiveSource(server));
    }, 60_000);
    afterAll(closeAll);

    describe('refusals leave the server as it was', () => {
      let blank: ServerWithStorage;
      let entries: Map<string, Buffer>;
      const STRAY = 'projects/stray/left-over.jpg';
      let strayBytes: Buffer;
      beforeAll(async () => {
        blank = await server();
        entries = await entriesOf(zip);
        // A file from an earlier database: no refused import may touch it.
        strayBytes = await documentPhotoJpeg(40, 30, 9);
        await blank.storage.put(STRAY, strayBytes, 'image/jpeg');
      });
      const unchanged = async () => {
        expect((await api(blank.url, 'GET', '/api/projects')).body.items).toEqual([]);
        expect(await blank.storage.list('')).toEqual([STRAY]);
      };
      const photoKeys = () => [...entries.keys()].filter((k) => k.startsWith('photos/'));
      const without = (name: string) => new Map([...entries].filter(([k]) => k !== name));

      it('refuses an archive missing a photo file, naming it', async () => {
        const missing = photoKeys()[0]!;
        const r = await importZip(blank.url, await zipOf(without(missing)));
        expect(r.status).toBe(400);
        expect(r.headers.get('content-type')).toContain('application/problem+json');
        expect(r.body.errors).toContainEqual({
          path: missing,
          message: expect.stringMatching(/^Missing from the archive \(tables\./),
        });
        await unchanged();
      });

      it('refuses an unexpected entry, naming it', async () => {
        const extra = new Map(entries);
        extra.set(`photos/projects/${projectId.toLowerCase()}/extra.jpg`, strayBytes);
        extra.set('readme.txt', Buffer.from('hello'));
        const r = await importZip(blank.url, await zipOf(extra));
        expect(r.status).toBe(400);
        expect(r.body.errors).toContainEqual({
          path: 'readme.txt',
          message: expect.stringMatching(/Not part of a Ridgeline backup/),
        });
        const second = await importZip(blank.url, await zipOf(new Map([...extra].slice(0, -1))));
        expect(second.body.errors).toEqual([
          {
            path: `photos/projects/${projectId.toLowerCase()}/extra.jpg`,
            message: 'No record of the backup refers to this file',
          },
        ]);
        await unchanged();
      });

      it.each([
        ['climbs out of the archive', '../../../../../x.jpg'],
        ['is an absolute path', '/tmp/ridgeline-evil.jpg'],
      ])('refuses an entry whose name %s', async (_l, evil) => {
        const placeholder = `photos/${'z'.repeat(evil.length - 'photos/'.length)}`;
        const bad = new Map(entries);
        bad.set(placeholder, strayBytes);
        const r = await importZip(blank.url, await zipOf(bad, [placeholder, evil]));
        expect(r.status).toBe(400);
        expect(r.body.detail).toMatch(
          /Not a valid zip archive: (invalid relative path|absolute path)/,
        );
        await unchanged();
      });

      it('refuses an entry over the size cap before inflating it (a zip bomb)', async () => {
        const bomb = new yazl.ZipFile();
        for (const [name, data] of entries) bomb.addBuffer(data, name, { compress: false });
        bomb.addBuffer(Buffer.alloc(MAX_PHOTO_BYTES + 1), 'photos/projects/x/bomb.jpg', {
          compress: true,
        });
        bomb.end();
        const bytes = await bytesOf(bomb.outputStream);
        expect(bytes.length).toBeLessThan(zip.length + 100_000);
        const r = await importZip(blank.url, bytes);
        expect(r.status).toBe(400);
        expect(r.body.errors).toContainEqual({
          path: 'photos/projects/x/bomb.jpg',
          message: `A photo file is at most ${MAX_PHOTO_BYTES} bytes`,
        });
        await unchanged();
      });

      it.each([
        ['JSON text', () => Buffer.from('{"format":"ridgeline-backup"}')],
        ['a JPEG', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])],
        ['nothing', () => Buffer.alloc(0)],
        ['a cut-off archive', () => zip.subarray(0, zip.length - 30)],
        ['an archive cut in the middle', () => zip.subarray(0, Math.floor(zip.length / 2))],
      ])(
        'answers a body that is %s sent as a zip with a 400 problem, never a 500',
        async (_l, body) => {
          const r = await importZip(blank.url, body());
          expect(r.status).toBe(400);
          expect(r.headers.get('content-type')).toContain('application/problem+json');
          await unchanged();
        },
      );

      it('checks backup.json exactly as the JSON import does', async () => {
        const doc = JSON.parse(entries.get('backup.json')!.toString('utf8'));
        doc.tables.photos[1].caption = 'x'.repeat(501);
        doc.tables.photos[0].storage_key = 'projects/another-project/a.jpg';
        const bad = new Map(entries);
        bad.set('backup.json', Buffer.from(JSON.stringify(doc)));
        const r = await importZip(blank.url, await zipOf(bad));
        expect(r.status).toBe(400);
        const paths = r.body.errors.map((e: { path: string }) => e.path);
        expect(paths).toEqual(
          expect.arrayContaining(['tables.photos.0.storage_key', 'tables.photos.1.caption']),
        );
        const json = await api(blank.url, 'POST', '/api/import', doc);
        expect(json.status).toBe(400);
        expect(json.body.errors).toEqual(r.body.errors);
        await unchanged();
      });

      it('refuses a photo file that is not the image its row says', async () => {
        const photo = (exported.tables.photos![0]!.storage_key as string).toString();
        const bad = new Map(entries);
        const html = Buffer.alloc(entries.get(`photos/${photo}`)!.length, 0x20);
        html.write('<html><script>alert(1)</script></html>');
        bad.set(`photos/${photo}`, html);
        const r = await importZip(blank.url, await zipOf(bad));
        expect(r.status).toBe(400);
        expect(r.body.errors[0]).toMatchObject({ path: `photos/${photo}` });
        await unchanged();
      });

      it('removes the files it wrote when the rows then fail in the database', async () => {
        // A photo of a project the backup does not have: the row schema cannot know, the
        // database's foreign key refuses it after the files are written.
        const doc = JSON.parse(entries.get('backup.json')!.toString('utf8'));
        doc.tables.projects = [];
        doc.tables.estimates = [];
        doc.tables.proposals = [];
        doc.tables.roof_outlines = [];
        const bad = new Map(
          [...entries].filter(([k]) => k === 'backup.json' || k.startsWith('photos/projects/')),
        );
        bad.set('backup.json', Buffer.from(JSON.stringify(doc)));
        const r = await importZip(blank.url, await zipOf(bad));
        expect(r.status, JSON.stringify(r.body)).toBe(400);
        expect(r.body.errors[0].path).toMatch(/^tables\.photos\.0$/);
        await unchanged();
        expect((await bytesOf((await blank.storage.get(STRAY))!.body)).equals(strayBytes)).toBe(
          true,
        );
      });

      it('refuses JSON rows of photos whose files are not in the storage: import the zip', async () => {
        const r = await api(blank.url, 'POST', '/api/import', exported);
        expect(r.status).toBe(400);
        expect(r.body.detail).toMatch(/import the zip archive/);
        expect(r.body.errors).toContainEqual({
          path: 'tables.photos.0.storage_key',
          message: expect.stringMatching(/is not in the photo storage/),
        });
        expect(r.body.errors).toContainEqual({
          path: 'tables.proposals.0.snapshot_json.photos.0',
          message: expect.stringMatching(/is not in the photo storage/),
        });
        await unchanged();
      });

      it('refuses an archive larger than the limit by its Content-Length, before reading it', async () => {
        const status = await new Promise<number>((resolve, reject) => {
          const url = new URL(`${blank.url}/api/import`);
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method: 'POST',
              headers: {
                cookie: cookieFor(blank.url),
                'content-type': 'application/zip',
                'content-length': String(IMPORT_ZIP_LIMIT_BYTES + 1),
              },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.write(zip.subarray(0, 100));
        });
        expect(status).toBe(413);
        await unchanged();
      });

      it('a server that holds data refuses the archive (409) and keeps its photos', async () => {
        const r = await importZip(source.url, zip);
        expect(r.status).toBe(409);
        const list = await api(source.url, 'GET', `/api/projects/${projectId}/photos`);
        expect(list.body).toHaveLength(2);
        const image = await fetchBytes(source.url, `/api/photos/${list.body[0].id}/image`);
        expect(image.status).toBe(200);
      });

      it('once an import succeeds, files no record refers to are removed', async () => {
        const r = await importZip(blank.url, zip);
        expect(r.status).toBe(201);
        expect(await blank.storage.list('')).toEqual(await source.storage.list(''));
      });
    });
  },
);

describe('the time an archive upload may take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { requestTimeoutMs: 1000 });
  });
  afterAll(async () => t?.close());

  /** Sends the headers and half the body, the rest after `pauseMs`; the status and body. */
  function slowUpload(cookie: string, pauseMs: number) {
    const { hostname, port } = new URL(t.url);
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          [
            'POST /api/import HTTP/1.1',
            'Host: 127.0.0.1',
            ...(cookie ? [`Cookie: ${cookie}`] : []),
            'Content-Type: application/zip',
            'Content-Length: 20',
            '',
            'not a zip ',
          ].join('\r\n'),
        );
        setTimeout(() => socket.writable && socket.write('archive!!!'), pauseMs);
      });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('is longer than other bodies get, for the signed-in owner only', async () => {
    // Past the 1 s every other body gets: the owner's archive still arrives, and is read.
    const owner = await slowUpload(t.cookie, 1800);
    expect(owner).toMatch(/^HTTP\/1\.1 400 /);
    expect(owner).toMatch(/not a zip archive/);
    // Signed out: refused at once, and the connection is not held past the usual time.
    const stranger = await slowUpload('', 5000);
    expect(stranger).toMatch(/^HTTP\/1\.1 401 /);
  }, 15_000);
});
