// What kind of photo a file is, decided by its first bytes (never by its name or by the type the
// browser claims): JPEG, PNG, WebP or HEIC/HEIF.

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** How many leading bytes `photoTypeOf` needs. */
export const SNIFF_BYTES = 32;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF brands of HEIC/HEIF still images (and image sequences, whose first frame is read). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'heif',
]);

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

export function photoTypeOf(head: Uint8Array): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  if (head.length >= 8 && PNG_SIGNATURE.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  // An ISO-BMFF file starts with its `ftyp` box: size, "ftyp", the major brand.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) {
    return 'image/heic';
  }
  return null;
}
