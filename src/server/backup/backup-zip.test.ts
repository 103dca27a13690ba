import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import type { PhotoStorage } from '../photos/storage';
import { ProblemError } from '../problem';
import type { ZipLimits } from './backup-zip';
import {
  backupZipStream,
  checkArchiveFiles,
  openBackupZip,
  restoreArchiveFiles,
} from './backup-zip';
import type { PhotoFile } from './photo-files';
import { storageBackends } from '../testing/photo-storage-backends';

const LIMITS: ZipLimits = { jsonBytes: 1024 * 1024, totalBytes: 64 * 1024 * 1024, entries: 100 };

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ridgeline-zip-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const jpeg = (seed: number) =>
  sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: seed, g: 80, b: 160 } },
  })
    .jpeg()
    .toBuffer();

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let n = 0;
/** Writes an archive made with yazl; `rename` swaps a name for another of the same length. */
async function zipFile(
  entries: { name: string; data: Buffer; compress?: boolean }[],
  rename?: [string, string],
): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: e.compress ?? false });
  zip.end();
  let bytes = await bytesOf(zip.outputStream as Readable);
  if (rename) {
    // Names yazl would refuse (it guards its own output): patched in the local header and the
    // central directory alike, as a hand-made archive would have them.
    const [from, to] = rename;
    expect(to.length).toBe(from.length);
    bytes = Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  }
  const file = path.join(dir, `a${n++}.zip`);
  await fs.writeFile(file, bytes);
  return file;
}

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ProblemError);
  return (e as ProblemError).problem;
}

const JSON_DOC = Buffer.from('{"format":"ridgeline-backup"}');
const KEY = 'projects/p1/a.jpg';
const fileOf = (key: string, byteSize?: number): PhotoFile => ({
  key,
  contentType: 'image/jpeg',
  byteSize,
  path: `tables.photos.0.storage_key`,
});

