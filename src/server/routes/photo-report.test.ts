import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages } from '../testing/pdf-images';
import { pdfToText } from '../testing/pdf-text';
import { PRINT_LONG_SIDE } from '../pdf/print-photos';
import { documentPhotoJpeg, documentPhotoWebp } from '../testing/document-photo-fixtures';
import { uploadPhoto } from '../testing/document-photo-upload';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

async function download(base: string, urlPath: string, cookie = cookieFor(base)) {
  const res = await fetch(base + urlPath, { headers: { cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');
const photosIn = (pdf: Buffer) => pdfImages(pdf).filter((i) => i.type === 'image');

describe.each(dbTargets())('photo report API on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let projectId: string;
  let crew: { cookie: string };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-p3-report-'));
    t = await startTestApp(target, { dataDir });
    const s = await api(t.url, 'GET', '/api/settings');
    await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.' },
      version: s.body.version,
    });
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Henderson Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Garcia',
    });
    projectId = p.body.id;
    crew = await t.signInAs('crew', 'Casey Crew');
    await uploadPhoto(t.url, projectId, await documentPhotoJpeg(1600, 1200, 1), {
      tag: 'damage',
      caption: 'Hail bruising on the north slope',
    });
    await uploadPhoto(t.url, projectId, await documentPhotoWebp(1200, 1600, 2), {
      tag: 'before',
      caption: 'Front elevation',
      name: 'front.webp',
      type: 'image/webp',
      cookie: crew.cookie,
    });
    await uploadPhoto(t.url, projectId, await documentPhotoJpeg(800, 600, 3), { tag: 'after' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints every photo of the project, grouped by tag, one image each', async () => {
    const r = await download(
      t.url,
      `/api/projects/${projectId}/photo-report.pdf?date=2026-11-21&tz=America/Denver`,
    );
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    expect(r.res.headers.get('content-disposition')).toBe(
      'attachment; filename="photo-report-henderson-residence-re-roof-2026-11-21.pdf"',
    );
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    const text = squeeze(pdfToText(r.bytes));
    for (const s of [
      'Summit Roofing Co.',
      'Photo Report',
      'Date Nov 21, 2026',
      '3 photos',
      'Henderson Residence Re-roof',
      '2847 SE Belmont St, Portland, OR 97214',
      'Dana Garcia',
      'Before (1)',
      'Damage (1)',
      'After (1)',
      'Photo 1 · Before',
      'Front elevation',
      'Hail bruising on the north slope',
      'by Casey Crew',
      'by Olive Owner',
      // Uploaded now, in the reader's zone.
      /Uploaded \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST/,
    ]) {
      if (typeof s === 'string') expect(text).toContain(s);
      else expect(text).toMatch(s);
    }
    const images = photosIn(r.bytes);
    expect(images).toHaveLength(3);
    // Made small for print: never the 2048 px stored image.
    expect(images.every((i) => Math.max(i.width, i.height) <= PRINT_LONG_SIDE)).toBe(true);
    expect(images.every((i) => i.encoding === 'jpeg')).toBe(true);
  });

  it('is for every role: crew may download it (it has no money on it)', async () => {
    const r = await download(t.url, `/api/projects/${projectId}/photo-report.pdf`, crew.cookie);
    expect(r.res.status).toBe(200);
    expect(photosIn(r.bytes)).toHaveLength(3);
    expect(pdfToText(r.bytes)).not.toMatch(/\$\d/);
    const signedOut = await download(t.url, `/api/projects/${projectId}/photo-report.pdf`, '');
    expect(signedOut.res.status).toBe(401);
  });

  it('answers 404 for an unknown project and 400 naming a bad query field', async () => {
    const missing = await download(t.url, '/api/projects/no-such-project/photo-report.pdf');
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('content-type')).toContain('application/problem+json');
    for (const [query, field] of [
      ['tz=Mars/Olympus_Mons', 'tz'],
      ['date=2026-13-40', 'date'],
      ['colour=red', ''],
    ] as const) {
      const r = await download(t.url, `/api/projects/${projectId}/photo-report.pdf?${query}`);
      expect(r.res.status, query).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it('prints a project without photos as a report that says so', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Empty job', address: '1 Elm St' });
    const r = await download(t.url, `/api/projects/${p.body.id}/photo-report.pdf`);
    expect(r.res.status).toBe(200);
    expect(squeeze(pdfToText(r.bytes))).toContain('This project has no photos yet.');
    expect(photosIn(r.bytes)).toHaveLength(0);
  });
});
