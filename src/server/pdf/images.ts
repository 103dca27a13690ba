import zlib from 'node:zlib';
import type { ImageSize, ImageType } from '../../domain/photo/image-header';
import { imageSizeOf, imageTypeOf } from '../../domain/photo/image-header';

// The two kinds of picture Ridgeline stores and prints (the company logo, a drawn signature)
// are checked here: by their bytes, never by a name or a Content-Type someone sent. pdfkit
// decodes a PNG with transparency on a zlib callback that throws outside any promise, so a PNG
// whose data does not inflate would crash the render worker instead of failing one PDF; and a
// small file can inflate to gigabytes. Only images that pass `printableImage` reach pdfkit.

export type { ImageSize, ImageType } from '../../domain/photo/image-header';
export { imageTypeOf };

/**
 * Most pixels an image may have to be printed: a PNG with transparency is decoded in full on
 * every render (4 bytes a pixel), so this bounds the memory and time one picture can cost.
 */
export const MAX_IMAGE_PIXELS = 4_000_000;

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

// Channels per PNG colour type: grey, -, RGB, palette, grey + alpha, -, RGBA.
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
// Adam7 passes: x start, y start, x step, y step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Each row's length in the inflated data (with its filter byte), pass by pass when interlaced. */
function pngRowLengths(width: number, height: number, bits: number, interlaced: boolean): number[] {
  const rowBytes = (w: number) => 1 + Math.ceil((w * bits) / 8);
  if (!interlaced) return [...Array<number>(height)].fill(rowBytes(width));
  const rows: number[] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) rows.push(...Array<number>(h).fill(rowBytes(w)));
  }
  return rows;
}

/** A PNG's size when its chunks are well formed and its image data inflates to the right length. */
export function readablePng(bytes: Uint8Array): ImageSize | null {
  if (imageTypeOf(bytes) !== 'image/png' || bytes.length < 33) return null;
  if (u32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    return null;
  }
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  const depth = bytes[24]!;
  const colorType = bytes[25]!;
  const interlace = bytes[28]!;
  const channels = PNG_CHANNELS[colorType];
  // Compression and filter method 0 are the only ones PNG defines.
  if (!channels || !PNG_DEPTHS[colorType]!.includes(depth)) return null;
  if (bytes[26] !== 0 || bytes[27] !== 0 || interlace > 1) return null;
  if (width === 0 || height === 0 || width * height > MAX_IMAGE_PIXELS) return null;

  const data: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return null;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') {
      ended = true;
      break;
    }
    at += 12 + length;
  }
  if (!ended || data.length === 0) return null;
  const rows = pngRowLengths(width, height, channels * depth, interlace === 1);
  const expected = rows.reduce((sum, n) => sum + n, 0);
  let pixels: Buffer;
  try {
    // Stops, and throws, as soon as the data would inflate past what the size allows.
    pixels = zlib.inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    return null;
  }
  if (pixels.length !== expected) return null;
  // Each row starts with its filter type, 0 to 4; pdfkit's decoder throws on any other, on a
  // callback outside any promise.
  let row = 0;
  for (const length of rows) {
    if (pixels[row]! > 4) return null;
    row += length;
  }
  return { width, height };
}

/** A JPEG's size when its segments lead to a frame header, within the pixels allowed. */
export function readableJpeg(bytes: Uint8Array): ImageSize | null {
  if (imageTypeOf(bytes) !== 'image/jpeg') return null;
  const size = imageSizeOf(bytes);
  return size && size.width * size.height <= MAX_IMAGE_PIXELS ? size : null;
}

/** The image's type and size when pdfkit can print it safely; null otherwise. */
export function printableImage(bytes: Uint8Array): (ImageSize & { type: ImageType }) | null {
  const type = imageTypeOf(bytes);
  const size =
    type === 'image/png' ? readablePng(bytes) : type === 'image/jpeg' ? readableJpeg(bytes) : null;
  return type && size ? { type, ...size } : null;
}

/** "data:image/png;base64,..." (or bare base64) to its bytes; null when it is not base64. */
export function base64Bytes(text: string): Buffer | null {
  const m = /^(?:data:[\w.+-]+\/[\w.+-]+;base64,)?([A-Za-z0-9+/]*={0,2})$/.exec(text.trim());
  return m ? Buffer.from(m[1]!, 'base64') : null;
}

/** An image as a data: URL, as settings keep the logo. */
export function dataUrlOf(type: ImageType, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
