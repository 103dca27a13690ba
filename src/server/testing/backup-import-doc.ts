import { expect } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { acceptance, pngOf, sendProposal, THREE_OPTIONS } from './proposal-fixtures';
import type { TestApp } from './test-app';
import { api } from './test-app';

// A JSON backup to import, for the tests of what the import checks: a real export of a server
// with one of everything, and its JSON columns parsed and written back.

export type Row = Record<string, unknown>;
export interface Doc {
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
export async function seedAndExport(app: TestApp): Promise<Doc> {
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

/**
 * The export without the team and its activity log. An import that carries a team replaces the
 * signed-in owner, which would sign the tests out after every accepted import; the team's own
 * rows are checked in backup-import-checks.test.ts.
 */
export function withoutTeam(doc: Doc): Doc {
  const { users: _users, activity: _activity, ...records } = doc.tables;
  return { ...doc, tables: records };
}

/** The document with its JSON columns parsed, so a mutation can reach any nested value. */
export function expand(doc: Doc): Doc {
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

/** Writes the document's JSON columns back as text, as an export has them (in place). */
export function collapse(doc: Doc): Doc {
  for (const rows of Object.values(doc.tables)) {
    for (const row of rows) {
      for (const c of Object.keys(row)) {
        if (JSON_COLUMNS.has(c)) row[c] = JSON.stringify(row[c]) ?? 'null';
      }
    }
  }
  return doc;
}
