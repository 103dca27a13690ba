import { createHash } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { BACKUP_TABLES } from '../backup/tables';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal/proposal';
import { snapshotDatabase } from '../testing/snapshot-database';
import { acceptance, pngOf, sendProposal, THREE_OPTIONS } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

type Row = Record<string, unknown>;
interface Doc {
  tables: Record<string, Row[]>;
  [k: string]: unknown;
}

const JSON_COLUMNS = new Set([
  'input_json',
  'totals_json',
  'options_json',
  'outlines',
  'snapshot_json',
]);

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

/** A real export: a project with an estimate and outlines, settings and a custom material. */
async function seedAndExport(app: TestApp): Promise<Doc> {
  const project = await api(app.url, 'POST', '/api/projects', {
    name: 'Henderson Re-roof',
    address: '2847 SE Belmont St',
    customerEmail: 'dana@example.com',
  });
  expect(project.status).toBe(201);
  const material = await api(app.url, 'POST', '/api/materials', {
    name: 'Ridge Vent',
    unit: 'linear ft',
    priceCents: 612,
  });
  expect(material.status).toBe(201);
  const estimate = await api(app.url, 'POST', '/api/estimates', {
    ...DEFAULT_ESTIMATE_INPUT,
    materials: [
      ...DEFAULT_ESTIMATE_INPUT.materials,
      { materialId: material.body.id, quantity: 40 },
    ],
    adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
    projectId: project.body.id,
  });
  expect(estimate.status).toBe(201);
  const put = await api(app.url, 'PUT', `/api/projects/${project.body.id}/outlines`, {
    outlines: [outline],
    version: 0,
  });
  expect(put.status).toBe(200);
  // Good / better / best, sent with the logo, and signed by the customer with a drawing.
  await app.database.db
    .updateTable('settings')
    .set({ company_logo: `data:image/png;base64,${pngOf(120, 30).toString('base64')}` })
    .execute();
  const options = await api(app.url, 'POST', '/api/estimates', {
    ...THREE_OPTIONS,
    projectId: project.body.id,
  });
  expect(options.status).toBe(201);
  const sent = await sendProposal(app.url, options.body.id);
  const signed = await api(
    app.url,
    'POST',
    `/api/public/proposals/${sent.token}/accept`,
    acceptance(1, pngOf(60, 20)),
    { cookie: '' },
  );
  expect(signed.status).toBe(200);
  return (await api(app.url, 'GET', '/api/export')).body;
}

/** The document with its JSON columns parsed, so a mutation can reach any nested value. */
function expand(doc: Doc): Doc {
  const copy: Doc = structuredClone(doc);
  for (const rows of Object.values(copy.tables)) {
    for (const row of rows) {
      for (const c of Object.keys(row)) {
        if (JSON_COLUMNS.has(c)) row[c] = JSON.parse(String(row[c]));
      }
    }
  }
  return copy;
}

function collapse(doc: Doc): Doc {
  for (const rows of Object.values(doc.tables)) {
    for (const row of rows) {
      for (const c of Object.keys(row)) {
        if (JSON_COLUMNS.has(c)) row[c] = JSON.stringify(row[c]) ?? 'null';
      }
    }
  }
  return doc;
}

/** Every path inside a row (a column, or any value nested in a JSON column). */
function pathsIn(value: unknown, at: (string | number)[], out: (string | number)[][]) {
  if (at.length > 3) out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsIn(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsIn(v, [...at, k], out);
  }
  return out;
}

function mutate(doc: Doc, path: (string | number)[], value: unknown, drop: boolean) {
  let parent: unknown = doc;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  const last = path[path.length - 1]!;
  const target = parent as Record<string | number, unknown>;
  if (drop && !Array.isArray(target)) delete target[last];
  else target[last] = value;
}

