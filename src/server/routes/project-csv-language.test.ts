import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { dbTargets, startTestApp } from '../testing/test-app';

// The import's refused and skipped rows in the reader's language, each keeping its English as
// `key` the way a problem's field messages do; the mapping's refusals are problems, translated
// as every problem is.

const FILE = [
  'Job name,Address,Phone number,Status,Amount,Start date,Pitch,Stage',
  'Baker Repair,40 Elm St,503.555.0102,Pending,2500,2026-04-01,6,',
  ',1 Nowhere Rd,,Pending,,,,',
  'Cole Gutters,9 Pine Ave,,Someday,,,,',
  'Dale Roof,2 Oak St,,,lots,,,',
  'Ewing Roof,3 Oak St,,,,14/3/2026,,',
  'Ford Roof,4 Oak St,,,,,steep,',
  'Gray Roof,5 Oak St,,,,,,Bidding',
  'Baker Repair again,40 ELM ST.,5035550102,Pending,,,,',
].join('\r\n');

describe.each(dbTargets())('the project import in Spanish on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const importCsv = async (query: string, body: string = FILE) => {
    const res = await fetch(`${t.url}/api/import/projects?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: t.cookie, 'accept-language': 'es-US' },
      body,
    });
    return { status: res.status, body: await res.json() };
  };

  it('says why each row is left out in Spanish, the English kept as key', async () => {
    const r = await importCsv('dryRun=true');
    expect(r.status).toBe(200);
    expect(r.body.refused).toEqual([
      { line: 3, field: 'name', message: 'El nombre es obligatorio', key: 'Name is required' },
      {
        line: 4,
        field: 'status',
        message: 'El estado debe ser Pending, In progress o Completed (en inglés)',
        key: 'Status must be Pending, In progress or Completed',
      },
      {
        line: 5,
        field: 'estimatedCostCents',
        message: 'Costo estimado debe ser un importe como 10,590.00',
        key: 'Estimated cost must be an amount like 10,590.00',
      },
      {
        line: 6,
        field: 'date',
        message: 'Fecha de inicio debe ser una fecha como 2026-03-14 o 3/14/2026',
        key: 'Start date must be a date like 2026-03-14 or 3/14/2026',
      },
      {
        line: 7,
        field: 'pitch',
        message: 'La inclinación debe ser un número',
        key: 'Pitch must be a number',
      },
      {
        line: 8,
        field: 'stageId',
        message: 'La etapa “Bidding” no es una de tus etapas (Configuración → Embudo de ventas)',
        key: 'Stage “Bidding” is not one of your stages (Settings → Pipeline)',
      },
    ]);
    expect(r.body.skipped).toEqual([
      {
        line: 9,
        reason: 'Mismo teléfono y dirección que una fila anterior del archivo',
        key: 'Same phone and address as an earlier row of the file',
      },
    ]);
  });

  it('refuses a field chosen twice in Spanish, the field named in Spanish', async () => {
    const twice = encodeURIComponent(JSON.stringify({ Address: 'name' }));
    const r = await importCsv(`dryRun=true&mapping=${twice}`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({
      path: 'mapping.Address',
      message: 'Nombre está elegido para más de una columna',
      key: 'Name is chosen for more than one column',
    });
  });

  it('refuses a file that is not CSV in Spanish', async () => {
    const r = await importCsv('dryRun=true', 'Name,Address\r\nA,1 Main St\r\n\u0000');
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({
      path: 'file',
      message: 'El archivo no es un archivo CSV: contiene datos binarios',
      key: 'The file is not a CSV file: it holds binary data',
    });
  });
});
