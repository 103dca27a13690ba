import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { maximalEstimate } from '../testing/maximal-estimate';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

const MARKUP = '<img src=x onerror=alert(1)>';
const input = structuredClone(DEFAULT_ESTIMATE_INPUT);

/** POSTs a flat body (the estimate's fields plus ids, as when saving) to the PDF endpoint and reads the PDF's text back with poppler's pdftotext. */
async function pdf(base: string, body: unknown) {
  const res = await fetch(`${base}/api/estimates/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieFor(base) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let text = '';
  if (res.headers.get('content-type') === 'application/pdf') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-pdf-'));
    const file = path.join(dir, 'p.pdf');
    fs.writeFileSync(file, bytes);
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { res, bytes, text, json: () => JSON.parse(bytes.toString('utf8')) };
}

describe.each(dbTargets())('Estimate PDF API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('renders the default estimate as a draft PDF with every line and the total', async () => {
    const r = await pdf(t.url, { ...input, date: '2026-11-21' });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    expect(r.res.headers.get('content-disposition')).toBe(
      'attachment; filename="estimate-draft-2026-11-21.pdf"',
    );
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const s of [
      'Roof Replacement Proposal',
      'Estimate Draft',
      'Nov 21, 2026',
      '2,000 sq ft',
      '6:12',
      '1.118',
      '2,236.07 sq ft',
      '22.36',
      'Asphalt Shingles (Standard)',
      '$1.75',
      '$3,500',
      '$5,590',
      'Removal of old roofing',
      '$1,500',
      '$10,590',
      'Valid until Dec 21, 2026',
      'This estimate is valid for 30 days, until Dec 21, 2026.',
    ]) {
      expect(r.text).toContain(s);
    }
    // No adjustments: no adjustment lines and no subtotal.
    for (const s of ['Waste', 'Overhead', 'Sales tax', 'Subtotal']) expect(r.text).not.toContain(s);
  });

  it('dates the file today (UTC) when no date is sent', async () => {
    const r = await pdf(t.url, input);
    const today = new Date().toISOString().slice(0, 10);
    expect(r.res.headers.get('content-disposition')).toContain(`estimate-draft-${today}.pdf`);
  });

  it('prints the company profile from Settings', async () => {
    const s = await api(t.url, 'GET', '/api/settings');
    await api(t.url, 'PATCH', '/api/settings', {
      company: {
        name: 'Summit Roofing Co.',
        phone: '(503) 555-0100',
        email: 'office@summit.example',
        licenseNumber: 'CCB 123456',
        address: '100 Main St, Portland, OR 97201',
      },
      version: s.body.version,
    });
    const r = await pdf(t.url, input);
    for (const s of [
      'Summit Roofing Co.',
      '(503) 555-0100',
      'office@summit.example',
      'License #CCB 123456',
      '100 Main St, Portland, OR 97201',
    ]) {
      expect(r.text).toContain(s);
    }
  });

  it('prints the terms and the validity the owner set in Settings, not a fixed 30 days', async () => {
    const terms =
      'A 30% deposit is due when work is scheduled; the balance on completion.\n' +
      'Rotten decking found under the old roof is replaced at $85 per sheet.';
    const before = await api(t.url, 'GET', '/api/settings');
    const set = await api(t.url, 'PATCH', '/api/settings', {
      proposalTerms: terms,
      proposalValidDays: 45,
      version: before.body.version,
    });
    expect(set.status).toBe(200);
    try {
      const r = await pdf(t.url, { ...input, date: '2026-11-21' });
      expect(r.res.status).toBe(200);
      for (const s of [
        'Valid until Jan 5, 2027',
        'This estimate is valid for 45 days, until Jan 5, 2027.',
        'TERMS',
        'A 30% deposit is due when work is scheduled; the balance on completion.',
        'Rotten decking found under the old roof is replaced at $85 per sheet.',
      ]) {
        expect(r.text).toContain(s);
      }
      expect(r.text).not.toContain('30 days');
    } finally {
      await api(t.url, 'PATCH', '/api/settings', {
        proposalTerms: before.body.proposalTerms,
        proposalValidDays: before.body.proposalValidDays,
        version: set.body.version,
      });
    }
  });

  it('prints the project’s customer and property address, and names the file after it', async () => {
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Henderson Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Henderson',
      customerPhone: '(503) 555-0142',
      customerEmail: 'dana@example.com',
    });
    const r = await pdf(t.url, { ...input, projectId: p.body.id, date: '2026-11-21' });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-disposition')).toBe(
      'attachment; filename="estimate-henderson-residence-re-roof-2026-11-21.pdf"',
    );
    for (const s of [
      'PREPARED FOR',
      'Dana Henderson',
      '(503) 555-0142',
      'dana@example.com',
      '2847 SE Belmont St, Portland, OR 97214',
    ]) {
      expect(r.text).toContain(s);
    }
  });

  it('prints each non-zero adjustment on its own line', async () => {
    const r = await pdf(t.url, {
      ...input,
      adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
    });
    // Waste $350; subtotal 3,500 + 350 + 5,590.17 + 1,500; O&P 15%; tax 8% of materials + waste.
    expect(r.text).toMatch(/Waste \(10%\)\s+\$350/);
    expect(r.text).toMatch(/Subtotal\s+\$10,940/);
    expect(r.text).toMatch(/Overhead & profit \(15%\)\s+\$1,641/);
    expect(r.text).toMatch(/Sales tax \(8% on materials\)\s+\$308/);
    expect(r.text).toMatch(/Total\s+\$12,889/);
  });

  it('prints markup as plain text', async () => {
    const p = await api(t.url, 'POST', '/api/projects', {
      name: MARKUP,
      address: `'; DROP TABLE projects; --`,
      customerName: MARKUP,
    });
    const r = await pdf(t.url, {
      ...input,
      costs: [{ description: MARKUP, amountCents: 100 }],
      projectId: p.body.id,
    });
    expect(r.res.status).toBe(200);
    expect(r.text.split(MARKUP).length - 1).toBeGreaterThanOrEqual(2);
    expect(r.text).toContain(`'; DROP TABLE projects; --`);
    expect(r.res.headers.get('content-disposition')).toMatch(
      /filename="estimate-img-src-x-onerror-alert-1-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
  });

  it('prices lines from the price list in the database, archived materials included', async () => {
    const m = await api(t.url, 'GET', '/api/materials');
    const metal = m.body.find((x: { id: string }) => x.id === 'metal');
    await api(t.url, 'PATCH', '/api/materials/metal', {
      priceCents: 900,
      archived: true,
      version: metal.version,
    });
    const r = await pdf(t.url, {
      ...input,
      materials: [{ materialId: 'metal', quantity: 100 }],
    });
    expect(r.res.status).toBe(200);
    expect(r.text).toMatch(/Metal Roofing\s+100\s+sq ft\s+\$9\.00\s+\$900/);
  });

  it('prints a saved estimate with its number and the prices it was saved with, unless re-priced', async () => {
    const project = (
      await api(t.url, 'POST', '/api/projects', { name: 'Price Hold', address: '2 Fir St' })
    ).body;
    const saved = await api(t.url, 'POST', '/api/estimates', { ...input, projectId: project.id });
    expect(saved.status).toBe(201);
    const number = `EST-${String(saved.body.number).padStart(6, '0')}`;
    // The price list changes after the estimate was saved.
    const list = await api(t.url, 'GET', '/api/materials');
    const shingles = list.body.find((x: { id: string }) => x.id === 'asphalt-standard');
    await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
      priceCents: 200,
      version: shingles.version,
    });

    const held = await pdf(t.url, { ...input, projectId: project.id, estimateId: saved.body.id });
    expect(held.res.status).toBe(200);
    expect(held.text).toContain(number);
    expect(held.text).toMatch(/Asphalt Shingles \(Standard\)\s+2,000\s+sq ft\s+\$1\.75\s+\$3,500/);
    expect(held.text).toContain('$10,590');

    const repriced = await pdf(t.url, {
      ...input,
      projectId: project.id,
      estimateId: saved.body.id,
      reprice: true,
    });
    expect(repriced.text).toMatch(
      /Asphalt Shingles \(Standard\)\s+2,000\s+sq ft\s+\$2\.00\s+\$4,000/,
    );
    expect(repriced.text).toContain('$11,090');

    // A draft (no estimate id) always uses today's prices; put the price back for the other cases.
    const now = (await api(t.url, 'GET', '/api/materials')).body.find(
      (x: { id: string }) => x.id === 'asphalt-standard',
    );
    await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
      priceCents: 175,
      version: now.version,
    });
  });

  it('prints every option of a good / better / best estimate with its lines and total', async () => {
    const options = [
      { name: 'Good', materials: [{ materialId: 'asphalt-standard', quantity: 2000 }] },
      { name: 'Better', materials: [{ materialId: 'asphalt-premium', quantity: 2000 }] },
      {
        name: 'Best <b>',
        materials: [
          { materialId: 'asphalt-premium', quantity: 2000 },
          { materialId: 'underlayment', quantity: 2000 },
        ],
      },
    ];
    const r = await pdf(t.url, { ...input, materials: options[0]!.materials, options });
    expect(r.res.status).toBe(200);
    // Labor $5,590.17 and removal $1,500 are shared: 3,500 / 5,000 / 5,900 of materials.
    expect(r.text).toMatch(/Good\s+\$10,590/);
    expect(r.text).toMatch(/Better\s+\$12,090/);
    expect(r.text).toMatch(/Best <b>\s+\$12,990/);
    expect(r.text).toMatch(/Asphalt Shingles \(Premium\)\s+2,000\s+sq ft\s+\$2\.50\s+\$5,000/);
    expect(r.text).toMatch(/Underlayment\s+2,000\s+sq ft\s+\$0\.45\s+\$900/);
    expect(r.text).toContain('Labor and additional costs (the same for every option)');
    expect(r.text.match(/Removal of old roofing/g)).toHaveLength(1);
    expect(r.text).toMatch(/Total, Better\s+\$12,090/);
    expect(r.text).toContain('OPTION 3 OF 3');

    // One option sent as options prints exactly as the plain estimate.
    const one = await pdf(t.url, {
      ...input,
      options: [{ name: 'Good', materials: input.materials }],
    });
    const plain = await pdf(t.url, input);
    expect(one.text).toBe(plain.text);
    expect(one.text).not.toContain('OPTION');
  });

  it('names a bad line of an option as the form names it', async () => {
    const options = [
      { name: 'Good', materials: input.materials },
      { name: 'Better', materials: [{ materialId: 'gold', quantity: 1 }] },
    ];
    const r = await pdf(t.url, { ...input, options });
    expect(r.res.status).toBe(400);
    expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(
      'options.1.materials.0.materialId',
    );
  });

  it('keeps many lines readable across pages', async () => {
    const materials = Array.from({ length: 120 }, (_, i) => ({
      materialId: 'flashing',
      quantity: i,
    }));
    const r = await pdf(t.url, { ...input, materials });
    expect(r.res.status).toBe(200);
    expect(r.text).toMatch(/Page 1 of [3-9]/);
    // 119 ft of flashing at $3.25 is the last line; the terms still follow the total.
    expect(r.text).toMatch(/Flashing\s+119\s+linear ft\s+\$3\.25\s+\$387/);
    expect(r.text).toContain('This estimate is valid for 30 days, until');
  });

  it.each([
    ['pitch above 12', { ...input, pitch: 13 }, 'pitch'],
    [
      'negative quantity',
      { ...input, materials: [{ materialId: 'metal', quantity: -1 }] },
      'materials.0.quantity',
    ],
    [
      'unknown material',
      { ...input, materials: [input.materials[0], { materialId: 'gold', quantity: 1 }] },
      'materials.1.materialId',
    ],
    ['no estimate fields', {}, 'roofAreaSqFt'],
    ['impossible date', { ...input, date: '2026-02-30' }, 'date'],
    ['client totals', { ...input, totals: { totalCents: 1 } }, ''],
  ])('refuses %s with 400 naming the field', async (_l, body, field) => {
    const r = await pdf(t.url, body);
    expect(r.res.status).toBe(400);
    expect(r.res.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers 404 for an unknown project', async () => {
    const r = await pdf(t.url, { ...input, projectId: 'no-such-project' });
    expect(r.res.status).toBe(404);
    expect(r.json().detail).toContain('no-such-project');
  });
});

// Rendering does not touch the database: one target is enough.
describe('Estimate PDFs under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t.close());

  const maximal = maximalEstimate();

  it('keeps other requests fast while many large PDFs render, refusing the excess with 503', async () => {
    let attacking = true;
    const renders = Promise.all(
      Array.from({ length: 30 }, async () => {
        const res = await fetch(`${t.url}/api/estimates/pdf`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: t.cookie },
          body: JSON.stringify(maximal),
        });
        const body = await res.text();
        return { status: res.status, headers: res.headers, body };
      }),
    ).finally(() => (attacking = false));

    let worstHealthMs = 0;
    while (attacking) {
      const started = performance.now();
      const res = await fetch(`${t.url}/api/health`);
      await res.body?.cancel();
      expect(res.status).toBe(200);
      worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Rendering on the event loop made this wait for every render in turn (seconds).
    expect(worstHealthMs).toBeLessThan(500);

    const answers = await renders;
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(r.body)).toMatchObject({ status: 503 });
    }
  }, 60_000);
});
