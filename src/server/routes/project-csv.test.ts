import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMITS } from '../../domain/project/csv/limits';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const FILE = [
  'Job name,Customer name,Address,Phone number,E-mail,Status,Amount,Start date,Notes',
  'Henderson Re-roof,Dana Henderson,"12 Oak St, Portland",(503) 555-0101,dana@example.com,In Progress,"$10,590.00",3/14/2026,"Gate code 4821',
  'Dog in the yard"',
  'Baker Repair,Sam Baker,40 Elm St,503.555.0102,,Pending,2500,2026-04-01,',
  ',No Name,1 Nowhere Rd,,,Pending,,,',
  'Cole Gutters,Pat Cole,9 Pine Ave,,pat@example,Completed,,,',
  'Baker Repair again,Sam Baker,40 ELM ST.,5035550102,,Pending,,,',
].join('\r\n');

async function importCsv(
  t: TestApp,
  body: string | Uint8Array,
  query = 'dryRun=false',
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.url}/api/import/projects?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', cookie: t.cookie, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: JSON.parse(text) };
}

async function exportCsv(t: TestApp, cookie = t.cookie) {
  const res = await fetch(`${t.url}/api/projects/export.csv`, { headers: { cookie } });
  const text = await res.text();
  return { res, text, rows: parse(text, { bom: true }) as string[][] };
}

