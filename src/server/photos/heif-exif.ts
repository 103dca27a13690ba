// The EXIF block of a HEIC/HEIF file, found through its boxes: the `meta` box lists the items
// (`iinf`), one of type "Exif", and where each item's bytes are (`iloc`). exifr reads HEIC itself
// but ignores an item's base offset, which libheif-written files use; this reads it right.

interface Box {
  type: string;
  /** Where the box's content starts (after size and type) and where the box ends. */
  start: number;
  end: number;
}

function boxesIn(b: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    let start = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(b.readBigUInt64BE(at + 8));
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < start - at || at + size > to) break;
    boxes.push({ type, start, end: at + size });
    at += size;
  }
  return boxes;
}

function readUint(b: Buffer, at: number, bytes: number): number {
  switch (bytes) {
    case 0:
      return 0;
    case 2:
      return b.readUInt16BE(at);
    case 4:
      return b.readUInt32BE(at);
    case 8:
      return Number(b.readBigUInt64BE(at));
    default:
      throw new RangeError(`field of ${bytes} bytes`);
  }
}

/** The item id of the Exif item in an `iinf` box. */
function exifItemId(b: Buffer, iinf: Box): number | null {
  const version = b[iinf.start] ?? 0;
  const countBytes = version === 0 ? 2 : 4;
  const first = iinf.start + 4 + countBytes;
  for (const infe of boxesIn(b, first, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const v = b[infe.start] ?? 0;
    if (v < 2) continue;
    const idBytes = v === 3 ? 4 : 2;
    const id = readUint(b, infe.start + 4, idBytes);
    const type = b.toString('latin1', infe.start + 4 + idBytes + 2, infe.start + 4 + idBytes + 6);
    if (type === 'Exif') return id;
  }
  return null;
}

/** Where an item's bytes are, from the `iloc` box (one extent, stored in the file). */
function itemExtent(
  b: Buffer,
  iloc: Box,
  wanted: number,
): { offset: number; length: number } | null {
  const version = b[iloc.start] ?? 0;
  let at = iloc.start + 4;
  const sizes = b[at] ?? 0;
  const sizes2 = b[at + 1] ?? 0;
  at += 2;
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0xf;
  const baseOffsetSize = sizes2 >> 4;
  const indexSize = version === 1 || version === 2 ? sizes2 & 0xf : 0;
  const idBytes = version === 2 ? 4 : 2;
  const count = readUint(b, at, version === 2 ? 4 : 2);
  at += version === 2 ? 4 : 2;
  for (let i = 0; i < count; i += 1) {
    const id = readUint(b, at, idBytes);
    at += idBytes;
    let constructionMethod = 0;
    if (version === 1 || version === 2) {
      constructionMethod = b.readUInt16BE(at) & 0xf;
      at += 2;
    }
    at += 2; // data reference index
    const baseOffset = readUint(b, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = b.readUInt16BE(at);
    at += 2;
    if (id === wanted) {
      if (constructionMethod !== 0 || extents < 1) return null;
      const offset = baseOffset + readUint(b, at + indexSize, offsetSize);
      const length = readUint(b, at + indexSize + offsetSize, lengthSize);
      return { offset, length };
    }
    at += extents * (indexSize + offsetSize + lengthSize);
  }
  return null;
}

/**
 * The TIFF-structured EXIF bytes of a HEIC/HEIF file (starting "II*" or "MM*"), or null when it
 * has none or its boxes do not make sense. Never throws.
 */
export function heifExifTiff(file: Buffer): Buffer | null {
  try {
    const meta = boxesIn(file, 0, file.length).find((box) => box.type === 'meta');
    if (!meta) return null;
    // `meta` is a full box: version and flags come before its children.
    const children = boxesIn(file, meta.start + 4, meta.end);
    const iinf = children.find((box) => box.type === 'iinf');
    const iloc = children.find((box) => box.type === 'iloc');
    if (!iinf || !iloc) return null;
    const id = exifItemId(file, iinf);
    if (id === null) return null;
    const extent = itemExtent(file, iloc, id);
    if (!extent || extent.offset + extent.length > file.length || extent.length < 4) return null;
    const item = file.subarray(extent.offset, extent.offset + extent.length);
    // The item starts with the offset of the TIFF header within it.
    const tiffAt = 4 + item.readUInt32BE(0);
    if (tiffAt + 8 > item.length) return null;
    return item.subarray(tiffAt);
  } catch {
    return null;
  }
}
