import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceGable } from '../../domain/takeoff/sample-roofs';
import { withoutTeam } from '../testing/backup-import-doc';
import { pdfToText } from '../testing/pdf-text';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

async function download(base: string, path: string) {
  const res = await fetch(base + path, { headers: { cookie: cookieFor(base) } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(dbTargets())('the company language on %s', (target) => {
  let t: TestApp;
  let projectId: string;
  let estimateId: string;

  const settings = async () => (await api(t.url, 'GET', '/api/settings')).body;
  const setLanguage = async (companyLanguage: unknown) =>
    api(t.url, 'PATCH', '/api/settings', { companyLanguage, version: (await settings()).version });

  beforeAll(async () => {
    t = await startTestApp(target);
    await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.', licenseNumber: 'CCB 123456' },
      version: (await settings()).version,
    });
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Ortega Re-roof',
      address: '12 Calle Sol, San Antonio, TX 78205',
    });
    projectId = p.body.id;
    const outlines = await api(t.url, 'PUT', `/api/projects/${projectId}/outlines`, {
      outlines: [referenceGable()],
      version: 0,
    });
    expect(outlines.status).toBe(200);
    const e = await api(t.url, 'POST', '/api/estimates', {
      projectId,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: [
        { materialId: 'asphalt-standard', quantity: 2000 },
        { materialId: 'flashing', quantity: 12.5 },
      ],
      costs: [],
      adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
    });
    expect(e.status).toBe(201);
    estimateId = e.body.id;
  });
  afterAll(async () => t?.close());

  it('is English until the owner sets Spanish, and is kept', async () => {
    expect((await settings()).companyLanguage).toBe('en');
    const r = await setLanguage('es');
    expect(r.status).toBe(200);
    expect(r.body.companyLanguage).toBe('es');
    expect((await settings()).companyLanguage).toBe('es');
  });

  it('refuses a language Ridgeline does not speak, naming the field', async () => {
    for (const value of ['fr', '', 'ES', null, 1]) {
      const r = await setLanguage(value);
      expect(r.status, String(value)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors).toEqual([
        { path: 'companyLanguage', message: 'Company language must be one of en, es' },
      ]);
    }
  });

  it('is the owner’s to change', async () => {
    const { cookie } = await t.signInAs('estimator');
    const r = await api(
      t.url,
      'PATCH',
      '/api/settings',
      { companyLanguage: 'en', version: (await settings()).version },
      { cookie },
    );
    expect(r.status).toBe(403);
  });

  it('writes the material order and the roof report in it, whoever prints them', async () => {
    await setLanguage('es');
    const csv = await download(t.url, `/api/estimates/${estimateId}/order.csv?date=2026-11-26`);
    expect(csv.status).toBe(200);
    const rows = parse(csv.bytes.toString('utf8'), {
      bom: true,
      relax_column_count: true,
    }) as string[][];
    expect(rows[0]).toEqual(['Pedido de materiales']);
    expect(rows).toContainEqual(['Material', 'Cantidad', 'Unidad']);
    expect(rows).toContainEqual(['Flashing', '12.5', 'pies lineales']);

    const order = await download(t.url, `/api/estimates/${estimateId}/order.pdf?date=2026-11-26`);
    expect(order.status).toBe(200);
    const orderText = pdfToText(order.bytes);
    expect(orderText).toContain('Pedido de materiales');
    expect(orderText).toContain('Fecha 26 de noviembre de 2026');
    expect(orderText).toContain('Licencia n.º CCB 123456');

    const report = await download(
      t.url,
      `/api/projects/${projectId}/roof-report.pdf?date=2026-11-26`,
    );
    expect(report.status).toBe(200);
    const reportText = pdfToText(report.bytes);
    expect(reportText).toContain('Medición del techo');
    expect(reportText).toContain('Fecha 26 de noviembre de 2026');
    expect(reportText).toMatch(/Aleros \(E\)/);

    // Back in English, they read as they always did.
    await setLanguage('en');
    const english = pdfToText(
      (await download(t.url, `/api/projects/${projectId}/roof-report.pdf?date=2026-11-26`)).bytes,
    );
    expect(english).toContain('Roof Measurement Report');
    expect(english).toContain('Date Nov 26, 2026');
  });

  it('is kept in the backup and restored with it', async () => {
    await setLanguage('es');
    const exported = await api(t.url, 'GET', '/api/export');
    expect(exported.body.tables.settings[0].company_language).toBe('es');
    const scratch = await startTestApp(target);
    try {
      // Without the team, whose import would sign this test's owner out.
      const r = await api(scratch.url, 'POST', '/api/import', withoutTeam(exported.body));
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
      const restored = await api(scratch.url, 'GET', '/api/settings');
      expect(restored.body.companyLanguage).toBe('es');
    } finally {
      await scratch.close();
    }
  });
});
