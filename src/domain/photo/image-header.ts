// What kind of picture a file is, and its size in pixels, read from its first bytes: the same
// answer in the browser (before a logo is uploaded) and on the server (which decides). Nothing
// here decodes pixels.

export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG or JPEG by the file's first bytes (its magic number); null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

/** A PNG's size from its IHDR chunk, which must come first. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || u32(bytes, 8) !== 13) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

// Start-of-frame markers (baseline, progressive, ...) carry the size; not DHT, JPG or DAC.
const isStartOfFrame = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG's size from its start-of-frame segment; null when the segments do not lead to one. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      const components = bytes[at + 9]!;
      if (width === 0 || height === 0 || ![1, 3, 4].includes(components)) return null;
      return { width, height };
    }
    // The compressed data follows; no frame header before it means no size to read.
    if (marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}

/** The picture's size as its header states it (PNG or JPEG); null when it cannot be read. */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const type = imageTypeOf(bytes);
  return type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : null;
}
