import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heifExifTiff } from './heif-exif';
import {
  exifDateToIso,
  MAX_HEIC_PIXELS,
  PhotoRejectedError,
  processPhoto,
  readCaptureMetadata,
  UploadAbandonedError,
} from './process-photo';
import { createSemaphore, QueueFullError } from './semaphore';
import { photoTypeOf } from './sniff';
import { cameraJpeg, smallJpeg, smallWebp, transparentPng } from '../testing/test-images';

const HEIC = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/sample.heic'));

describe('photo type by its first bytes', () => {
  it('knows JPEG, PNG, WebP and HEIC, and nothing else', async () => {
    expect(photoTypeOf(await smallJpeg())).toBe('image/jpeg');
    expect(photoTypeOf(await transparentPng())).toBe('image/png');
    expect(photoTypeOf(await smallWebp())).toBe('image/webp');
    expect(photoTypeOf(HEIC)).toBe('image/heic');
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'heif']) {
      expect(photoTypeOf(ftyp(brand)), brand).toBe('image/heic');
    }
    for (const other of [
      ftyp('avif'),
      ftyp('isom'), // an MP4 video
      Buffer.from('GIF89a'),
      Buffer.from('RIFF\0\0\0\0WAVE'),
      Buffer.from('%PDF-1.7'),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(photoTypeOf(other)).toBeNull();
    }
  });
});

describe('capture metadata', () => {
  it('turns EXIF dates into ISO 8601, with the offset when the camera gave one', () => {
    expect(exifDateToIso('2024:05:01 14:03:22', '-04:00')).toBe('2024-05-01T14:03:22-04:00');
    expect(exifDateToIso('2024:05:01 14:03:22', undefined)).toBe('2024-05-01T14:03:22');
    expect(exifDateToIso('2024:05:01 14:03:22', 'garbage')).toBe('2024-05-01T14:03:22');
    expect(exifDateToIso('0000:00:00 00:00:00', undefined)).toBeNull();
    expect(exifDateToIso('2024:13:45 99:00:00', undefined)).toBeNull();
    expect(exifDateToIso('yesterday', undefined)).toBeNull();
    expect(exifDateToIso(20240501, undefined)).toBeNull();
  });

  it('reads time and GPS from a camera JPEG, nothing from a photo without EXIF', async () => {
    expect(await readCaptureMetadata(await cameraJpeg())).toEqual({
      takenAt: '2024-05-01T14:03:22-04:00',
      latitude: 40.4462,
      longitude: -79.9822667,
    });
    const none = { takenAt: null, latitude: null, longitude: null };
    expect(await readCaptureMetadata(await smallJpeg())).toEqual(none);
    expect(await readCaptureMetadata(Buffer.from('not an image at all'))).toEqual(none);
    // EXIF cut off in the middle.
    expect(await readCaptureMetadata((await cameraJpeg()).subarray(0, 200))).toEqual(none);
  });

  it('finds the EXIF of a HEIC through its item boxes, and nothing in a broken one', () => {
    const tiff = heifExifTiff(HEIC);
    expect(tiff?.subarray(0, 4).toString('latin1')).toBe('II*\0');
    expect(heifExifTiff(HEIC.subarray(0, 100))).toBeNull();
    expect(heifExifTiff(Buffer.alloc(64, 0xff))).toBeNull();
    expect(heifExifTiff(Buffer.alloc(0))).toBeNull();
  });
});

describe('the photo semaphore', () => {
  it('runs at most its limit at once, the others in turn, and frees a slot on failure', async () => {
    const slots = createSemaphore(2);
    let running = 0;
    let most = 0;
    const task = (fail: boolean) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (fail) throw new Error('boom');
        return 'ok';
      });
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => task(i % 3 === 0)),
    );
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect(slots.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('turns a task away at once when its queue is full, and takes tasks again once it drains', async () => {
    const slots = createSemaphore(1, 2);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = [0, 1, 2].map(() => slots.run(() => gate));
    expect(slots.pending).toEqual({ running: 1, waiting: 2 });
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    open();
    await Promise.all(held);
    await expect(slots.run(async () => 'again')).resolves.toBe('again');
  });
});

describe('photos a client gave up on, and photos over the limit', () => {
  const tempPhoto = (bytes: Uint8Array, name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-photo-'));
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  };

  it('skips a photo whose client left before its turn came', async () => {
    const photo = tempPhoto(await smallJpeg(), 'left.jpg');
    try {
      const left = new AbortController();
      left.abort();
      await expect(processPhoto(photo.file, 'image/jpeg', left.signal)).rejects.toBeInstanceOf(
        UploadAbandonedError,
      );
      // Without the signal the same file is processed.
      expect((await processPhoto(photo.file, 'image/jpeg')).width).toBeGreaterThan(0);
    } finally {
      photo.remove();
    }
  });

  it('refuses a HEIC over 50 megapixels from its header, even when the client is still there', async () => {
    const bomb = tempPhoto(
      fs.readFileSync(path.join(import.meta.dirname, 'fixtures/64-megapixel.heic')),
      'bomb.heic',
    );
    try {
      const refused = await processPhoto(bomb.file, 'image/heic').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PhotoRejectedError);
      expect((refused as PhotoRejectedError).status).toBe(413);
      expect(MAX_HEIC_PIXELS).toBe(50_000_000);
    } finally {
      bomb.remove();
    }
  });
});
