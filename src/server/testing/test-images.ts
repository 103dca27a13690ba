import sharp from 'sharp';

// Photos made on the spot for the photo tests: a camera JPEG (sideways, with capture time and GPS
// in its EXIF), a PNG with transparency, a WebP.

/** Where the camera JPEG says it was taken (Pittsburgh): the served files must not say so. */
export const CAMERA_GPS = { latitude: 40.4462, longitude: -79.9822667 };

/**
 * 3000 × 2000 pixels as stored, left half red and right half blue, with EXIF orientation 6 (turn
 * 90° clockwise to view: upright it is 2000 × 3000, red on top), DateTimeOriginal and GPS.
 */
export async function cameraJpeg(): Promise<Buffer> {
  const half = await sharp({
    create: { width: 1500, height: 2000, channels: 3, background: '#dd2222' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2222dd' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'RoofCam', Model: 'One' },
      IFD2: { DateTimeOriginal: '2024:05:01 14:03:22', OffsetTimeOriginal: '-04:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 4632/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 5616/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** 500 × 300, half transparent. */
export function transparentPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 500,
      height: 300,
      channels: 4,
      background: { r: 0, g: 128, b: 0, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
}

export function smallWebp(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#888888' } })
    .webp()
    .toBuffer();
}

export function smallJpeg(width = 64, height = 48, color = '#996633'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
