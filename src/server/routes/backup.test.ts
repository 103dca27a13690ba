import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { BACKUP_TABLES } from '../backup/tables';
import { comparableTables } from '../testing/comparable-tables';
import {
  acceptance,
  pngOf,
  readyForProposals,
  sendProposal,
  THREE_OPTIONS,
} from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, signIn, startTestApp, TEST_PASSWORD } from '../testing/test-app';

const projects = [
  {
    name: 'Henderson Re-roof',
    address: '2847 SE Belmont St, Portland, OR 97214',
    status: 'completed',
    date: '2026-01-05',
    roofAreaSqFt: 2400.25,
    pitch: 6.5,
    estimatedCostCents: 1_245_000,
    customerName: 'Zoë Ångström',
    customerPhone: '(503) 555-0142',
    customerEmail: 'dana@example.com',
    notes: `<img src=x onerror=alert(1)>\n'; DROP TABLE projects; --`,
    latitude: 45.516248,
    longitude: -122.636386,
  },
  { name: 'Alberta Duplex', address: '1520 NE Alberta St', status: 'in-progress' },
  { name: 'Garage', address: '9 Elm', estimatedCostCents: 99_999_999_999 },
];

// Volatile by design: the moment of the export.
const tablesOf = comparableTables;

describe.each(dbTargets())('backup export and import on %s', (target) => {
  /** The link of the proposal the customer signed, to open it on the restored copy. */
  let signedToken: string;
  let source: TestApp;
  let empty: TestApp;
  // Stays empty: every import sent to it is refused.
  let blank: TestApp;
  beforeAll(async () => {
    [source, empty, blank] = await Promise.all([
      startTestApp(target),
      startTestApp(target),
      startTestApp(target),
    ]);
    for (const p of projects) {
      expect((await api(source.url, 'POST', '/api/projects', p)).status).toBe(201);
    }
    // An edited record, so versions other than 1 travel too.
    const list = await api(source.url, 'GET', '/api/projects?limit=100');
    const first = list.body.items[0];
    const patched = await api(source.url, 'PATCH', `/api/projects/${first.id}`, {
      version: first.version,
      notes: 'Edited once',
    });
    expect(patched.status).toBe(200);
    // Every other table with user data: company settings, the price list, an estimate, outlines.
    const settings = await api(source.url, 'GET', '/api/settings');
    expect(
      (
        await api(source.url, 'PATCH', '/api/settings', {
          company: { name: 'Summit Roofing LLC', phone: '(503) 555-0100' },
          defaultLaborRateCents: 275,
          proposalTerms: 'Half on signing, half on completion.',
          proposalValidDays: 45,
          version: settings.body.version,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(source.url, 'POST', '/api/materials', {
          name: 'Ridge Vent',
          unit: 'linear ft',
          priceCents: 612,
        })
      ).status,
    ).toBe(201);
    const estimate = await api(source.url, 'POST', '/api/estimates', {
      ...DEFAULT_ESTIMATE_INPUT,
      projectId: first.id,
    });
    expect(estimate.status).toBe(201);
    const outline = {
      id: 'o-main',
      name: 'Main roof',
      pitch: 6,
      points: [
        { lat: 45.5, lng: -122.6 },
        { lat: 45.5001, lng: -122.6 },
        { lat: 45.5001, lng: -122.5999 },
      ],
    };
    expect(
      (
        await api(source.url, 'PUT', `/api/projects/${first.id}/outlines`, {
          outlines: [outline],
          version: 0,
        })
      ).status,
    ).toBe(200);
    // Good / better / best, sent with the logo and signed by the customer with a drawing.
    await source.database.db
      .updateTable('settings')
      .set({ company_logo: `data:image/png;base64,${pngOf(240, 60).toString('base64')}` })
      .execute();
    const options = await api(source.url, 'POST', '/api/estimates', {
      ...THREE_OPTIONS,
      projectId: first.id,
    });
    expect(options.status).toBe(201);
    const sent = await sendProposal(source.url, options.body.id);
    signedToken = sent.token;
    const signed = await api(
      source.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(2),
      { cookie: '' },
    );
    expect(signed.status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), empty?.close(), blank?.close()]);
  });

  it('exports every table as one JSON document, as a download', async () => {
    const r = await api(source.url, 'GET', '/api/export');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ridgeline-backup-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(r.body).toMatchObject({ format: 'ridgeline-backup', formatVersion: 1 });
    expect(Object.keys(r.body.tables)).toEqual(BACKUP_TABLES.map((t) => t.name));
    expect(r.body.tables.projects).toHaveLength(projects.length);
  });

  it('round-trips into an empty database with identical data, then refuses a second import', async () => {
    const exported = await api(source.url, 'GET', '/api/export');
    const imported = await api(empty.url, 'POST', '/api/import', exported.body);
    expect(imported.status).toBe(201);
    // Every table the backup carries is imported, each with as many rows as were exported...
    const tables = exported.body.tables as Record<string, unknown[]>;
    expect(imported.body).toEqual({
      imported: Object.fromEntries(BACKUP_TABLES.map((t) => [t.name, tables[t.name]?.length])),
    });
    // ...and those are the rows this company has.
    expect(imported.body).toMatchObject({
      imported: {
        users: 1,
        settings: 1,
        materials: 17,
        pipeline_stages: 10,
        lead_sources: 7,
        projects: projects.length,
        // The proposal sent and accepted moved its project twice.
        stage_moves: 2,
        photos: 0,
        estimates: 2,
        proposals: 1,
        roof_outlines: 1,
        activity: exported.body.tables.activity.length,
      },
    });
    // The restored team replaced the importing owner: the source's owner signs in, with the
    // same password as before.
    expect((await api(empty.url, 'GET', '/api/projects')).status).toBe(401);
    await signIn(empty.url, source.owner.email, TEST_PASSWORD);

    const again = await api(empty.url, 'GET', '/api/export');
    expect(tablesOf(again.body)).toEqual(tablesOf(exported.body));
    // The API sees the same records (ids, versions, timestamps, verbatim text).
    const a = await api(source.url, 'GET', '/api/projects?limit=100');
    const b = await api(empty.url, 'GET', '/api/projects?limit=100');
    expect(b.body).toEqual(a.body);
    for (const path of ['/api/dashboard', '/api/settings', '/api/materials']) {
      expect((await api(empty.url, 'GET', path)).body).toEqual(
        (await api(source.url, 'GET', path)).body,
      );
    }
    const estimates = (
      await api(source.url, 'GET', `/api/projects/${a.body.items[0].id}/estimates`)
    ).body;
    expect(
      (await api(empty.url, 'GET', `/api/projects/${a.body.items[0].id}/estimates`)).body,
    ).toEqual(estimates);
    for (const e of estimates) {
      expect((await api(empty.url, 'GET', `/api/estimates/${e.id}`)).body).toEqual(
        (await api(source.url, 'GET', `/api/estimates/${e.id}`)).body,
      );
    }
    // The proposal, its signature and its link come back: the customer's link still opens it.
    const proposalsPath = `/api/projects/${exported.body.tables.proposals[0].project_id}/proposals`;
    const restored = await api(empty.url, 'GET', proposalsPath);
    expect(restored.body).toEqual((await api(source.url, 'GET', proposalsPath)).body);
    // With the language the customer decided in, part of the signature's audit record.
    expect(exported.body.tables.proposals[0].decision_language).toBe('en');
    expect(restored.body[0].decisionLanguage).toBe('en');
    expect(restored.body[0]).toMatchObject({ status: 'accepted', acceptedOption: { index: 2 } });
    const link = await api(empty.url, 'GET', `/api/public/proposals/${signedToken}`, undefined, {
      cookie: '',
    });
    expect(link.status).toBe(200);
    expect(link.body.decision).toMatchObject({ outcome: 'accepted', option: 2 });
    expect(link.body.snapshot.company.logoDataUrl).toMatch(/^data:image\/png;base64,/);

    const second = await api(empty.url, 'POST', '/api/import', exported.body);
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toContain('application/problem+json');
    expect(second.body.detail).toMatch(/empty database/);
    expect((await api(empty.url, 'GET', '/api/projects?limit=100')).body).toEqual(a.body);
  });

  it.each([
    ['not an object', [], ''],
    ['wrong format', { format: 'other', formatVersion: 1, exportedAt: 'x', tables: {} }, 'format'],
    ['unknown table', { ...doc(), tables: { nope: [] } }, 'tables'],
    ['rows not a list', { ...doc(), tables: { projects: {} } }, 'tables.projects'],
    ['bad status', withRow({ status: 'done' }), 'tables.projects.0.status'],
    ['missing name', withRow({ name: undefined }), 'tables.projects.0.name'],
    ['text for a number', withRow({ pitch: '6' }), 'tables.projects.0.pitch'],
    ['unknown column', withRow({ colour: 'red' }), 'tables.projects.0'],
  ])('refuses a malformed document (%s) with 400 naming the path', async (_l, body, path) => {
    const r = await api(blank.url, 'POST', '/api/import', body);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await api(blank.url, 'GET', '/api/projects')).body.items).toEqual([]);
  });

  it.each([
    ['text', 'text/plain', '{"format":"ridgeline-backup"}', 415],
    ['not JSON at all', 'application/json', '{"format": nope', 400],
  ])('refuses a body that is %s with a problem, never a 500', async (_l, type, body, status) => {
    const r = await api(blank.url, 'POST', '/api/import', body, { 'content-type': type });
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
  });

  it('names a duplicate id and stores nothing (one transaction)', async () => {
    const good = row();
    const body = { ...doc(), tables: { projects: [good, { ...good, name: 'Copy' }] } };
    const r = await api(blank.url, 'POST', '/api/import', body);
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({
      path: 'tables.projects.1.id',
      message: expect.any(String),
    });
    expect((await api(blank.url, 'GET', '/api/projects')).body.items).toEqual([]);
  });

  it('imports a backup from before proposals: the new columns take their defaults', async () => {
    const exported = (await api(source.url, 'GET', '/api/export')).body;
    const { users: _u, activity: _a, proposals: _p, ...tables } = exported.tables;
    const old = {
      ...exported,
      tables: {
        ...tables,
        settings: tables.settings.map(
          ({
            proposal_terms: _t,
            proposal_valid_days: _d,
            company_logo: _l,
            company_language: _cl,
            ...row
          }: Record<string, unknown>) => row,
        ),
        // Estimates then had one option and no options_json.
        estimates: tables.estimates
          .filter((e: { input_json: string }) => !JSON.parse(e.input_json).options)
          .map(({ options_json: _o, ...row }: Record<string, unknown>) => row),
      },
    };
    const scratch = await startTestApp(target);
    try {
      const r = await api(scratch.url, 'POST', '/api/import', old);
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(201);
      expect(r.body.imported).toMatchObject({ estimates: 1, proposals: 0 });
      const settings = (await api(scratch.url, 'GET', '/api/settings')).body;
      expect(settings).toMatchObject({
        company: { name: 'Summit Roofing LLC' },
        proposalTerms: '',
        proposalValidDays: 30,
        hasLogo: false,
        companyLanguage: 'en',
      });
      const estimate = old.tables.estimates[0] as { id: string };
      const e = await api(scratch.url, 'GET', `/api/estimates/${estimate.id}`);
      expect(e.status).toBe(200);
      expect(e.body.options).toHaveLength(1);
      // And a proposal can be sent from it, once Settings have terms.
      await readyForProposals(scratch.url);
      const sent = await api(scratch.url, 'POST', `/api/estimates/${estimate.id}/proposals`, {});
      expect(sent.status).toBe(201);
    } finally {
      await scratch.close();
    }
  });

  it('takes a body far above the 1 MB default (its own limit)', async () => {
    const scratch = await startTestApp(target);
    try {
      const rows = Array.from({ length: 800 }, (_, i) =>
        row({ id: `id-${String(i).padStart(4, '0')}`, notes: 'n'.repeat(4000) }),
      );
      const body = { ...doc(), tables: { projects: rows } };
      expect(JSON.stringify(body).length).toBeGreaterThan(3 * 1024 * 1024);
      const r = await api(scratch.url, 'POST', '/api/import', body);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ imported: { projects: 800, settings: 0, materials: 0 } });
      expect((await api(scratch.url, 'GET', '/api/dashboard')).body.totalProjects).toBe(800);
      // A backup without settings or a price list keeps the defaults rather than emptying them.
      expect((await api(scratch.url, 'GET', '/api/materials')).body).toHaveLength(16);
      expect((await api(scratch.url, 'GET', '/api/settings')).status).toBe(200);
    } finally {
      await scratch.close();
    }
  });
});

function doc() {
  return {
    format: 'ridgeline-backup',
    formatVersion: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    tables: {},
  };
}

function row(overrides: Record<string, unknown> = {}) {
  return {
    id: 'abc',
    name: 'Roof',
    address: '1 Main St',
    status: 'pending',
    date: '2026-01-01',
    roof_area_sq_ft: 0,
    pitch: 0,
    estimated_cost_cents: 0,
    customer_name: '',
    customer_phone: '',
    customer_email: '',
    notes: '',
    latitude: null,
    longitude: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function withRow(overrides: Record<string, unknown>) {
  const r: Record<string, unknown> = row(overrides);
  for (const k of Object.keys(r)) if (r[k] === undefined) delete r[k];
  return { ...doc(), tables: { projects: [r] } };
}
