import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// A refused backup's field messages in the reader's language, each keeping its English as
// `key`, as every problem's are (the owner restoring reads them under the refusal's summary).

const envelope = { format: 'ridgeline-backup', formatVersion: 1, exportedAt: 'x' };

describe.each(dbTargets())('a refused backup in Spanish on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const importInSpanish = (doc: unknown) =>
    api(t.url, 'POST', '/api/import', doc, { 'accept-language': 'es-US' });

  it('names a backup of another format version in Spanish', async () => {
    const r = await importInSpanish({ ...envelope, formatVersion: 2, tables: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        path: 'formatVersion',
        message: 'La versión del formato debe ser 1',
        key: 'Format version must be 1',
      },
    ]);
  });

  it('names a stored record’s bad fields in Spanish', async () => {
    const r = await importInSpanish({
      ...envelope,
      tables: { crews: [{ id: 'not an id', colour: 'red' }] },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'tables.crews.0.id',
          message: 'Debe ser un id de como máximo 100 letras, dígitos, - o _',
          key: 'Must be an id of at most 100 letters, digits, - or _',
        },
        {
          path: 'tables.crews.0.colour',
          message: 'Debe ser un color como #rrggbb',
          key: 'Must be a colour as #rrggbb',
        },
      ]),
    );
  });

  it('answers an English reader as before', async () => {
    const r = await api(t.url, 'POST', '/api/import', { ...envelope, tables: 'none' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'tables', message: 'Tables must be an object of table name to rows' },
    ]);
  });
});