const projectCount = async (t: TestApp) =>
  (
    await t.database.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe.each(dbTargets())('project CSV import and export on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('a dry run reports the mapping, the preview and the refused rows, and saves nothing', async () => {
    const r = await importCsv(t, FILE, 'dryRun=true');
    expect(r.status).toBe(200);
    expect(r.body.dryRun).toBe(true);
    expect(r.body.created).toBe(2);
    expect(r.body.mapping.map((m: { field: string }) => m.field)).toEqual([
      'name',
      'customerName',
      'address',
      'customerPhone',
      'customerEmail',
      'status',
      'estimatedCostCents',
      'date',
      'notes',
    ]);
    expect(r.body.preview[0]).toMatchObject({
      line: 2,
      name: 'Henderson Re-roof',
      address: '12 Oak St, Portland',
      status: 'in-progress',
      estimatedCostCents: 1_059_000,
      date: '2026-03-14',
      // The quoted line break is kept, and the row still counts from the line it starts on.
      notes: 'Gate code 4821\r\nDog in the yard',
    });
    expect(r.body.preview[1]).toMatchObject({ line: 4, name: 'Baker Repair', status: 'pending' });
    expect(r.body.refused).toEqual([
      { line: 5, field: 'name', message: 'Name is required' },
      { line: 6, field: 'customerEmail', message: 'Enter a valid email address' },
    ]);
    expect(r.body.skipped).toEqual([
      { line: 7, reason: 'Same phone and address as an earlier row of the file' },
    ]);
    expect(Number(await projectCount(t))).toBe(0);
  });

  it('imports the valid rows, and the same file again adds nothing', async () => {
    const first = await importCsv(t, FILE);
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(2);
    expect(Number(await projectCount(t))).toBe(2);
    const list = await api(t.url, 'GET', '/api/projects?q=Henderson');
    expect(list.body.items[0]).toMatchObject({ customerEmail: 'dana@example.com' });
    const again = await importCsv(t, FILE);
    expect(again.body.created).toBe(0);
    expect(again.body.skipped.map((s: { line: number }) => s.line)).toEqual([2, 4, 7]);
    expect(again.body.skipped[0].reason).toBe('A project with the same email already exists');
    expect(Number(await projectCount(t))).toBe(2);
  });

  it('reads a semicolon file with a byte order mark and takes the owner’s mapping', async () => {
    const file = '\uFEFFProjet;Adresse;Montant\r\nLeroy toit;"5 rue Haute; Lyon";1 200,00\r\n';
    const detected = await importCsv(t, file, 'dryRun=true');
    expect(detected.status).toBe(200);
    expect(detected.body.delimiter).toBe(';');
    expect(detected.body.refused[0]).toMatchObject({ line: 2, field: 'name' });
    const mapping = encodeURIComponent(
      JSON.stringify({ Projet: 'name', Adresse: 'address', Montant: null }),
    );
    const r = await importCsv(t, file, `dryRun=false&mapping=${mapping}`);
    expect(r.body).toMatchObject({ created: 1, refused: [] });
    expect(r.body.preview[0]).toMatchObject({ name: 'Leroy toit', address: '5 rue Haute; Lyon' });
  });

  it('refuses a mapping naming a missing column or one field twice', async () => {
    const m = encodeURIComponent(JSON.stringify({ Nope: 'name' }));
    const r = await importCsv(t, FILE, `dryRun=true&mapping=${m}`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({
      path: 'mapping.Nope',
      message: 'The file has no column “Nope”',
    });
    const twice = encodeURIComponent(JSON.stringify({ Notes: 'name' }));
    const r2 = await importCsv(t, FILE, `dryRun=true&mapping=${twice}`);
    expect(r2.status).toBe(400);
    expect(r2.body.errors[0].message).toBe('Name is chosen for more than one column');
  });

  it('refuses bad files with a 400 naming what, and changes nothing', async () => {
    const before = Number(await projectCount(t));
    const wide = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\r\n1,2\r\n`;
    const cases: [string | Uint8Array, string][] = [
      [wide, 'Line 1 has 10000 columns; a file may have at most 100'],
      [Buffer.from('PK\u0003\u0004\u0000\u0000\u0008\u0000', 'latin1'), 'not a CSV file'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'not UTF-8 text'],
      [Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xff, 0xfe]), 'not UTF-8 text'],
      ['Name,Address\r\n"Open quote,1 Elm St\r\n', 'not valid CSV'],
      ['', 'The file is empty'],
      [
        `Name,Address\r\n${'Job,1 Elm St\r\n'.repeat(CSV_IMPORT_LIMITS.rows + 1)}`,
        'more than 20,000 rows',
      ],
    ];
    for (const [body, message] of cases) {
      const r = await importCsv(t, body);
      expect(r.status, message).toBe(400);
      expect(r.type).toContain('application/problem+json');
      expect(r.body.errors[0].path).toBe('file');
      expect(r.body.errors[0].message).toContain(message);
    }
    expect(Number(await projectCount(t))).toBe(before);
  });

  it('answers 413 naming the limit for a file over 5 MB (a 20 MB export too), saving nothing', async () => {
    const before = Number(await projectCount(t));
    for (const bytes of [CSV_IMPORT_LIMITS.bytes, 20 * 1024 * 1024]) {
      const big = `Name,Address\r\n${'Job,1 Elm St\r\n'.repeat(Math.ceil(bytes / 14))}`;
      const r = await importCsv(t, big);
      expect(r.status).toBe(413);
      expect(r.type).toContain('application/problem+json');
      expect(r.body.detail).toContain(String(CSV_IMPORT_LIMITS.bytes));
    }
    expect(Number(await projectCount(t))).toBe(before);
  });

  it('puts rows in the stage, lead source and salesperson they name, and exports the names', async () => {
    const rep = await t.signInAs('estimator', 'Rita Rep');
    const file = [
      'Name,Address,Email,Stage,Lead source,Sales rep',
      'Stage Row,1 Stage St,stage@example.com,inspection,Storm canvassing,rita rep',
      'Status Row,2 Stage St,status@example.com,Completed,,',
      'Bad Stage,3 Stage St,bad@example.com,Bidding,,',
    ].join('\r\n');
    const r = await importCsv(t, file);
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(2);
    expect(r.body.refused).toEqual([
      {
        line: 4,
        field: 'stageId',
        message: 'Stage “Bidding” is not one of your stages (Settings → Pipeline)',
      },
    ]);
    const stored = await t.database.db
      .selectFrom('projects')
      .select(['name', 'stage_id', 'lead_source_id', 'salesperson_id'])
      .where('name', 'in', ['Stage Row', 'Status Row'])
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      {
        name: 'Stage Row',
        stage_id: 'inspection',
        lead_source_id: 'storm-canvassing',
        salesperson_id: rep.user.id,
      },
      { name: 'Status Row', stage_id: 'completed', lead_source_id: null, salesperson_id: null },
    ]);
    const { rows } = await exportCsv(t);
    const col = (h: string) => rows[0]!.indexOf(h);
    const row = rows.find((x) => x[0] === 'Stage Row')!;
    expect([row[col('Stage')], row[col('Lead source')], row[col('Salesperson')]]).toEqual([
      'Inspection',
      'Storm canvassing',
      'Rita Rep',
    ]);
  });

  it('keeps formulas as text on import and on export', async () => {
    const file =
      'Name,Address,Phone\r\n"=HYPERLINK(""http://evil.example"")",@SUM(A1),+1 (503) 555-0199\r\n';
    const r = await importCsv(t, file);
    expect(r.body.created).toBe(1);
    expect(r.body.preview[0]).toMatchObject({
      name: `'=HYPERLINK("http://evil.example")`,
      address: "'@SUM(A1)",
      customerPhone: '+1 (503) 555-0199',
    });
    const { res, rows } = await exportCsv(t);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const row = rows.find((x) => x[0]!.includes('HYPERLINK'))!;
    expect(row[0]!.startsWith("'")).toBe(true);
    expect(rows[0]).toContain('Estimated cost');
    // The phone number a spreadsheet would read as a formula is kept as text on the way out.
    expect(row[3]).toBe("'+1 (503) 555-0199");
  });

  it('exports every project; crew’s file has no money column', async () => {
    const owner = await exportCsv(t);
    expect(owner.rows.length - 1).toBe(Number(await projectCount(t)));
    const henderson = owner.rows.find((r) => r[0] === 'Henderson Re-roof')!;
    const cost = owner.rows[0]!.indexOf('Estimated cost');
    expect(henderson[cost]).toBe('10590.00');
    const crew = await t.signInAs('crew', 'Cal Crew');
    const theirs = await exportCsv(t, crew.cookie);
    expect(theirs.res.status).toBe(200);
    expect(theirs.rows[0]).not.toContain('Estimated cost');
    expect(theirs.rows.length).toBe(owner.rows.length);
    // What the export writes, the import reads back as the same projects (all skipped).
    const back = await importCsv(t, owner.text, 'dryRun=true');
    expect(back.body).toMatchObject({ created: 0, refused: [] });
    expect(back.body.skipped).toHaveLength(owner.rows.length - 1);
  });

  it('lets only the owner import', async () => {
    const estimator = await t.signInAs('estimator', 'Eve Estimator');
    const r = await importCsv(t, FILE, 'dryRun=true', { cookie: estimator.cookie });
    expect(r.status).toBe(403);
  });
});
