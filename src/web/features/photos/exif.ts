// A JPEG's EXIF block (APP1 "Exif\0\0"), carried from a phone's photo into its resized copy.
//
// Resizing on a canvas drops every bit of metadata, but the server reads the capture time and
// the GPS position from the EXIF of what it receives (and strips all of it from every image it
// serves). So the original's EXIF block goes into the resized JPEG, with its Orientation set to
// 1: the canvas has already turned the pixels upright, and a reader applying the old value would
// turn them again.

const SOI = 0xd8;
const APP0 = 0xe0;
const APP1 = 0xe1;
const SOS = 0xda;
const EOI = 0xd9;
const ORIENTATION_TAG = 0x0112;
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/** The markers before the image data; EXIF sits in the first few of them. */
const HEAD_BYTES = 256 * 1024;

interface Segment {
  marker: number;
  start: number;
  /** Just past the segment (its marker, length and payload). */
  end: number;
}

/** The segments of a JPEG's head, up to the start of the image data (or what `bytes` holds). */
function* segments(bytes: Uint8Array): Generator<Segment> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return;
    const marker = bytes[at + 1]!;
    // 0xFF fill bytes may pad between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) return;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return;
    yield { marker, start: at, end: at + 2 + length };
    at += 2 + length;
  }
}

const isExif = (bytes: Uint8Array, s: Segment) =>
  s.marker === APP1 && EXIF_ID.every((b, i) => bytes[s.start + 4 + i] === b);

/** The EXIF segment of a JPEG (marker to end), or null when it has none. */
export function exifSegmentOf(bytes: Uint8Array): Uint8Array | null {
  for (const s of segments(bytes)) {
    if (isExif(bytes, s) && s.end <= bytes.length) return bytes.slice(s.start, s.end);
  }
  return null;
}

/** Reads the first bytes of a file, where a JPEG keeps its EXIF. */
export async function readExifSegment(file: Blob): Promise<Uint8Array | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return exifSegmentOf(head);
}

/** Where IFD0's Orientation entry keeps its value in the segment, or -1 when it has none. */
function orientationOffset(segment: Uint8Array): number {
  const tiff = 10; // marker (2), length (2), "Exif\0\0" (6)
  if (segment.length < tiff + 8) return -1;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return -1;
  const little = order === 0x4949;
  const ifd0 = tiff + view.getUint32(tiff + 4, little);
  if (ifd0 + 2 > segment.length) return -1;
  const count = view.getUint16(ifd0, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > segment.length) return -1;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) return entry + 8;
  }
  return -1;
}

const isLittleEndian = (segment: Uint8Array) => segment[10] === 0x49;

/** The EXIF Orientation (1 to 8; 1 is upright), or 1 when the segment does not say. */
export function orientationOf(segment: Uint8Array): number {
  const at = orientationOffset(segment);
  if (at < 0) return 1;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const value = view.getUint16(at, isLittleEndian(segment));
  return value >= 1 && value <= 8 ? value : 1;
}

/** A copy of the segment that says the pixels are upright. */
export function withUprightOrientation(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  const at = orientationOffset(copy);
  if (at >= 0) {
    new DataView(copy.buffer, copy.byteOffset, copy.byteLength).setUint16(
      at,
      1,
      isLittleEndian(copy),
    );
  }
  return copy;
}

/**
 * The JPEG with the EXIF segment put in after its JFIF header (JFIF wants its APP0 first; EXIF
 * readers find the block either way).
 */
export async function insertExif(jpeg: Blob, segment: Uint8Array): Promise<Blob> {
  const head = new Uint8Array(await jpeg.slice(0, 64).arrayBuffer());
  if (head[0] !== 0xff || head[1] !== SOI) return jpeg;
  const first = segments(head).next();
  const at = !first.done && first.value.marker === APP0 ? first.value.end : 2;
  return new Blob([jpeg.slice(0, at), segment as Uint8Array<ArrayBuffer>, jpeg.slice(at)], {
    type: 'image/jpeg',
  });
}
