import { describe, expect, it } from 'vitest';
import {
  exifSegmentOf,
  insertExif,
  orientationOf,
  readExifSegment,
  withUprightOrientation,
} from './exif';

/** An EXIF APP1 segment whose IFD0 holds Orientation (and one other entry), in either order. */
function exifSegment(orientation: number, little: boolean): Uint8Array {
  const tiff = new Uint8Array(8 + 2 + 2 * 12 + 4);
  const view = new DataView(tiff.buffer);
  view.setUint16(0, little ? 0x4949 : 0x4d4d);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 2, little);
  // ImageWidth first, so the Orientation entry is not simply the first one.
  view.setUint16(10, 0x0100, little);
  view.setUint16(12, 3, little);
  view.setUint32(14, 1, little);
  view.setUint16(18, 4032, little);
  view.setUint16(22, 0x0112, little);
  view.setUint16(24, 3, little);
  view.setUint32(26, 1, little);
  view.setUint16(30, orientation, little);
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

const JFIF = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const SCAN = [0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9];

const jpeg = (...parts: (number[] | Uint8Array)[]) =>
  new Uint8Array([0xff, 0xd8, ...parts.flatMap((p) => [...p])]);

describe('EXIF carried into a resized JPEG', () => {
  it('finds the EXIF segment after a JFIF header, and none in a JPEG without one', () => {
    const segment = exifSegment(6, true);
    expect(exifSegmentOf(jpeg(JFIF, segment, SCAN))).toEqual(segment);
    expect(exifSegmentOf(jpeg(JFIF, SCAN))).toBeNull();
    expect(exifSegmentOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('reads the orientation and sets it upright, in both byte orders', () => {
    for (const little of [true, false]) {
      const segment = exifSegment(6, little);
      expect(orientationOf(segment)).toBe(6);
      const upright = withUprightOrientation(segment);
      expect(orientationOf(upright)).toBe(1);
      // Nothing else changes, and the original is left alone.
      expect(upright.length).toBe(segment.length);
      expect(orientationOf(segment)).toBe(6);
    }
  });

  it('puts the segment after the JFIF header of the canvas JPEG', async () => {
    const segment = withUprightOrientation(exifSegment(8, true));
    const resized = new Blob([jpeg(JFIF, SCAN)], { type: 'image/jpeg' });
    const out = new Uint8Array(await (await insertExif(resized, segment)).arrayBuffer());
    expect([...out.slice(0, 2 + JFIF.length)]).toEqual([0xff, 0xd8, ...JFIF]);
    expect(exifSegmentOf(out)).toEqual(segment);
    expect([...out.slice(-SCAN.length)]).toEqual(SCAN);
    expect(await readExifSegment(new Blob([out]))).toEqual(segment);
  });

  it('says upright when the segment has no orientation or is cut short', () => {
    expect(orientationOf(exifSegment(6, true).slice(0, 12))).toBe(1);
    expect(orientationOf(exifSegment(0, true))).toBe(1);
  });
});
