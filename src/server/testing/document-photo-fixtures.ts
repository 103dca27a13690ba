import sharp from 'sharp';

// Photos for the document tests (the photo report, proposals with photos): real JPEGs (and a
// WebP) made with sharp, each a colour gradient with a little noise so it compresses like a
// photo.

/** A JPEG photo of `width` x `height` px; `seed` varies its colours. */
export async function documentPhotoJpeg(width = 1600, height = 1200, seed = 1): Promise<Buffer> {
  return sharp(rawPhoto(width, height, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same as a WebP. */
export async function documentPhotoWebp(width = 1600, height = 1200, seed = 1): Promise<Buffer> {
  return sharp(rawPhoto(width, height, seed), { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

function rawPhoto(width: number, height: number, seed: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  let r = seed * 2654435761;
  const noise = () => {
    r = (r * 1103515245 + 12345) >>> 0;
    return (r >>> 24) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + seed * 40 + noise()) & 255;
      raw[i + 1] = ((y * 255) / height + noise()) & 255;
      raw[i + 2] = (((x + y) * 128) / (width + height) + seed * 70 + noise()) & 255;
    }
  }
  return raw;
}
