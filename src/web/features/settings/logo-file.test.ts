import { describe, expect, it } from 'vitest';
import { jpegHeader, pngHeader } from '../../../domain/testing/image-header-samples';
import { logoFileProblem } from './logo-file';

const file = (...parts: Uint8Array[]) => new Blob(parts.map((p) => new Uint8Array(p)));

describe('logoFileProblem', () => {
  it('accepts a PNG or JPEG within the limits', async () => {
    expect(await logoFileProblem(file(pngHeader(600, 200)))).toBeNull();
    expect(await logoFileProblem(file(jpegHeader(1000, 1000)))).toBeNull();
  });

  it.each([
    ['an empty file', file(), 'The file is empty'],
    [
      'a GIF, whatever it is called',
      file(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000;')),
      'The logo must be a PNG or JPEG image',
    ],
    [
      'too many bytes',
      file(pngHeader(10, 10), new Uint8Array(256_000)),
      'The logo must be at most 256 KB; this file is 257 KB',
    ],
    [
      'too many pixels',
      file(jpegHeader(2000, 600)),
      'The logo must be at most 1,000,000 pixels (for example 1000 x 1000); this one is 2000 x 600',
    ],
    [
      'a broken header',
      file(pngHeader(10, 10).subarray(0, 12)),
      'The file is not a readable PNG image',
    ],
  ])('refuses %s, saying why', async (_label, blob, message) => {
    expect(await logoFileProblem(blob)).toBe(message);
  });
});
