import { MAX_PHOTO_BYTES, PHOTO_LONG_SIDE } from '../../../domain/photo/photo';
import { insertExif, orientationOf, readExifSegment, withUprightOrientation } from './exif';
import { i18n } from './i18n';

// A photo made ready for upload, in the browser: a phone's 12-megapixel, 4 MB photo becomes a
// 2048-pixel JPEG of a few hundred KB, upright, before it crosses a job site's mobile connection.

const JPEG_QUALITY = 0.85;
/** What the server stores as sent. Anything else it decides on by the file's bytes. */
const SERVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PreparedPhoto {
  body: Blob;
  /** The name the upload carries: ".jpg" once re-encoded. */
  name: string;
  /**
   * A small copy for the upload list (null when the browser cannot decode the file): showing
   * the picked files themselves would hold every full-size photo decoded in a phone's memory.
   */
  preview: Blob | null;
}

const PREVIEW_LONG_SIDE = 160;

export class PhotoTooLargeError extends Error {
  constructor() {
    super(
      `This file is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB, the most one photo may be.`,
    );
  }
}

const asJpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

function scaledSize(width: number, height: number, longSide = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The bitmap drawn at that size as a JPEG; off the main thread's DOM where the browser can. */
async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const draw = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // A transparent PNG would otherwise turn black where it is see-through.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      draw(ctx);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(i18n._('This browser cannot resize photos.'));
  draw(ctx);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(i18n._('Could not resize the photo.')))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/**
 * What to upload for a picked file:
 * - a photo the browser can decode is drawn upright (EXIF orientation applied), at most 2048 px
 *   on its long side, as a JPEG at quality 0.85, carrying the original's EXIF (exif.ts says why);
 * - one that already fits, is upright and is a type the server stores is sent as it is when the
 *   JPEG would not be smaller: re-encoding it would only lose quality;
 * - one the browser cannot decode (HEIC on Chromium, or not an image at all) is sent as it is,
 *   and the server decides (it may refuse the type, and that message is shown on its row).
 */
export async function prepareForUpload(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (file.size > MAX_PHOTO_BYTES) throw new PhotoTooLargeError();
    return { body: file, name: file.name, preview: null };
  }
  try {
    const small = scaledSize(bitmap.width, bitmap.height, PREVIEW_LONG_SIDE);
    const preview = await encodeJpeg(bitmap, small.width, small.height);
    const exif = file.type === 'image/jpeg' ? await readExifSegment(file) : null;
    const upright = !exif || orientationOf(exif) === 1;
    const size = scaledSize(bitmap.width, bitmap.height);
    const fits = size.width === bitmap.width && size.height === bitmap.height;
    const jpeg = await encodeJpeg(bitmap, size.width, size.height);
    if (fits && upright && SERVER_TYPES.has(file.type) && jpeg.size >= file.size) {
      if (file.size > MAX_PHOTO_BYTES) throw new PhotoTooLargeError();
      return { body: file, name: file.name, preview };
    }
    const body = exif ? await insertExif(jpeg, withUprightOrientation(exif)) : jpeg;
    return { body, name: asJpegName(file.name), preview };
  } finally {
    bitmap.close();
  }
}
