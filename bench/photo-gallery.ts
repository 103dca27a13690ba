// The gallery of a project with many photos, opened on a phone: how many thumbnails and full
// images the first screen asks for (thumbnails load lazily, near the viewport only; full images
// only in the viewer), and how soon the first thumbnail arrives. System Chromium at 375 x 740
// against Ridgeline's own server (a child process, SQLite, photos uploaded through the API).
// Build first (both configs):
//   RIDGELINE_WEB_OUT=/tmp/web npx vite build && RIDGELINE_WEB_OUT=/tmp/web npx vite build --config vite.customer.config.ts
// Usage: npx tsx bench/photo-gallery.ts [web build dir, default $RIDGELINE_WEB_OUT or dist/web] [photos, default 500]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_TAGS } from '../src/domain/photo/photo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { tempDir } from './lib/setup';

const webRoot = path.resolve(process.argv[2] ?? process.env.RIDGELINE_WEB_OUT ?? 'dist/web');
const count = Number(process.argv[3] ?? 500);
if (!fs.existsSync(path.join(webRoot, '.vite', 'manifest.json'))) {
  throw new Error(`${webRoot} is not a web build (no .vite/manifest.json)`);
}

const tmp = tempDir('photo-gallery');
const server = fork('bench/lib/photo-server.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATA_DIR: tmp.dir, WEB_ROOT: webRoot, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const [base, cookie] = await new Promise<[string, string]>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    const url = /URL (\S+)/.exec(out)?.[1];
    const session = /COOKIE (\S+)/.exec(out)?.[1];
    if (url && session) resolve([url, session]);
  });
  server.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
});

/** A few different photos (1600 x 1200, a gradient with noise), cycled through the uploads. */
async function samplePhotos(n: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let s = 0; s < n; s++) {
    const width = 1600;
    const height = 1200;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) {
      const p = Math.floor(i / 3);
      pixels[i] = (((p % width) * 255) / width + s * 40 + ((i * 7919) % 23)) & 0xff;
    }
    out.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  return out;
}

const isThumb = (url: string) => /\/api\/photos\/[^/]+\/thumb(\?|$)/.test(url);
const isImage = (url: string) => /\/api\/photos\/[^/]+\/image(\?|$)/.test(url);

try {
  const headers = { cookie };
  const created = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Gallery bench', address: '500 Photo Ave' }),
  });
  if (created.status !== 201) throw new Error(`project: ${created.status}`);
  const { id } = (await created.json()) as { id: string };

  // Uploaded as the app does, one file per request, a few at a time.
  const photos = await samplePhotos(8);
  let t = performance.now();
  let next = 0;
  const upload = async () => {
    while (next < count) {
      const i = next++;
      const form = new FormData();
      form.append('tag', PHOTO_TAGS[i % PHOTO_TAGS.length]!);
      form.append('caption', `Photo ${i + 1}`);
      const bytes = new Uint8Array(photos[i % photos.length]!);
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
      const r = await fetch(`${base}/api/projects/${id}/photos`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (r.status !== 201) throw new Error(`upload ${i}: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, upload));
  console.log(
    `${count} photos (1600 x 1200) uploaded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
    const page = await context.newPage();
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const counts = () => ({
      thumbs: requested.filter(isThumb).length,
      images: requested.filter(isImage).length,
    });
    /** When (ms since navigation) the first thumbnail finished arriving, from the page's own timings. */
    const firstThumbAt = () =>
      page.evaluate(() => {
        const ends = window.performance
          .getEntriesByType('resource')
          .filter((e) => /\/api\/photos\/[^/]+\/thumb/.test(e.name))
          .map((e) => (e as PerformanceResourceTiming).responseEnd);
        return ends.length > 0 ? Math.min(...ends) : null;
      });
    /** Thumbnails whose box is at least partly inside the viewport. */
    const visibleThumbs = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('img')].filter((img) => {
            if (!/\/thumb/.test(img.src)) return false;
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
          }).length,
      );

    t = performance.now();
    await page.goto(`${base}/projects/${id}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loadMs = performance.now() - t;
    const atLoad = counts();
    const inView = await visibleThumbs();
    const firstAtLoad = await firstThumbAt();
    const thumbsInPage = await page.locator('img[src*="/thumb"]').count();
    console.log(`\nProject page at 375 x 740 (${thumbsInPage} thumbnails in the page):`);
    console.log(
      `  first screen: ${atLoad.thumbs} thumbnail requests (${inView} thumbnails in view), ${atLoad.images} full-image requests, network idle after ${loadMs.toFixed(0)} ms`,
    );
    // What the first thumbnail waited for: the page's code, then the project, then the list.
    // (No named functions inside evaluate: tsx would wrap them in a helper the page lacks.)
    const [domContentLoaded, projectAt, listAt] = await page.evaluate(() => {
      const nav = window.performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const out: (number | null)[] = [nav.domContentLoadedEventEnd];
      for (const re of [/\/api\/projects\/[^/?]+$/, /\/api\/projects\/[^/]+\/photos$/]) {
        const hit = window.performance.getEntriesByType('resource').find((e) => re.test(e.name));
        out.push(hit ? (hit as PerformanceResourceTiming).responseEnd : null);
      }
      return out;
    });
    const milestones = {
      domContentLoaded: domContentLoaded ?? null,
      project: projectAt ?? null,
      list: listAt ?? null,
    };
    const at = (ms: number | null) => (ms === null ? 'never' : `${ms.toFixed(0)} ms`);
    console.log(
      `  first thumbnail arrived ${firstAtLoad === null ? 'never (none near the first screen)' : `${firstAtLoad.toFixed(0)} ms after navigation`} (DOMContentLoaded ${at(milestones.domContentLoaded)}, project ${at(milestones.project)}, photo list ${at(milestones.list)})`,
    );

    // Down to the gallery: what scrolling it into view costs.
    const gallery = page.getByRole('heading', { name: /photos/i }).first();
    await gallery.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 0));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const atGallery = counts();
    console.log(
      `  gallery in view: ${atGallery.thumbs} thumbnail requests (${await visibleThumbs()} in view), ${atGallery.images} full-image requests`,
    );
    if (firstAtLoad === null) {
      const first = await firstThumbAt();
      if (first !== null)
        console.log(`  first thumbnail arrived ${first.toFixed(0)} ms after navigation`);
    }

    // And to the bottom, a screen at a time, as a thumb would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 740) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const atEnd = counts();
    console.log(
      `  scrolled to the end (${height} px): ${atEnd.thumbs} thumbnail requests, ${atEnd.images} full-image requests`,
    );
    if (errors.length > 0) console.log(`  console errors: ${errors.slice(0, 3).join(' | ')}`);
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  tmp.remove();
}
