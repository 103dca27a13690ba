import { imageSizeOf } from '../domain/photo/image-header';
import { MAX_SIGNATURE_BYTES } from '../domain/proposal/proposal';
import { printableImage } from './pdf/images';

// A drawn signature arrives as a base64 PNG from the customer's browser and is embedded in the
// signed PDF. It is checked by its bytes when it arrives (and when a backup brings one back):
// one the PDF could not print would make every later download of the signed proposal fail.

/**
 * Larger than any signature pad draws (the customer's page draws at most 800 px wide), and small
 * enough that checking one costs the server a few milliseconds.
 */
export const MAX_SIGNATURE_SIDE = 2000;

/** Why these bytes are not a signature the PDF can print, or null when they are. */
export function signaturePngProblem(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_SIGNATURE_BYTES) return 'Signature image is too large';
  // The header's size first: only a signature-sized image is inflated to be checked.
  const size = imageSizeOf(bytes);
  if (size && (size.width > MAX_SIGNATURE_SIDE || size.height > MAX_SIGNATURE_SIDE)) {
    return `Signature image must be at most ${MAX_SIGNATURE_SIDE} x ${MAX_SIGNATURE_SIDE} pixels`;
  }
  const image = printableImage(bytes);
  return image?.type === 'image/png' ? null : 'Signature must be a PNG image';
}
