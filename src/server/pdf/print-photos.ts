import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, PHOTO_LONG_SIDE } from '../../domain/photo/photo';
import { createSemaphore } from '../photos/semaphore';
import type { PhotoStorage } from '../photos/storage';
import { imageSizeOf } from '../../domain/photo/image-header';
import { imageTypeOf, printableImage } from './images';
import type { PrintableImage } from './photo-grid';

// Job photos are stored at up to 2048 px (often 0.5 to 1.5 MB each). A PDF prints them two to a
// row, about 3.4 inches wide: 720 px is over 200 dpi there. Each photo is made that small with
// sharp (libvips, on libuv's thread pool: never on the event loop) before it goes to the render
// worker, so a report of 500 photos sends about 25 to 50 MB of images to the worker rather
// than half a gigabyte, and a proposal's six photos a few hundred KB.

/** The long side of a photo as printed in a PDF, in pixels. */
export const PRINT_LONG_SIDE = 720;
/**
 * Most bytes one printed photo may take: a busy photo (gravel, shingles close up) is encoded
 * again at a lower quality until it fits, so a report's size follows its photo count.
 */
export const PRINT_MAX_BYTES = 100_000;
const QUALITIES = [72, 58, 45] as const;
/** Photos read and made smaller at once for one document. */
const PREPARE_CONCURRENCY = 2;
/**
 * And for every document together, server-wide: sharp runs on libuv's small thread pool (4
 * threads by default), which file reads and uploads use too. Two reports of hundreds of photos
 * at once take two of its threads, never all of them.
 */
export const PRINT_PHOTOS_AT_ONCE = 2;
const printSlots = createSemaphore(PRINT_PHOTOS_AT_ONCE);

/** The whole stream, or null once it passes `max` bytes (then it is not read further). */
export async function readAll(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > max) {
      body.destroy();
      return null;
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** A stored file's bytes (at most a photo's size), or null when it is missing or larger. */
export async function storedBytes(storage: PhotoStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? readAll(file.body, MAX_PHOTO_BYTES) : null;
}

// A stored image is at most PHOTO_LONG_SIDE on its long side; anything far larger is not one
// of ours, and libvips is not asked to decode it.
const INPUT_PIXEL_LIMIT = PHOTO_LONG_SIDE * PHOTO_LONG_SIDE * 4;

/**
 * An image (JPEG, PNG or WebP) as a JPEG of at most PRINT_LONG_SIDE px and PRINT_MAX_BYTES that
 * pdfkit can print; null when the bytes are not an image sharp can read.
 */
export function printJpeg(bytes: Uint8Array): Promise<PrintableImage | null> {
  return printSlots.run(() => resizeForPrint(bytes));
}

async function resizeForPrint(bytes: Uint8Array): Promise<PrintableImage | null> {
  try {
    const resized = sharp(bytes, { limitInputPixels: INPUT_PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize({
        width: PRINT_LONG_SIDE,
        height: PRINT_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG prints on white, as it would on paper.
      .flatten({ background: '#ffffff' });
    let out: Buffer | null = null;
    for (const quality of QUALITIES) {
      out = await resized.clone().jpeg({ quality }).toBuffer();
      if (out.length <= PRINT_MAX_BYTES) break;
    }
    const image = out && printableImage(out);
    return out && image ? { bytes: out, width: image.width, height: image.height } : null;
  } catch {
    return null;
  }
}

/**
 * A served photo as a JPEG with its size: a JPEG as it is (its bytes untouched), a WebP or PNG
 * converted (sharp writes no metadata). Null when the bytes are not a readable image.
 */
export async function asJpeg(bytes: Buffer): Promise<PrintableImage | null> {
  if (imageTypeOf(bytes) === 'image/jpeg') {
    const size = imageSizeOf(bytes);
    return size ? { bytes, ...size } : null;
  }
  return printSlots.run(async () => {
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: INPUT_PIXEL_LIMIT,
        failOn: 'error',
      })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      return null;
    }
  });
}

/** The stored image made ready to print; null when it is missing or unreadable. */
export async function printableStoredPhoto(
  storage: PhotoStorage,
  key: string,
): Promise<PrintableImage | null> {
  const bytes = await storedBytes(storage, key);
  return bytes ? printJpeg(bytes) : null;
}

/** `fn` over the items, at most `concurrency` at once, the answers in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<R>,
  concurrency = PREPARE_CONCURRENCY,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, run));
  return out;
}