describe('reading a backup archive', () => {
  it('opens a good archive and reads its JSON and files', async () => {
    const photo = await jpeg(1);
    const file = await zipFile([
      { name: 'backup.json', data: JSON_DOC, compress: true },
      { name: `photos/${KEY}`, data: photo },
    ]);
    const archive = await openBackupZip(file, LIMITS);
    try {
      expect((await archive.readJson()).equals(JSON_DOC)).toBe(true);
      expect([...archive.files.keys()]).toEqual([KEY]);
      expect((await archive.readFile(KEY)).equals(photo)).toBe(true);
      checkArchiveFiles(archive, [fileOf(KEY, photo.length)]);
    } finally {
      archive.close();
    }
  });

  it.each([
    ['text', Buffer.from('not a zip at all'), /not a zip archive/],
    ['empty', Buffer.alloc(0), /not a zip archive/],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), /not a zip archive/],
  ])('refuses a body that is %s', async (_l, bytes, message) => {
    const file = path.join(dir, `raw${n++}.zip`);
    await fs.writeFile(file, bytes);
    const p = await refusal(openBackupZip(file, LIMITS));
    expect(p.status).toBe(400);
    expect(p.errors?.[0]?.message).toMatch(message);
  });

  it.each([
    ['a path that climbs out', 'photos/pppp/x.jpg', '../../../../x.jpg'],
    ['an absolute path', 'photos/projects/x.jpg', '/etc/projects/x.jpg'.padEnd(21, 'x')],
    ['a backslash', 'photos/projects/x.jpg', 'photos\\projects\\x.jpg'],
  ])('refuses %s, whatever else is in it', async (_l, from, to) => {
    const file = await zipFile(
      [
        { name: 'backup.json', data: JSON_DOC },
        { name: from, data: await jpeg(2) },
      ],
      [from, to],
    );
    const p = await refusal(openBackupZip(file, LIMITS));
    expect(p.status).toBe(400);
    expect(p.detail).toMatch(/Not a valid zip archive/);
  });

  it('names entries that are not part of a backup, or twice in it', async () => {
    const file = await zipFile(
      [
        { name: 'backup.json', data: JSON_DOC },
        { name: 'notes.txt', data: Buffer.from('hi') },
        { name: 'photos/Projects/X.JPG', data: await jpeg(3) },
        { name: `photos/${KEY}`, data: await jpeg(3) },
        { name: `photos/${KEY}`.replace('a.jpg', 'b.jpg'), data: await jpeg(3) },
      ],
      ['b.jpg', 'a.jpg'],
    );
    const p = await refusal(openBackupZip(file, LIMITS));
    expect(p.errors).toEqual([
      { path: 'notes.txt', message: expect.stringMatching(/Not part of a Ridgeline backup/) },
      { path: 'photos/Projects/X.JPG', message: 'Not a photo file of a Ridgeline backup' },
      { path: `photos/${KEY}`, message: 'The archive has this file twice' },
    ]);
  });

  it('refuses an archive without backup.json', async () => {
    const file = await zipFile([{ name: `photos/${KEY}`, data: await jpeg(4) }]);
    const p = await refusal(openBackupZip(file, LIMITS));
    expect(p.errors).toEqual([{ path: 'backup.json', message: 'The archive has no backup.json' }]);
  });

  it('refuses a zip bomb on its declared sizes, before inflating anything', async () => {
    // 16 MiB of zeros deflates to a few kilobytes.
    const file = await zipFile([
      { name: 'backup.json', data: JSON_DOC },
      { name: `photos/${KEY}`, data: Buffer.alloc(MAX_PHOTO_BYTES + 1), compress: true },
    ]);
    expect((await fs.stat(file)).size).toBeLessThan(100_000);
    const p = await refusal(openBackupZip(file, LIMITS));
    expect(p.errors).toEqual([
      { path: `photos/${KEY}`, message: `A photo file is at most ${MAX_PHOTO_BYTES} bytes` },
    ]);
    const json = await zipFile([
      { name: 'backup.json', data: Buffer.alloc(LIMITS.jsonBytes + 1, 32), compress: true },
    ]);
    expect((await refusal(openBackupZip(json, LIMITS))).errors?.[0]?.path).toBe('backup.json');
    const many = await zipFile(
      Array.from({ length: 5 }, (_, i) => ({ name: `photos/p/${i}.jpg`, data: Buffer.alloc(10) })),
    );
    expect((await refusal(openBackupZip(many, { ...LIMITS, entries: 4 }))).detail).toMatch(
      /more than 4 entries/,
    );
    const total = await zipFile([
      { name: 'backup.json', data: JSON_DOC },
      { name: 'photos/p/1.jpg', data: Buffer.alloc(600), compress: true },
      { name: 'photos/p/2.jpg', data: Buffer.alloc(600), compress: true },
    ]);
    expect((await refusal(openBackupZip(total, { ...LIMITS, totalBytes: 1000 }))).detail).toMatch(
      /unpacks to more than 1000 bytes/,
    );
  });

  it('refuses a damaged file (its checksum does not match)', async () => {
    const photo = await jpeg(5);
    const file = await zipFile([
      { name: 'backup.json', data: JSON_DOC },
      { name: `photos/${KEY}`, data: photo },
    ]);
    const bytes = await fs.readFile(file);
    // The photo is stored as is: flip a byte in the middle of it.
    const at = bytes.indexOf(photo.subarray(40, 60)) + 5;
    bytes[at] = bytes[at]! ^ 0xff;
    await fs.writeFile(file, bytes);
    const archive = await openBackupZip(file, LIMITS);
    try {
      const p = await refusal(archive.readFile(KEY));
      expect(p.errors).toEqual([
        { path: `photos/${KEY}`, message: 'Damaged: its checksum does not match' },
      ]);
    } finally {
      archive.close();
    }
  });

  it('names files the data refers to that are missing, extra, or of another size', async () => {
    const photo = await jpeg(6);
    const file = await zipFile([
      { name: 'backup.json', data: JSON_DOC },
      { name: `photos/${KEY}`, data: photo },
      { name: 'photos/projects/p1/extra.jpg', data: photo },
    ]);
    const archive = await openBackupZip(file, LIMITS);
    try {
      const p = await refusal(
        Promise.resolve().then(() =>
          checkArchiveFiles(archive, [
            fileOf(KEY, photo.length + 1),
            { ...fileOf('projects/p1/a.thumb.jpg'), path: 'tables.photos.0.thumb_key' },
          ]),
        ),
      );
      expect(p.errors).toEqual([
        {
          path: `photos/${KEY}`,
          message: `Is ${photo.length} bytes, but tables.photos.0.byte_size says ${photo.length + 1}`,
        },
        {
          path: 'photos/projects/p1/a.thumb.jpg',
          message: 'Missing from the archive (tables.photos.0.thumb_key refers to it)',
        },
        {
          path: 'photos/projects/p1/extra.jpg',
          message: 'No record of the backup refers to this file',
        },
      ]);
    } finally {
      archive.close();
    }
  });
});

