import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  dataUrlOf,
  imageTypeOf,
  MAX_IMAGE_PIXELS,
  printableImage,
  readableJpeg,
  readablePng,
} from './images';
import { rgbaPng, SAMPLE_JPEG, sampleSignaturePng } from '../testing/sample-proposal';

/** A PNG whose chunks are given as they are (for broken ones). */
function pngOf(width: number, height: number, idat: Uint8Array, colorType = 6, interlace = 0) {
  const good = rgbaPng(1, 1, () => true);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colorType, 0, 0, interlace], 8);
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  return Buffer.concat([
    good.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('imageTypeOf', () => {
  it('tells PNG and JPEG by their first bytes, whatever they are called', () => {
    expect(imageTypeOf(sampleSignaturePng())).toBe('image/png');
    expect(imageTypeOf(SAMPLE_JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a....'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('readablePng', () => {
  it('reads the size of a well formed PNG', () => {
    expect(readablePng(sampleSignaturePng())).toEqual({ width: 600, height: 200 });
  });

  it('reads an interlaced PNG when its data has the length its seven passes give', () => {
    // 3 x 3 RGBA by pass (rows x (filter byte + pixels x 4)): 1x5, -, -, 1x5, 1x9, 2x5, 1x13.
    const adam7 = zlib.deflateSync(Buffer.alloc(5 + 5 + 9 + 10 + 13));
    expect(readablePng(pngOf(3, 3, adam7, 6, 1))).toEqual({ width: 3, height: 3 });
    // The length a non-interlaced 3 x 3 would have is not that.
    const plain = zlib.deflateSync(Buffer.alloc(3 * 13));
    expect(readablePng(pngOf(3, 3, plain, 6, 1))).toBeNull();
    expect(readablePng(pngOf(3, 3, plain, 6, 0))).toEqual({ width: 3, height: 3 });
  });

  it.each([
    ['data that is not zlib', () => pngOf(10, 10, Buffer.from('not deflated at all'))],
    ['data cut short', () => pngOf(10, 10, zlib.deflateSync(Buffer.alloc(20)))],
    ['data longer than the size', () => pngOf(2, 2, zlib.deflateSync(Buffer.alloc(5000)))],
    // 10,000 x 10,000 would decode to 400 MB in pdfkit: refused by its header alone.
    ['too many pixels', () => pngOf(10_000, 10_000, zlib.deflateSync(Buffer.alloc(1000)))],
    ['an unknown colour type', () => pngOf(1, 1, zlib.deflateSync(Buffer.alloc(5)), 5)],
    ['no IEND', () => sampleSignaturePng().subarray(0, -12)],
    ['a chunk running past the end', () => sampleSignaturePng().subarray(0, 60)],
    ['only the signature', () => sampleSignaturePng().subarray(0, 8)],
  ])('refuses a PNG with %s', (_label, png) => {
    expect(readablePng(png())).toBeNull();
    expect(printableImage(png())).toBeNull();
  });

  it('allows up to MAX_IMAGE_PIXELS', () => {
    expect(MAX_IMAGE_PIXELS).toBe(4_000_000);
    const width = 2000;
    const data = zlib.deflateSync(Buffer.alloc(2000 * (1 + width * 4)));
    expect(readablePng(pngOf(width, 2000, data))).toEqual({ width, height: 2000 });
    expect(readablePng(pngOf(width, 2001, data))).toBeNull();
  });
});

describe('readableJpeg', () => {
  it('reads the size from the frame header', () => {
    expect(readableJpeg(SAMPLE_JPEG)).toEqual({ width: 24, height: 12 });
    expect(printableImage(SAMPLE_JPEG)).toEqual({ type: 'image/jpeg', width: 24, height: 12 });
  });

  it.each([
    ['only the start marker', () => SAMPLE_JPEG.subarray(0, 3)],
    ['a segment running past the end', () => SAMPLE_JPEG.subarray(0, 100)],
    [
      'garbage after the start',
      () => Buffer.concat([SAMPLE_JPEG.subarray(0, 2), Buffer.alloc(50)]),
    ],
  ])('refuses a JPEG with %s', (_label, jpeg) => {
    expect(readableJpeg(jpeg())).toBeNull();
  });
});

describe('base64Bytes and dataUrlOf', () => {
  it('reads a data: URL or bare base64, and refuses anything else', () => {
    const png = sampleSignaturePng();
    expect(base64Bytes(dataUrlOf('image/png', png))).toEqual(png);
    expect(base64Bytes(png.toString('base64'))).toEqual(png);
    expect(base64Bytes('data:image/png;base64,@@@')).toBeNull();
    expect(base64Bytes('javascript:alert(1)')).toBeNull();
  });
});
