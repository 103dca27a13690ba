import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, isValidKey } from './keys';
import type { PhotoStorage } from './storage';
import { createFsPhotoStorage } from './storage-fs';
import { storageBackends } from '../testing/photo-storage-backends';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('photo storage keys', () => {
  it('take lower-case paths only, nothing that could leave the folder', () => {
    expect(isValidKey('projects/0190a0b1-aaaa-7bbb-8ccc-000000000001/x.thumb.jpg')).toBe(true);
    expect(isValidKey('proposals/p1/1.jpg')).toBe(true);
    for (const bad of [
      '',
      '../etc/passwd',
      'projects/../../x.jpg',
      'projects/./x.jpg',
      '/abs.jpg',
      'projects//x.jpg',
      'projects/x.jpg/',
      'Projects/X.JPG',
      'projects\\x.jpg',
      'projects/.hidden',
      'a b.jpg',
      'é.jpg',
      'x'.repeat(513),
    ]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
  });
});

describe.each(storageBackends)('photo storage: $name', (backend) => {
  let storage: PhotoStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(async () => close());

  it('stores bytes under a key and streams them back with type and size', async () => {
    const body = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await storage.put('projects/p1/a.jpg', body, 'image/jpeg');
    const got = await storage.get('projects/p1/a.jpg');
    expect(got).not.toBeNull();
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.byteSize).toBe(body.length);
    expect(await bytesOf(got!.body)).toEqual(body);
  });

  it('answers null for a key it does not have', async () => {
    expect(await storage.get('projects/p1/missing.jpg')).toBeNull();
  });

  it('lists every key under a prefix, and only those', async () => {
    await storage.put('projects/p2/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('projects/p2/a.thumb.jpg', Buffer.from('t'), 'image/jpeg');
    await storage.put('projects/p20/b.webp', Buffer.from('b'), 'image/webp');
    await storage.put('proposals/q1/1.jpg', Buffer.from('c'), 'image/jpeg');
    expect(await storage.list('projects/p2/')).toEqual([
      'projects/p2/a.jpg',
      'projects/p2/a.thumb.jpg',
    ]);
    expect(await storage.list('proposals/')).toEqual(['proposals/q1/1.jpg']);
    expect(await storage.list('projects/nothing/')).toEqual([]);
    const all = await storage.list('');
    expect(all).toEqual(expect.arrayContaining(['projects/p20/b.webp', 'proposals/q1/1.jpg']));
  });

  it('removes keys, and a missing key is no error', async () => {
    await storage.put('projects/p3/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('projects/p3/b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.remove(['projects/p3/a.jpg', 'projects/p3/never.jpg']);
    expect(await storage.get('projects/p3/a.jpg')).toBeNull();
    expect(await storage.list('projects/p3/')).toEqual(['projects/p3/b.jpg']);
    await storage.remove(['projects/p3/b.jpg']);
    expect(await storage.list('projects/p3/')).toEqual([]);
    await storage.remove([]);
  });

  it('refuses keys that could escape, before touching anything', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      InvalidKeyError,
    );
    await expect(storage.get('projects/../../etc/passwd')).rejects.toThrow(InvalidKeyError);
    await expect(storage.remove(['/etc/passwd'])).rejects.toThrow(InvalidKeyError);
    await expect(storage.list('../')).rejects.toThrow(InvalidKeyError);
  });

  it('can be reached', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('keeps many files written at once, each whole', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => Buffer.alloc(50_000 + i, i));
    await Promise.all(bodies.map((b, i) => storage.put(`projects/p4/${i}.jpg`, b, 'image/jpeg')));
    for (const [i, b] of bodies.entries()) {
      const got = await storage.get(`projects/p4/${i}.jpg`);
      expect((await bytesOf(got!.body)).equals(b)).toBe(true);
    }
    expect(await storage.list('projects/p4/')).toHaveLength(20);
  });
});

describe('photo storage in a folder', () => {
  it('leaves no empty folder behind when a project’s files are removed', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ridgeline-photos-'));
    try {
      const storage = createFsPhotoStorage(dir);
      await storage.put('projects/p1/a.jpg', Buffer.from('a'), 'image/jpeg');
      await storage.remove(['projects/p1/a.jpg']);
      const left = (await fs.readdir(dir)).filter((n) => !n.startsWith('.'));
      expect(left).toEqual([]);
      const incoming = await fs.readdir(path.join(dir, '.incoming'));
      expect(incoming).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