describe.each(storageBackends)('archive and photo storage: $name', (backend) => {
  let storage: PhotoStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(async () => close());

  it('streams the files from the storage into an archive that restores them byte for byte', async () => {
    const photos = await Promise.all([jpeg(10), jpeg(11), jpeg(12)]);
    const keys = ['projects/p1/a.jpg', 'projects/p1/a.thumb.jpg', 'proposals/x/0.jpg'];
    for (const [i, key] of keys.entries()) await storage.put(key, photos[i]!, 'image/jpeg');
    const files = keys.map((key) => fileOf(key));
    const zip = await bytesOf(backupZipStream(JSON_DOC, files, storage, new Date()));
    const file = path.join(dir, `export${n++}.zip`);
    await fs.writeFile(file, zip);
    await storage.remove(keys);
    expect(await storage.list('')).toEqual([]);

    const archive = await openBackupZip(file, LIMITS);
    try {
      expect((await archive.readJson()).equals(JSON_DOC)).toBe(true);
      checkArchiveFiles(archive, files);
      const written = await restoreArchiveFiles(archive, files, storage, new Set());
      expect(written.sort()).toEqual([...keys].sort());
    } finally {
      archive.close();
    }
    for (const [i, key] of keys.entries()) {
      const got = await storage.get(key);
      expect((await bytesOf(got!.body)).equals(photos[i]!)).toBe(true);
    }
    await storage.remove(keys);
  });

  it('ends the download with an error when a file has gone from the storage', async () => {
    const stream = backupZipStream(JSON_DOC, [fileOf('projects/p1/gone.jpg')], storage, new Date());
    await expect(bytesOf(stream)).rejects.toThrow(/no longer in the photo storage/);
  });

  it('restores all or nothing: a file that is not the image its row says removes what it wrote', async () => {
    const good = await jpeg(20);
    const file = await zipFile([
      { name: 'backup.json', data: JSON_DOC },
      { name: 'photos/projects/p2/a.jpg', data: good },
      { name: 'photos/projects/p2/b.jpg', data: good },
      { name: 'photos/projects/p2/c.jpg', data: Buffer.from('<html>not an image</html>') },
      { name: 'photos/projects/p2/d.jpg', data: good },
    ]);
    // One key was in the storage before: a failed restore leaves it there.
    await storage.put('projects/p2/a.jpg', good, 'image/jpeg');
    const files = ['a', 'b', 'c', 'd'].map((k) => fileOf(`projects/p2/${k}.jpg`));
    const archive = await openBackupZip(file, LIMITS);
    try {
      const p = await refusal(
        restoreArchiveFiles(archive, files, storage, new Set(['projects/p2/a.jpg'])),
      );
      expect(p.errors).toEqual([
        {
          path: 'photos/projects/p2/c.jpg',
          message: 'Must be a image/jpeg image, as tables.photos.0.storage_key says',
        },
      ]);
    } finally {
      archive.close();
    }
    expect(await storage.list('projects/')).toEqual(['projects/p2/a.jpg']);
    await storage.remove(['projects/p2/a.jpg']);
  });
});
