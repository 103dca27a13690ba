import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// A small stand-in for a Vite build, compressed by the real post-build script.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-static-'));
const web = path.join(dir, 'web');
const js = `export const roofs = [${Array.from({ length: 400 }, (_, i) => `"roof ${i}"`).join(',')}];\n`;
let app: FastifyInstance;

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(web, 'assets', 'index-AbC123.js'), js);
  fs.writeFileSync(path.join(web, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
  const page = (preload: string) =>
    `<!doctype html><html lang="en"><head><title>Ridgeline</title>${preload}</head><body>${'<!-- padding -->'.repeat(60)}<div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(web, 'index.html'), page(''));
  // The per-screen copies of the page that the build writes (scripts/vite-route-pages.ts).
  fs.mkdirSync(path.join(web, 'routes'));
  fs.writeFileSync(path.join(web, 'routes', 'projects-new.html'), page('<!-- new -->'));
  fs.writeFileSync(path.join(web, 'routes', 'projects-id.html'), page('<!-- one -->'));
  fs.writeFileSync(
    path.join(web, '.vite', 'route-pages.json'),
    JSON.stringify({
      'projects/:id': 'routes/projects-id.html',
      'projects/new': 'routes/projects-new.html',
    }),
  );
  const out = execFileSync(process.execPath, ['scripts/compress-web.mjs', web], {
    encoding: 'utf8',
  });
  expect(out).toMatch(/compress-web: 4 files/);
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SEED_SAMPLE_DATA: 'false',
      DATA_DIR: path.join(dir, 'data'),
    }),
    webRoot: web,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static assets of the web build', () => {
  it('compress-web writes .br and .gz beside each text file that is worth it', () => {
    const raw = fs.readFileSync(path.join(web, 'assets', 'index-AbC123.js'));
    const br = fs.readFileSync(path.join(web, 'assets', 'index-AbC123.js.br'));
    const gz = fs.readFileSync(path.join(web, 'assets', 'index-AbC123.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length / 3);
    expect(fs.existsSync(path.join(web, 'index.html.br'))).toBe(true);
    // Too small to gain anything, and the manifest is never served.
    expect(fs.existsSync(path.join(web, 'assets', 'tiny-XyZ789.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(web, '.vite', 'manifest.json.br'))).toBe(false);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('serves hashed JS for Accept-Encoding %s, cached for a year', async (accept, encoding) => {
    const r = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe(encoding);
    expect(r.headers['content-type']).toContain('javascript');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toContain('accept-encoding');
    const body =
      encoding === 'br'
        ? zlib.brotliDecompressSync(r.rawPayload)
        : encoding === 'gzip'
          ? zlib.gunzipSync(r.rawPayload)
          : r.rawPayload;
    expect(body.toString()).toBe(js);
  });

  it('revalidates the page itself (its name does not change between releases)', async () => {
    for (const url of ['/', '/projects/abc', '/index.html']) {
      const r = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/);
    }
    // Vite's manifest is for tools: the URL falls through to the page, never the file.
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).not.toBe('{}');
  });

  it.each([
    ['/projects/new', '<!-- new -->'],
    ['/projects/01a2-b3?tab=estimates', '<!-- one -->'],
    ['/projects/01a2-b3/', '<!-- one -->'],
    ['/projects', '<title>Ridgeline</title></head>'],
    ['/projects/a/b', '<title>Ridgeline</title></head>'],
    ['/no-such-page', '<title>Ridgeline</title></head>'],
  ])('%s gets the page that preloads its screen', async (url, marker) => {
    const r = await app.inject({ url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain(marker);
  });
});
