import { describe, expect, it } from 'vitest';
import { imageSizeOf, imageTypeOf } from './image-header';
import { jpegHeader, pngHeader } from '../testing/image-header-samples';

describe('imageTypeOf and imageSizeOf', () => {
  it('read PNG and JPEG headers', () => {
    expect(imageTypeOf(pngHeader(640, 200))).toBe('image/png');
    expect(imageSizeOf(pngHeader(640, 200))).toEqual({ width: 640, height: 200 });
    expect(imageTypeOf(jpegHeader(1200, 800))).toBe('image/jpeg');
    expect(imageSizeOf(jpegHeader(1200, 800))).toEqual({ width: 1200, height: 800 });
  });

  it('know nothing else', () => {
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
    expect(imageTypeOf(gif)).toBeNull();
    expect(imageSizeOf(gif)).toBeNull();
    expect(imageSizeOf(pngHeader(0, 10))).toBeNull();
    expect(imageSizeOf(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSizeOf(jpegHeader(10, 10).subarray(0, 12))).toBeNull();
  });
});
