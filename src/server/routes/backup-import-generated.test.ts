import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '../backup/tables';
import type { Doc, Row } from '../testing/backup-import-doc';
import { collapse, expand, seedAndExport, withoutTeam } from '../testing/backup-import-doc';
import { snapshotDatabase } from '../testing/snapshot-database';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// Backups generated from a real export by changing up to three nested values: each is refused
// with a 400 that stores nothing, or imported only if every record then works in the app.

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

describe.each(dbTargets())('backup import of generated backups on %s', (target) => {
  let source: TestApp;
  let blank: TestApp;
  let exported: Doc;
  beforeAll(async () => {
    [source, blank] = await Promise.all([startTestApp(target), startTestApp(target)]);
    exported = withoutTeam(await seedAndExport(source));
  });
  afterAll(async () => {
    await Promise.all([source?.close(), blank?.close()]);
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
});
