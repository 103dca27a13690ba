import fs from 'node:fs/promises';
import exifr from 'exifr';
import sharp from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { PHOTO_LONG_SIDE, THUMB_LONG_SIDE } from '../../domain/photo/photo';
import { decodeHeic, HeicDecodeError } from './decode-heic';
import { heifExifTiff } from './heif-exif';
import { createSemaphore } from './semaphore';
export { QueueFullError } from './semaphore';
import type { PhotoType } from './sniff';

// One thread per image inside libvips, and no cache of decoded images or open files between
// requests: two photos at a time (below) then use at most two of libuv's threads and little
// memory, and a burst of uploads cannot take the whole machine.
sharp.concurrency(1);
sharp.cache(false);

/** Photos processed at once, server-wide; the others wait their turn. */
export const PHOTOS_AT_ONCE = 2;
/**
 * Photos that may wait for a turn. A photo takes up to a few seconds (a 48-megapixel HEIC the
 * longest), so 16 waiting is well within an upload's connection timeout; more are answered 503
 * with Retry-After, and the phone's outbox sends them again later.
 */
export const PHOTOS_WAITING_MAX = 16;
/** Seconds a photo turned away is told to wait before sending again. */
export const PHOTOS_RETRY_AFTER_S = 10;
const photoSlots = createSemaphore(PHOTOS_AT_ONCE, PHOTOS_WAITING_MAX);
/**
 * HEIC photos decoded at once. The decoder holds the whole image in memory, about 14 bytes a
 * pixel all told (700 MB for 48 megapixels): two at once could take a small server's memory.
 */
const heicSlots = createSemaphore(1);

/**
 * The most pixels a JPEG, PNG or WebP may have: a 108-megapixel phone photo fits. A small file
 * can claim 40000 × 40000 pixels (a decompression bomb), so the size its header states is
 * checked before anything is decoded, and libvips is held to it as well.
 */
export const MAX_PHOTO_PIXELS = 120_000_000;
/**
 * The most pixels a HEIC may have: the largest a phone writes is 48 megapixels (an iPhone's
 * "HEIF Max", 8064 × 6048). HEIC cannot be decoded at a reduced size as a JPEG can, so every
 * pixel costs time and memory: a 38 KB file of 64 megapixels took seconds and over 1 GB.
 */
export const MAX_HEIC_PIXELS = 50_000_000;

export function maxPixelsOf(type: PhotoType): number {
  return type === 'image/heic' ? MAX_HEIC_PIXELS : MAX_PHOTO_PIXELS;
}

const JPEG_QUALITY = 85;
const THUMB_QUALITY = 80;

/** A photo the server will not keep: 413 (too many pixels) or 415 (not a readable photo). */
export class PhotoRejectedError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface CaptureMetadata {
  /** When the photo was taken, as the camera's clock said: ISO 8601, with its offset if known. */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ProcessedPhoto extends CaptureMetadata {
  /** The photo as served: at most PHOTO_LONG_SIDE, upright, no metadata at all. */
  image: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  ext: 'jpg' | 'webp';
  width: number;
  height: number;
  /** At most THUMB_LONG_SIDE, JPEG, no metadata. */
  thumb: Buffer;
}

const NO_METADATA: CaptureMetadata = { takenAt: null, latitude: null, longitude: null };

/** EXIF "2024:05:01 14:03:22" (+ "-05:00") to "2024-05-01T14:03:22-05:00"; null if not a date. */
export function exifDateToIso(value: unknown, offset: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  // "0000:00:00 00:00:00" is what cameras write when their clock was never set.
  if (Number.isNaN(date.getTime()) || Number(y) < 1900) return null;
  const zone =
    typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : '';
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
}

function coordinate(value: unknown, limit: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
    ? Math.round(value * 1e7) / 1e7
    : null;
}

/**
 * When and where the photo was taken, from its EXIF: DateTimeOriginal (or CreateDate) and GPS.
 * Missing or broken EXIF is normal (screenshots, edited photos): then nulls, never an error.
 */
export async function readCaptureMetadata(input: string | Buffer): Promise<CaptureMetadata> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(input, {
      tiff: true,
      ifd0: {},
      exif: true,
      gps: true,
      ifd1: false,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      makerNote: false,
      userComment: false,
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    return NO_METADATA;
  }
  if (!tags) return NO_METADATA;
  let latitude = coordinate(tags.latitude, 90);
  let longitude = coordinate(tags.longitude, 180);
  // 0,0 is what a phone writes when it had no fix: a roof is never there.
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) {
    latitude = null;
    longitude = null;
  }
  return {
    takenAt:
      exifDateToIso(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ??
      exifDateToIso(tags.CreateDate, tags.OffsetTimeDigitized),
    latitude,
    longitude,
  };
}

const tooManyPixels = (type: PhotoType) =>
  new PhotoRejectedError(
    413,
    `The photo has more than ${maxPixelsOf(type) / 1_000_000} megapixels${type === 'image/heic' ? ' (the most for a HEIC photo)' : ''}`,
  );

function rejectUnreadable(type: PhotoType, e: unknown): never {
  const message = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(message) || (e instanceof HeicDecodeError && e.tooLarge)) {
    throw tooManyPixels(type);
  }
  const kind = {
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/webp': 'WebP',
    'image/heic': 'HEIC',
  }[type];
  throw new PhotoRejectedError(415, `The file looks like a ${kind} photo but could not be read`);
}

