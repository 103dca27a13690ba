import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfToText } from '../testing/pdf-text';
import { WASTE_STEPS } from '../pdf/roof-report-pdf';
import { referenceGable } from '../../domain/takeoff/sample-roofs';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

async function download(base: string, path: string, cookie = cookieFor(base)) {
  const res = await fetch(base + path, { headers: { cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** The first number after `label` on its line ("1,341.50" -> 1341.5). */
const figure = (text: string, label: RegExp) => {
  const m = new RegExp(`${label.source}\\s+([\\d,]+(?:\\.\\d+)?)`).exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : NaN;
};

describe.each(dbTargets())('roof report API on %s', (target) => {
  let t: TestApp;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    const s = await api(t.url, 'GET', '/api/settings');
    await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.' },
      version: s.body.version,
    });
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Henderson Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
    });
    projectId = p.body.id;
    const saved = await api(t.url, 'PUT', `/api/projects/${projectId}/outlines`, {
      outlines: [referenceGable()],
      version: 0,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('reports the reference gable: diagram labels, areas, lengths by type and the waste table', async () => {
    const r = await download(t.url, `/api/projects/${projectId}/roof-report.pdf?date=2026-11-21`);
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    expect(r.res.headers.get('content-disposition')).toBe(
      'attachment; filename="roof-report-henderson-residence-re-roof-2026-11-21.pdf"',
    );
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    const text = pdfToText(r.bytes);
    for (const s of [
      'Summit Roofing Co.',
      'Roof Measurement Report',
      'Date Nov 21, 2026',
      'Henderson Residence Re-roof',
      '2847 SE Belmont St, Portland, OR 97214',
      'Main roof',
      // Each line labelled with its type and true length (not by colour alone).
      'E 40.0 ft',
      'R 33.5 ft',
      'RG 40.0 ft',
    ]) {
      expect(text).toContain(s);
    }
    for (const legend of [
      /E\s+Eave/,
      /R\s+Rake/,
      /RG\s+Ridge/,
      /H\s+Hip/,
      /V\s+Valley/,
      /W\s+Wall/,
    ]) {
      expect(text).toMatch(legend);
    }
    expect(text).toMatch(/Main roof\s+6:12\s+1,200\.00 sq ft\s+1,341\.64 sq ft/);
    expect(text).toMatch(/Eaves \(E\)\s+80\.00 ft/);
    expect(text).toMatch(/Rakes \(R\)\s+67\.08 ft/);
    expect(text).toMatch(/Ridges \(RG\)\s+40\.00 ft/);
    expect(text).toMatch(/Hips \(H\)\s+0\.00 ft/);
    expect(text).toMatch(/Valleys \(V\)\s+0\.00 ft/);
    expect(text).toMatch(/Walls \(W\)\s+0\.00 ft/);
    expect(text).toMatch(/Pipe boots\s+2/);
    // 1,200 sq ft on plan at 6:12 is 1,341.64 sq ft sloped; the map's area of the drawn
    // rectangle follows its edges' lengths.
    expect(figure(text, /Sloped area/)).toBeCloseTo(1341.64, 0);
    expect(text).toMatch(/Pitch\s+6:12/);
    expect(text).toMatch(/Suggested waste\s+10%/);
    for (const w of WASTE_STEPS)
      expect(text).toMatch(new RegExp(`\\b${w}%.*sq ft\\s+\\d+\\.\\d\\d`));
    expect(text).toMatch(/10% \(suggested\)\s+1,475\.\d\d sq ft\s+14\.76/);
    expect(text).not.toContain('$');
  });

  it('may be printed by every role, not signed out', async () => {
    const path = `/api/projects/${projectId}/roof-report.pdf`;
    for (const role of ['crew', 'estimator'] as const) {
      const { cookie } = await t.signInAs(role);
      const r = await download(t.url, path, cookie);
      expect(r.res.status, role).toBe(200);
      expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await download(t.url, path, '')).res.status).toBe(401);
  });

  it('answers 404 problem for an unknown project', async () => {
    const r = await download(t.url, '/api/projects/no-such-project/roof-report.pdf');
    expect(r.res.status).toBe(404);
    expect(r.res.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json().detail).toContain('no-such-project');
  });

  it('answers 404 problem saying so for a project with no outlines', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Not Measured', address: '1 Elm' });
    const r = await download(t.url, `/api/projects/${p.body.id}/roof-report.pdf`);
    expect(r.res.status).toBe(404);
    expect(r.res.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json().detail).toBe(
      'Project "Not Measured" has no roof outlines yet. Draw the roof on the map first.',
    );
  });

  it.each([
    ['an impossible date', 'date=2026-13-01', 'date'],
    ['an unknown parameter', 'note=hello', ''],
  ])('refuses %s with 400', async (_l, query, field) => {
    const r = await download(t.url, `/api/projects/${projectId}/roof-report.pdf?${query}`);
    expect(r.res.status).toBe(400);
    expect(r.res.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});
