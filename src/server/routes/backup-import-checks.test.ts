import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal/proposal';
import type { Doc, Row } from '../testing/backup-import-doc';
import { collapse, expand, seedAndExport, withoutTeam } from '../testing/backup-import-doc';
import { snapshotDatabase } from '../testing/snapshot-database';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// A backup with one bad value, nested anywhere (a JSON column's inside too), is refused with a
// 400 naming its path. Generated backups are in backup-import-generated.test.ts, imports refused
// for the server's state in backup-import-conflicts.test.ts.

describe.each(dbTargets())('backup import checks every nested value on %s', (target) => {
  let source: TestApp;
  let blank: TestApp;
  let exported: Doc;
  /** The whole export, with the team and its activity log. */
  let withTeam: Doc;
  beforeAll(async () => {
    [source, blank] = await Promise.all([startTestApp(target), startTestApp(target)]);
    withTeam = await seedAndExport(source);
    exported = withoutTeam(withTeam);
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
      'a company language Ridgeline does not speak',
      () => withChange('settings', (r) => (r.company_language = 'fr')),
      'tables.settings.0.company_language',
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
