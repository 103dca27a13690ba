import { formatNumber } from '../../../domain/format/format';
import { imageSizeOf, imageTypeOf } from '../../../domain/photo/image-header';
import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS } from '../../../domain/proposal/proposal';

// The checks a logo file must pass, made in the browser before it is uploaded so the owner
// hears at once what is wrong. The server makes the same checks again and decides.

// Rounded up, so a file just over the limit never reads as the limit itself.
const kilobytes = (bytes: number) => `${formatNumber(Math.ceil(bytes / 1000), 0)} KB`;

/** Why this file cannot be the logo, or null when it can. */
export async function logoFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_LOGO_BYTES) {
    return `The logo must be at most ${kilobytes(MAX_LOGO_BYTES)}; this file is ${kilobytes(file.size)}`;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  // By the bytes, as the server decides: a renamed GIF is still a GIF.
  if (!type) return 'The logo must be a PNG or JPEG image';
  const size = imageSizeOf(bytes);
  if (!size) return `The file is not a readable ${type === 'image/png' ? 'PNG' : 'JPEG'} image`;
  if (size.width * size.height > MAX_LOGO_PIXELS) {
    return `The logo must be at most ${formatNumber(MAX_LOGO_PIXELS, 0)} pixels (for example 1000 x 1000); this one is ${size.width} x ${size.height}`;
  }
  return null;
}
