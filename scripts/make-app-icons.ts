// The installed app's icons (the web app manifest in vite.config.ts and the apple-touch-icon in
// src/web/index.html), drawn from the favicon so there is one logo. Run again after changing
// src/web/public/favicon.svg: npx tsx scripts/make-app-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve('src/web/public');
const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'));
/** The favicon's tile colour (slate-800): the maskable icon's bleed area matches it. */
const TILE = '#1e293b';

async function plain(size: number, file: string): Promise<void> {
  await sharp(favicon, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, file));
}

/**
 * A maskable icon is cropped by the launcher to a circle or squircle that may keep only the
 * middle 80%: the logo sits in the middle 60% on a full-bleed square of its own tile colour.
 */
async function maskable(size: number, file: string): Promise<void> {
  const logo = Math.round(size * 0.6);
  const inner = await sharp(favicon, { density: (72 * logo) / 32 })
    .resize(logo, logo)
    .png()
    .toBuffer();
  const at = Math.round((size - logo) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: TILE } })
    .composite([{ input: inner, left: at, top: at }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, file));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-512-maskable.png');
// iOS ignores the manifest's icons for the home screen and crops no corners of its own file.
await maskable(180, 'apple-touch-icon.png');
