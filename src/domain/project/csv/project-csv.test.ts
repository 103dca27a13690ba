import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectFromCreate } from '../project-defaults';
import { duplicateFinder, duplicateKeys } from './duplicates';
import { exportColumns, exportHeader, exportRow } from './export';
import { detectMapping, fieldOfHeader, PROJECT_CSV_FIELDS } from './fields';
import { applyMapping } from './mapping';
import { importPlanner } from './plan';
import { projectOfRow } from './rows';
import { readDate, readMoneyCents, readPhone, readStatus, readText } from './values';

describe('headers', () => {
  it.each([
    ['Name', 'name'],
    ['Job name', 'name'],
    ['  JOB   NAME ', 'name'],
    ['Customer', 'customerName'],
    ['Customer name', 'customerName'],
    ['customer_name', 'customerName'],
    ['Phone number', 'customerPhone'],
    ['E-mail', 'customerEmail'],
    ['EMAIL', 'customerEmail'],
    ['Status', 'status'],
    ['Stage', 'stageId'],
    ['Lead source', 'leadSourceId'],
    ['Sales rep', 'salespersonId'],
    ['Amount', 'estimatedCostCents'],
    ['Value', 'estimatedCostCents'],
    ['Estimated cost', 'estimatedCostCents'],
    ['Start date', 'date'],
    ['Notes', 'notes'],
  ])('%j is %s', (header, key) => {
    expect(fieldOfHeader(header)).toBe(key);
  });

  it('gives a field to the first column naming it and leaves unknown columns out', () => {
    expect(detectMapping(['Name', 'Phone', 'Cell', 'Favourite colour'])).toEqual([
      'name',
      'customerPhone',
      null,
      null,
    ]);
  });

  it('every field reads back its own export header', () => {
    for (const f of PROJECT_CSV_FIELDS) expect(fieldOfHeader(f.header)).toBe(f.key);
  });

  it('a correction names a column of the file and gives each field one column', () => {
    const headers = ['A', 'B'];
    expect(applyMapping(headers, ['name', null], { B: 'address' })).toEqual({
      mapping: ['name', 'address'],
    });
    expect(applyMapping(headers, ['name', null], { A: null })).toEqual({ mapping: [null, null] });
    expect(applyMapping(headers, ['name', null], { B: 'name' })).toMatchObject({
      errors: [{ path: 'mapping.B' }],
    });
    expect(applyMapping(headers, ['name', null], { C: 'name' })).toMatchObject({
      errors: [{ path: 'mapping.C' }],
    });
  });
});

describe('cells', () => {
  it.each([
    ['$10,590.00', 1_059_000],
    ['10590', 1_059_000],
    [' 1,500.5 ', 150_050],
    ['', undefined],
  ])('money %j is %s cents', (text, cents) => {
    expect(readMoneyCents(text, 'Estimated cost')).toEqual({ value: cents });
  });

  it('refuses money it cannot read', () => {
    expect(readMoneyCents('ten dollars', 'Estimated cost')).toHaveProperty('error');
  });

  it.each([
    ['2026-03-14', '2026-03-14'],
    ['2026-03-14T10:30:00Z', '2026-03-14'],
    ['3/14/2026', '2026-03-14'],
    ['03/04/2026', '2026-03-04'],
    ['3/14/26', '2026-03-14'],
    ['3-14-2026', '2026-03-14'],
  ])('date %j is %s', (text, iso) => {
    expect(readDate(text, 'Start date')).toEqual({ value: iso });
  });

  it.each(['2/30/2026', '14/3/2026', 'March 14', '2026-13-01'])('refuses the date %j', (t) => {
    expect(readDate(t, 'Start date')).toHaveProperty('error');
  });

  it.each([
    ['Pending', 'pending'],
    ['In Progress', 'in-progress'],
    ['in-progress', 'in-progress'],
    ['IN_PROGRESS', 'in-progress'],
    ['Completed', 'completed'],
    ['Done', 'completed'],
    ['Sold', 'in-progress'],
  ])('status %j is %s', (text, status) => {
    expect(readStatus(text)).toEqual({ value: status });
  });

  it('keeps formulas as text and phone numbers as typed', () => {
    expect(readText('=1+2')).toEqual({ value: "'=1+2" });
    expect(readText('@SUM(A1)')).toEqual({ value: "'@SUM(A1)" });
    expect(readPhone('+1 (503) 555-0100 ext. 12')).toEqual({ value: '+1 (503) 555-0100 ext. 12' });
    expect(readPhone('+HYPERLINK("x")')).toEqual({ value: `'+HYPERLINK("x")` });
  });

  it('no text read from a cell starts a formula (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        for (const read of [readText, readPhone]) {
          const r = read(s);
          if ('value' in r && r.value !== undefined) expect(r.value).not.toMatch(/^[=@\t\r]/);
          if ('value' in r && r.value && /^[+-]/.test(r.value) && read === readText) {
            throw new Error(`${r.value} starts with a sign`);
          }
        }
      }),
    );
  });
});