/**
 * The photo's size as its header states it, read without decoding any pixels (for HEIC, from
 * the container's boxes), and refused if it is over the type's limit.
 */
async function checkPixels(file: string, type: PhotoType): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file).metadata());
  } catch (e) {
    rejectUnreadable(type, e);
  }
  if (!width || !height) rejectUnreadable(type, new Error('The photo states no size'));
  if (width * height > maxPixelsOf(type)) throw tooManyPixels(type);
}

/** The client of an upload went away while its photo waited for its turn. */
export class UploadAbandonedError extends Error {}

async function processNow(file: string, type: PhotoType): Promise<ProcessedPhoto> {
  const maxPixels = maxPixelsOf(type);
  let source: Sharp;
  let metadata: CaptureMetadata;
  if (type === 'image/heic') {
    const bytes = await fs.readFile(file);
    const exif = heifExifTiff(bytes);
    metadata = exif ? await readCaptureMetadata(exif) : NO_METADATA;
    let decoded;
    try {
      // The decoder checks the image it is about to decode against the limit too.
      decoded = await heicSlots.run(() => decodeHeic(bytes, maxPixels));
    } catch (e) {
      rejectUnreadable(type, e);
    }
    // The decoder applies the file's own rotation and mirroring: nothing left to turn.
    source = sharp(decoded.pixels, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
      limitInputPixels: maxPixels,
    });
  } else {
    metadata = await readCaptureMetadata(file);
    // `rotate()` turns the pixels upright as the EXIF orientation says, since the served file
    // carries no EXIF to say it.
    source = sharp(file, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  }

  const keepWebp = type === 'image/webp';
  const resized = source.resize({
    width: PHOTO_LONG_SIDE,
    height: PHOTO_LONG_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked with withMetadata/keepExif: the
  // served photo never tells where it was taken.
  const encoded = keepWebp
    ? resized.webp({ quality: JPEG_QUALITY })
    : // JPEG has no transparency: transparent parts of a PNG become white, not black.
      resized.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, progressive: true });
  let image: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    image = await encoded.toBuffer({ resolveWithObject: true });
    thumb = await sharp(image.data, { limitInputPixels: PHOTO_LONG_SIDE * PHOTO_LONG_SIDE })
      .resize({
        width: THUMB_LONG_SIDE,
        height: THUMB_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMB_QUALITY })
      .toBuffer();
  } catch (e) {
    rejectUnreadable(type, e);
  }
  return {
    ...metadata,
    image: image.data,
    contentType: keepWebp ? 'image/webp' : 'image/jpeg',
    ext: keepWebp ? 'webp' : 'jpg',
    width: image.info.width,
    height: image.info.height,
    thumb,
  };
}

/**
 * Reads a received photo (a temp file of a known type) into what is stored: the capture time and
 * place from its EXIF, the served image and its thumbnail. At most PHOTOS_AT_ONCE run at a time.
 * Throws PhotoRejectedError for a file that is not a readable photo; UploadAbandonedError when
 * `abandoned` is aborted (the client left) before the photo's turn came.
 */
export async function processPhoto(
  file: string,
  type: PhotoType,
  abandoned?: AbortSignal,
): Promise<ProcessedPhoto> {
  // Only the header is read: a photo over the limit is refused at once, without waiting behind
  // the photos being processed.
  await checkPixels(file, type);
  return photoSlots.run(() => {
    // Nobody would get the answer: the turn goes to the next photo.
    if (abandoned?.aborted) throw new UploadAbandonedError('The client went away');
    return processNow(file, type);
  });
}