const nastyValue = fc.oneof(
  fc.constantFrom(
    -5_000_000_000,
    -1,
    0,
    0.5,
    1e15,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2_147_483_647,
    100_000_000_001,
    '',
    ' ',
    'x',
    'not a date',
    '2026-02-30T00:00:00.000Z',
    '2026-01-01',
    'sq m',
    null,
    true,
    {},
    [],
    { not: 'an array' },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const isServerError = (status: number) => status >= 500;

/** Opens, prices, prints, copies and saves every imported record; returns the failures. */
async function exerciseEverything(url: string, doc: Doc): Promise<string[]> {
  const failures: string[] = [];
  const expectStatus = async (
    ok: number[],
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Row }> => {
    const r = await api(url, method, path, body);
    if (!ok.includes(r.status)) {
      failures.push(`${method} ${path} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    }
    return r;
  };
  for (const path of ['/api/dashboard', '/api/projects?limit=100', '/api/materials']) {
    await expectStatus([200], 'GET', path);
  }
  const settings = await expectStatus([200], 'GET', '/api/settings');
  await expectStatus([200], 'PATCH', '/api/settings', { version: settings.body.version });
  for (const m of doc.tables.materials ?? []) {
    await expectStatus([200], 'PATCH', `/api/materials/${String(m.id)}`, { version: m.version });
  }
  for (const e of doc.tables.estimates ?? []) {
    const got = await expectStatus([200], 'GET', `/api/estimates/${String(e.id)}`);
    const input = JSON.parse(String(e.input_json)) as Row;
    await expectStatus([200], 'POST', '/api/estimates/pdf', { ...input, estimateId: e.id });
    await expectStatus([201], 'POST', '/api/estimates', {
      ...input,
      projectId: e.project_id,
      sourceEstimateId: e.id,
    });
    await expectStatus([200], 'PATCH', `/api/estimates/${String(e.id)}`, {
      ...input,
      version: got.body.version,
    });
  }
  for (const p of doc.tables.proposals ?? []) {
    await expectStatus([200], 'GET', `/api/proposals/${String(p.id)}/pdf`);
  }
  for (const p of doc.tables.projects ?? []) {
    const id = String(p.id);
    const got = await expectStatus([200], 'GET', `/api/projects/${id}`);
    await expectStatus([200], 'GET', `/api/projects/${id}/estimates`);
    await expectStatus([200], 'GET', `/api/projects/${id}/proposals`);
    await expectStatus([200], 'PATCH', `/api/projects/${id}`, { version: got.body.version });
    const outlines = await expectStatus([200], 'GET', `/api/projects/${id}/outlines`);
    await expectStatus([200], 'PUT', `/api/projects/${id}/outlines`, {
      outlines: outlines.body.outlines,
      version: outlines.body.version,
    });
  }
  return failures;
}

/** Empties the tables a backup fills, so the next import is allowed. */
async function emptyUserTables(app: TestApp) {
  for (const t of [...BACKUP_TABLES].reverse()) {
    if (!t.replace) await app.database.db.deleteFrom(t.name).execute();
  }
}

describe.each(dbTargets())('backup import checks every nested value on %s', (target) => {
  let source: TestApp;
  let blank: TestApp;
  let exported: Doc;
  /** The whole export, with the team and its activity log. */
  let withTeam: Doc;
  beforeAll(async () => {
    [source, blank] = await Promise.all([startTestApp(target), startTestApp(target)]);
    withTeam = await seedAndExport(source);
    // An import that carries a team replaces the signed-in owner, which would sign these tests
    // out after every accepted import; the team's own rows are checked in the cases below.
    const { users: _users, activity: _activity, ...records } = withTeam.tables;
    exported = { ...withTeam, tables: records };
  });
  afterAll(async () => {
    await Promise.all([source?.close(), blank?.close()]);
  });

  const withChange = (table: string, change: (row: Row) => void): Doc => {
    const doc = expand(exported);
    const row = doc.tables[table]?.[0];
    if (!row) throw new Error(`no ${table} row`);
    change(row);
    return collapse(doc);
  };

  it.each([
    [
      'totals that are an empty object',
      () => {
        const doc = structuredClone(exported);
        doc.tables.estimates![0]!.totals_json = '{}';
        return doc;
      },
      'tables.estimates.0.totals_json.multiplier',
    ],
    [
      'outlines that are not a list',
      () => withChange('roof_outlines', (r) => (r.outlines = { not: 'an array' })),
      'tables.roof_outlines.0.outlines',
    ],
    [
      'a negative snapshot price',
      () =>
        withChange('estimates', (r) => {
          (r.totals_json as { materialLines: Row[] }).materialLines[0]!.unitPriceCents =
            -5_000_000_000;
        }),
      'tables.estimates.0.totals_json.materialLines.0.unitPriceCents',
    ],
    [
      'a snapshot price above the price list bound',
      () =>
        withChange('estimates', (r) => {
          (r.totals_json as { materialLines: Row[] }).materialLines[0]!.unitPriceCents =
            100_000_001;
        }),
      'tables.estimates.0.totals_json.materialLines.0.unitPriceCents',
    ],
    [
      'a snapshot for another material',
      () =>
        withChange('estimates', (r) => {
          (r.totals_json as { materialLines: Row[] }).materialLines[0]!.materialId = 'metal';
        }),
      'tables.estimates.0.totals_json.materialLines.0.materialId',
    ],
    [
      'a total that is not the sum of its parts',
      () => withChange('estimates', (r) => (r.total_cents = 1)),
      'tables.estimates.0.total_cents',
    ],
    [
      'a timestamp that is any text',
      () => withChange('projects', (r) => (r.updated_at = 'yesterday')),
      'tables.projects.0.updated_at',
    ],
    [
      'a version the next save would overflow',
      () => withChange('projects', (r) => (r.version = 2_147_483_647)),
      'tables.projects.0.version',
    ],
    [
      'an estimate input out of bounds',
      () =>
        withChange('estimates', (r) => {
          (r.input_json as Row).laborRateCents = -250;
        }),
      'tables.estimates.0.input_json.laborRateCents',
    ],
    [
      'a material price out of bounds',
      () => withChange('materials', (r) => (r.price_cents = -1)),
      'tables.materials.0.price_cents',
    ],
    [
      'an id that is not an id',
      () => withChange('materials', (r) => (r.id = ' metal ')),
      'tables.materials.0.id',
    ],
    [
      'a snapshot other than the one signed (its hash differs)',
      () =>
        withChange('proposals', (r) => {
          (r.snapshot_json as { customer: Row }).customer.name = 'Someone Else';
        }),
      'tables.proposals.0.snapshot_sha256',
    ],
    [
      'a snapshot without its options',
      () => {
        const doc = structuredClone(exported);
        const row = doc.tables.proposals![0]!;
        const snapshot = JSON.parse(String(row.snapshot_json)) as Row;
        delete snapshot.options;
        const text = JSON.stringify(snapshot);
        row.snapshot_json = text;
        row.snapshot_sha256 = createHash('sha256').update(text).digest('hex');
        return doc;
      },
      'tables.proposals.0.snapshot_json.options',
    ],
    [
      'a signature that is not a PNG',
      () =>
        withChange('proposals', (r) => (r.signature_png = Buffer.from('hello').toString('base64'))),
      'tables.proposals.0.signature_png',
    ],
    [
      'a signature above the size cap',
      () =>
        withChange('proposals', (r) => (r.signature_png = 'A'.repeat(MAX_SIGNATURE_BASE64 + 4))),
      'tables.proposals.0.signature_png',
    ],
    [
      'a proposal state that does not exist',
      () => withChange('proposals', (r) => (r.state = 'signed')),
      'tables.proposals.0.state',
    ],
    [
      'an accepted option the snapshot does not have',
      () =>
        withChange('proposals', (r) => {
          const snapshot = r.snapshot_json as { options: unknown[] };
          snapshot.options = snapshot.options.slice(0, 1);
          r.snapshot_json = snapshot;
          // The hash follows the text, so only the option is wrong.
          r.snapshot_sha256 = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
        }),
      'tables.proposals.0.accepted_option',
    ],
    [
      'a logo that is not an image',
      () => withChange('settings', (r) => (r.company_logo = 'data:image/png;base64,aGVsbG8=')),
      'tables.settings.0.company_logo',
    ],
    [
      'proposals valid for no days',
      () => withChange('settings', (r) => (r.proposal_valid_days = 0)),
      'tables.settings.0.proposal_valid_days',
    ],
    [
      "option totals that are not the input's",
      () => {
        const doc = expand(exported);
        const row = doc.tables.estimates!.find((e) => e.options_json !== null)!;
        const i = doc.tables.estimates!.indexOf(row);
        (row.options_json as { name: string }[])[1]!.name = 'Premium';
        collapse(doc);
        return { doc, path: `tables.estimates.${i}.options_json.1.name` };
      },
      '',
    ],
    [
      'an estimate with options but no option totals',
      () => {
        const doc = structuredClone(exported);
        const i = doc.tables.estimates!.findIndex((e) => e.options_json !== null);
        doc.tables.estimates![i]!.options_json = null;
        return { doc, path: `tables.estimates.${i}.options_json` };
      },
      '',
    ],
  ])('refuses %s with 400 naming the path, and stores nothing', async (_l, make, named) => {
    const made: Doc | { doc: Doc; path: string } = make();
    const [body, path] = 'doc' in made ? [made.doc, made.path] : [made, named];
    const before = await snapshotDatabase(blank.database.db);
    const r = await api(blank.url, 'POST', '/api/import', body);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await snapshotDatabase(blank.database.db)).toBe(before);
  });

  it('refuses a non-empty database before reading the body', async () => {
    // Not even JSON: the 409 comes before the body would be parsed.
    const r = await api(source.url, 'POST', '/api/import', '{"format": ', {
      'content-type': 'application/json',
    });
    expect(r.status).toBe(409);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toMatch(/empty database/);
  });

  it('takes one import at a time', async () => {
    const scratch = await startTestApp(target);
    try {
      const body = JSON.stringify(exported);
      const half = Math.floor(body.length / 2);
      let done: () => void = () => {};
      const secondDone = new Promise<void>((resolve) => (done = resolve));
      const first = new Promise<{ status: number }>((resolve, reject) => {
        const req = http.request(`${scratch.url}/api/import`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: scratch.cookie,
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        });
        req.on('error', reject);
        req.write(body.slice(0, half));
        // The rest once the second import has been answered.
        secondDone.then(() => req.end(body.slice(half)), reject);
      });
      // Give the first request time to pass its hook.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await api(scratch.url, 'POST', '/api/import', exported);
      done();
      expect(second.status).toBe(409);
      expect(second.headers.get('content-type')).toContain('application/problem+json');
      expect(second.body.detail).toMatch(/Another backup is being imported/);
      expect((await first).status).toBe(201);
    } finally {
      await scratch.close();
    }
  });

  it('imports a generated backup only if every record then opens, prices, prints and saves', async () => {
    const base = expand(exported);
    const paths: (string | number)[][] = [];
    for (const [table, rows] of Object.entries(base.tables)) {
      rows.forEach((row, i) => pathsIn(row, ['tables', table, i], paths));
    }
    const mutation = fc.record({
      path: fc.constantFrom(...paths),
      value: nastyValue,
      drop: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (changes) => {
        const doc = expand(exported);
        for (const c of changes) {
          try {
            mutate(doc, c.path, c.value, c.drop);
          } catch {
            // An earlier change removed this path's parent: nothing to change.
          }
        }
        const body = collapse(doc);
        const before = await snapshotDatabase(blank.database.db);
        const r = await api(blank.url, 'POST', '/api/import', body);
        expect(isServerError(r.status), JSON.stringify(r.body)).toBe(false);
        if (r.status !== 201) {
          expect(r.status).toBe(400);
          expect(await snapshotDatabase(blank.database.db)).toBe(before);
          return;
        }
        try {
          const imported = (await api(blank.url, 'GET', '/api/export')).body as Doc;
          expect(await exerciseEverything(blank.url, imported)).toEqual([]);
        } finally {
          await emptyUserTables(blank);
        }
      }),
      { numRuns: 40 },
    );
  });
  it.each([
    [
      'a team with no active owner',
      (doc: Doc) => doc.tables.users!.forEach((u) => (u.role = 'crew')),
      'tables.users',
    ],
    [
      'a password hash that is not argon2id',
      (doc: Doc) => (doc.tables.users![0]!.password_hash = 'plain-text-password'),
      'tables.users.0.password_hash',
    ],
    [
      'an email in capitals',
      (doc: Doc) => (doc.tables.users![0]!.email = 'OWNER@EXAMPLE.COM'),
      'tables.users.0.email',
    ],
    [
      'a role that does not exist',
      (doc: Doc) => (doc.tables.users![0]!.role = 'admin'),
      'tables.users.0.role',
    ],
    [
      'an activity of an unknown kind',
      (doc: Doc) => (doc.tables.activity![0]!.kind = 'project.exploded'),
      'tables.activity.0.kind',
    ],
  ])(
    'refuses %s in the team with 400 naming the path, and keeps the signed-in owner',
    async (_, change, path) => {
      const doc = structuredClone(withTeam);
      expect(doc.tables.activity?.length).toBeGreaterThan(0);
      change(doc);
      const r = await api(blank.url, 'POST', '/api/import', doc);
      expect(r.status).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect((await api(blank.url, 'GET', '/api/session')).status).toBe(200);
    },
  );
});