describe('rows', () => {
  const mapping = detectMapping(['Name', 'Address', 'Amount', 'E-mail']);

  it('a row becomes the input POST /api/projects takes', () => {
    expect(projectOfRow(['Re-roof', '1 Elm St', '$2,000', 'a@b.co'], mapping, 2)).toEqual({
      ok: true,
      input: {
        name: 'Re-roof',
        address: '1 Elm St',
        estimatedCostCents: 200_000,
        customerEmail: 'a@b.co',
      },
    });
  });

  it('a refused row names its line, field and the schema’s message', () => {
    expect(projectOfRow(['Re-roof', '', '', ''], mapping, 7)).toEqual({
      ok: false,
      line: 7,
      field: 'address',
      message: 'Address is required',
    });
    expect(projectOfRow(['x'.repeat(201), '1 Elm', '', ''], mapping, 3)).toMatchObject({
      field: 'name',
      message: 'Name must be at most 200 characters',
    });
  });

  it('any row is created, refused with a message, or left out as blank (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (cells) => {
        const planner = importPlanner(mapping, []);
        planner.add([{ line: 2, cells }]);
        const { toCreate, refused, skipped } = planner.plan;
        expect(toCreate.length + refused.length + skipped.length).toBeLessThanOrEqual(1);
        for (const r of refused) expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the company’s own lists', () => {
  const ctx = {
    stages: [
      { id: 'lead', name: 'Lead', status: 'pending' },
      { id: 'inspection', name: 'Inspection', status: 'pending' },
      { id: 'sold', name: 'Sold', status: 'in-progress' },
    ],
    leadSources: [{ id: 'storm', name: 'Storm canvassing' }],
    people: [{ id: 'u1', name: 'Eve Estimator' }],
  };
  const mapping = ['name', 'address', 'stageId', 'leadSourceId', 'salespersonId'] as const;

  it('reads a stage, a lead source and a salesperson by name, in any case', () => {
    const planner = importPlanner(mapping, [], ctx);
    planner.add([
      { line: 2, cells: ['Job', '1 Elm St', 'INSPECTION', 'storm canvassing', 'eve estimator'] },
    ]);
    expect(planner.plan.toCreate[0]?.input).toMatchObject({
      stageId: 'inspection',
      leadSourceId: 'storm',
      salespersonId: 'u1',
    });
  });

  it('takes a status in the Stage column as that status’s first stage', () => {
    const planner = importPlanner(mapping, [], ctx);
    planner.add([{ line: 2, cells: ['Job', '1 Elm St', 'In Progress', '', ''] }]);
    expect(planner.plan.toCreate[0]?.input.stageId).toBe('sold');
  });

  it('refuses a name the company does not have, naming the field', () => {
    const planner = importPlanner(mapping, [], ctx);
    planner.add([{ line: 2, cells: ['Job', '1 Elm St', 'Bidding', '', ''] }]);
    expect(planner.plan.refused).toEqual([
      {
        line: 2,
        field: 'stageId',
        message: 'Stage “Bidding” is not one of your stages (Settings → Pipeline)',
      },
    ]);
  });

  it('writes the names back in the export', () => {
    const p = {
      ...projectFromCreate(
        { name: 'Job', address: '1 Elm St' },
        'id-1',
        '2026-03-14T00:00:00.000Z',
      ),
      stageId: 'inspection',
      leadSourceId: 'storm',
      salespersonId: 'u1',
    };
    const columns = exportColumns(false);
    const row = exportRow(columns, p, ctx);
    const at = (header: string) => row[exportHeader(columns).indexOf(header)];
    expect([at('Stage'), at('Lead source'), at('Salesperson')]).toEqual([
      'Inspection',
      'Storm canvassing',
      'Eve Estimator',
    ]);
  });
});

describe('duplicates', () => {
  it('knows a customer by email, by phone digits at an address, or a job by name and address', () => {
    const a = { name: 'Job', customerEmail: 'Dana@Example.com', address: '12 Oak St.' };
    expect(duplicateKeys(a)).toContain('email:dana@example.com');
    const finder = duplicateFinder([
      { name: 'Old', customerPhone: '(503) 555-0100', address: '12 Oak St' },
    ]);
    expect(
      finder.check({ name: 'New', customerPhone: '503.555.0100', address: '12 OAK ST.' }),
    ).toBe('A project with the same phone and address already exists');
    expect(finder.check(a)).toBeNull();
    expect(finder.check({ ...a, name: 'Other' })).toBe('Same email as an earlier row of the file');
    expect(finder.check({ name: 'Job', address: '12 oak st' })).toBe(
      'Same name and address as an earlier row of the file',
    );
  });

  it('a file imported twice adds nothing the second time (property)', () => {
    const row = fc.tuple(
      fc.constantFrom('Re-roof', 'Repair', 'Gutters'),
      fc.constantFrom('1 Elm St', '2 Oak Ave'),
      fc.constantFrom('', 'a@b.co', 'c@d.co'),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const m = detectMapping(['Name', 'Address', 'Email']);
        const lines = rows.map((cells, i) => ({ line: i + 2, cells }));
        const first = importPlanner(m, []);
        first.add(lines);
        const stored = first.plan.toCreate.map((r) => r.input);
        const second = importPlanner(m, stored);
        second.add(lines);
        expect(second.plan.toCreate).toEqual([]);
      }),
    );
  });
});

describe('export', () => {
  const project = projectFromCreate(
    { name: '=cmd', address: '1 Elm St', estimatedCostCents: 1_059_000, notes: 'a\nb' },
    'id-1',
    '2026-03-14T00:00:00.000Z',
  );

  it('writes money only for roles that see it, and formulas as text', () => {
    const office = exportColumns(true);
    expect(exportHeader(office)).toContain('Estimated cost');
    expect(exportHeader(exportColumns(false))).not.toContain('Estimated cost');
    const row = exportRow(office, project);
    expect(row[0]).toBe("'=cmd");
    expect(row[exportHeader(office).indexOf('Estimated cost')]).toBe('10590.00');
  });

  it('what it writes, the import reads back as the same project', () => {
    const columns = exportColumns(true);
    const r = projectOfRow(exportRow(columns, project), detectMapping(exportHeader(columns)), 2);
    expect(r).toMatchObject({
      ok: true,
      input: { name: "'=cmd", address: '1 Elm St', estimatedCostCents: 1_059_000, notes: 'a\nb' },
    });
  });
});
