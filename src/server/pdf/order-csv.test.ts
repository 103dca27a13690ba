import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../domain/settings/settings';
import { csvSafeCell } from '../../domain/format/csv-cell';
import { renderOrderCsv } from './order-csv';
import type { MaterialOrderData } from './order-data';

describe('csvSafeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises %j as a formula could start', (cell, safe) => {
    expect(csvSafeCell(cell)).toBe(safe);
  });

  it.each(['Architectural shingles', '', ' =1', 'a=b', "'already quoted", 'Zoë 2+2', '5'])(
    'leaves %j as it is',
    (cell) => {
      expect(csvSafeCell(cell)).toBe(cell);
    },
  );
});

const order: MaterialOrderData = {
  company: { ...EMPTY_COMPANY_PROFILE, name: 'Summit Roofing Co.', phone: '(503) 555-0100' },
  estimateNumber: 'EST-000042',
  option: null,
  date: '2026-11-21',
  job: { name: 'Müller, "Haus" Re-roof', address: '2847 SE Belmont St, Portland, OR 97214' },
  note: '-- leave at the gate\nthen call',
  lines: [
    { name: 'Architectural shingles', quantity: 45, unit: 'bundle' },
    { name: '=cmd|calc', quantity: 2200, unit: 'sq ft' },
    { name: 'Flashing', quantity: 120.5, unit: 'linear ft' },
  ],
  language: 'en',
};

describe('renderOrderCsv', () => {
  const csv = renderOrderCsv(order);

  it('starts with a byte order mark and ends every record with CRLF', () => {
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
    // The only bare LF is the one inside the quoted note.
    expect(csv.replace(/\r\n/g, '').split('\n')).toHaveLength(2);
  });

  it('reads back as the job, then the materials, with formulas neutralised', () => {
    const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
    expect(rows.slice(0, 8)).toEqual([
      ['Material order'],
      ['Ordered by', 'Summit Roofing Co.'],
      ['Phone', '(503) 555-0100'],
      ['Job', 'Müller, "Haus" Re-roof'],
      ['Address', '2847 SE Belmont St, Portland, OR 97214'],
      ['Estimate', 'EST-000042'],
      ['Date', '2026-11-21'],
      ['Delivery note', "'-- leave at the gate\nthen call"],
    ]);
    expect(rows.slice(9)).toEqual([
      ['Material', 'Quantity', 'Unit'],
      ['Architectural shingles', '45', 'bundle'],
      ["'=cmd|calc", '2200', 'sq ft'],
      ['Flashing', '120.5', 'linear ft'],
    ]);
  });
});

describe('renderOrderCsv of an estimate with options', () => {
  const rowsOf = (option: MaterialOrderData['option']) =>
    parse(renderOrderCsv({ ...order, option }), {
      bom: true,
      relax_column_count: true,
    }) as string[][];

  it('names the option accepted by the customer after the estimate', () => {
    const rows = rowsOf({ name: 'Best', accepted: true });
    expect(rows[5]).toEqual(['Estimate', 'EST-000042']);
    expect(rows[6]).toEqual(['Option', 'Best (accepted by the customer)']);
    expect(rows[7]).toEqual(['Date', '2026-11-21']);
  });

  it('names the option the office chose', () => {
    expect(rowsOf({ name: 'Better', accepted: false })[6]).toEqual(['Option', 'Better']);
  });

  it('neutralises an option name that could start a formula', () => {
    expect(rowsOf({ name: '=Best', accepted: false })[6]).toEqual(['Option', "'=Best"]);
  });
});
