import { formatNumber } from '../../../domain/format/format';
import { imageSizeOf, imageTypeOf } from '../../../domain/photo/image-header';
import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS } from '../../../domain/proposal/proposal';
import { i18n } from './i18n';

// The checks a logo file must pass, made in the browser before it is uploaded so the owner
// hears at once what is wrong. The server makes the same checks again and decides.

// Rounded up, so a file just over the limit never reads as the limit itself.
const kilobytes = (bytes: number) => formatNumber(Math.ceil(bytes / 1000), 0);

/** Why this file cannot be the logo, or null when it can. */
export async function logoFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return i18n._('The file is empty');
  if (file.size > MAX_LOGO_BYTES) {
    return i18n._('The logo must be at most {max} KB; this file is {size} KB', {
      max: kilobytes(MAX_LOGO_BYTES),
      size: kilobytes(file.size),
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  // By the bytes, as the server decides: a renamed GIF is still a GIF.
  if (!type) return i18n._('The logo must be a PNG or JPEG image');
  const size = imageSizeOf(bytes);
  if (!size) {
    return i18n._('The file is not a readable {type} image', {
      type: type === 'image/png' ? 'PNG' : 'JPEG',
    });
  }
  if (size.width * size.height > MAX_LOGO_PIXELS) {
    return i18n._(
      'The logo must be at most {max} pixels (for example 1000 x 1000); this one is {width} x {height}',
      { max: formatNumber(MAX_LOGO_PIXELS, 0), width: size.width, height: size.height },
    );
  }
  return null;
}
