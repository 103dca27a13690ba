import http from 'node:http';
import net from 'node:net';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import { createPhotoStorage } from '../photos/create-storage';
import { startLoopbackS3 } from '../testing/loopback-s3';
import type { PhotoStorage } from '../photos/storage';
import { comparableTables } from '../testing/comparable-tables';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { readyForProposals } from '../testing/proposal-fixtures';
import type { DbTarget, TestApp } from '../testing/test-app';
import {
  api,
  cookieFor,
  dbTargets,
  signIn,
  startTestApp,
  TEST_PASSWORD,
} from '../testing/test-app';
import { IMPORT_ZIP_LIMIT_BYTES } from '../backup/limits';

// Backups with their photos: GET /api/export?format=zip and POST /api/import of that archive,
// on both databases and both photo storages (a folder, and S3 through a loopback s3rver).

type Backend = 'folder' | 's3';
const cases: [DbTarget, Backend][] = dbTargets().flatMap((t) =>
  (['folder', 's3'] as const).map((b): [DbTarget, Backend] => [t, b]),
);

async function bytesOf(stream: Readable | NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every entry of an archive, by name. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip);
  const out = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    out.set(entry.fileName, await bytesOf(await file.openReadStreamPromise(entry)));
  }
  return out;
}

/** An archive of these entries; `rename` swaps a name for one yazl would refuse to write. */
async function zipOf(entries: Map<string, Buffer>, rename?: [string, string]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const bytes = await bytesOf(zip.outputStream);
  if (!rename) return bytes;
  const [from, to] = rename;
  expect(to.length).toBe(from.length);
  return Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
}

async function getBytes(base: string, path: string, cookie = cookieFor(base)) {
  const r = await fetch(base + path, { headers: { cookie } });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}

/** POST /api/import with raw bytes (fetch would turn a string into UTF-8). */
async function importZip(base: string, zip: Buffer, type = 'application/zip') {
  const r = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { cookie: cookieFor(base), 'content-type': type },
    body: new Uint8Array(zip),
  });
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: r.status, headers: r.headers, body: body as any };
}

async function uploadPhoto(base: string, projectId: string, jpeg: Buffer, tag: string) {
  const form = new FormData();
  form.append('tag', tag);
  form.append('caption', `A ${tag} photo`);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${tag}.jpg`);
  const r = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie: cookieFor(base) },
    body: form,
  });
  const body = (await r.json()) as { id: string }[];
  expect(r.status, JSON.stringify(body)).toBe(201);
  return body[0]!;
}

describe.each(cases)('backup archive with photos on %s, photos in %s', (target, backend) => {
  const closers: (() => Promise<void>)[] = [];
  /** A server with its own database and its own photo storage. */
  async function server(): Promise<TestApp & { storage: PhotoStorage }> {
    let overrides = {};
    if (backend === 's3') {
      const s3 = await startLoopbackS3();
      closers.push(s3.close);
      overrides = { s3: s3.config };
    }
    const t = await startTestApp(target, overrides);
    const storage = createPhotoStorage(t.config);
    closers.push(async () => {
      await t.close();
      storage.close();
    });
    return { ...t, storage };
  }

  let source: TestApp & { storage: PhotoStorage };
  let projectId: string;
  let token: string;
  let zip: Buffer;
  let exported: { tables: Record<string, Record<string, unknown>[]> };
  beforeAll(async () => {
    source = await server();
    const project = await api(source.url, 'POST', '/api/projects', {
      name: 'Henderson Re-roof',
      address: '2847 SE Belmont St',
    });
    projectId = project.body.id;
    await uploadPhoto(source.url, projectId, await documentPhotoJpeg(900, 600, 1), 'damage');
    const chosen = await uploadPhoto(
      source.url,
      projectId,
      await documentPhotoJpeg(600, 900, 2),
      'after',
    );
    const estimate = await api(source.url, 'POST', '/api/estimates', {
      ...DEFAULT_ESTIMATE_INPUT,
      projectId,
    });
    expect(estimate.status).toBe(201);
    await readyForProposals(source.url);
    const r = await api(source.url, 'POST', `/api/estimates/${estimate.body.id}/proposals`, {
      photoIds: [chosen.id],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    token = String(r.body.url).split('/p/')[1]!;
    const got = await getBytes(source.url, '/api/export?format=zip');
    expect(got.status).toBe(200);
    zip = got.bytes;
    exported = (await api(source.url, 'GET', '/api/export')).body;
  }, 60_000);
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('exports backup.json and every photo file the data refers to, as a download', async () => {
    const r = await getBytes(source.url, '/api/export?format=zip');
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
      const image = await getBytes(source.url, `/api/photos/${String(p.id)}/image`);
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
        const restored = await getBytes(target.url, path, cookie);
        expect(restored.status).toBe(200);
        expect(restored.bytes.equals((await getBytes(source.url, path)).bytes)).toBe(true);
      }
    }
    // The customer's link still shows the photo the proposal was sent with.
    const path = `/api/public/proposals/${token}/photos/0`;
    const copy = await getBytes(target.url, path, '');
    expect(copy.status).toBe(200);
    expect(copy.bytes.equals((await getBytes(source.url, path, '')).bytes)).toBe(true);
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
    const restored = await getBytes(target.url, path, cookie);
    expect(restored.bytes.equals((await getBytes(source.url, path)).bytes)).toBe(true);
  });

  it('answers HEAD of the archive with its headers only', async () => {
    const r = await fetch(`${source.url}/api/export?format=zip`, {
      method: 'HEAD',
      headers: { cookie: cookieFor(source.url) },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
  });

  describe('refusals leave the server as it was', () => {
    let blank: TestApp & { storage: PhotoStorage };
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
      expect((await bytesOf((await blank.storage.get(STRAY))!.body)).equals(strayBytes)).toBe(true);
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
      const image = await getBytes(source.url, `/api/photos/${list.body[0].id}/image`);
      expect(image.status).toBe(200);
    });

    it('once an import succeeds, files no record refers to are removed', async () => {
      const r = await importZip(blank.url, zip);
      expect(r.status).toBe(201);
      expect(await blank.storage.list('')).toEqual(await source.storage.list(''));
    });
  });

  it('refuses the zip export while a photo file is missing from the storage (409), and the JSON export still works', async () => {
    const scratch = await server();
    const project = await api(scratch.url, 'POST', '/api/projects', { name: 'A', address: 'B' });
    const photo = await uploadPhoto(
      scratch.url,
      project.body.id,
      await documentPhotoJpeg(300, 200, 3),
      'before',
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
});

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
