import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// A project with no name and a negative pitch: one fixed message, one filled in from a template.
const BAD_PROJECT = { name: '', address: '1 Main St', pitch: -1 };

describe.each(dbTargets())('error messages in the reader’s language on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const byPath = (body: { errors: { path: string }[] }) =>
    Object.fromEntries(body.errors.map((e) => [e.path, e]));

  it('answers a Spanish user’s 400 in Spanish, each message keeping its English as key', async () => {
    const { cookie } = await t.signInAs('estimator', 'Elena Estimadora');
    await api(t.url, 'PATCH', '/api/me', { language: 'es' }, { cookie });
    const res = await api(t.url, 'POST', '/api/projects', BAD_PROJECT, {
      cookie,
      'accept-language': 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.title).toBe('Solicitud incorrecta');
    expect(byPath(res.body)).toEqual({
      name: { path: 'name', message: 'El nombre es obligatorio', key: 'Name is required' },
      pitch: {
        path: 'pitch',
        message: 'La inclinación no puede ser negativa',
        key: 'Pitch cannot be negative',
      },
    });
  });

  it('answers an English user exactly as before', async () => {
    const { cookie } = await t.signInAs('estimator', 'Ed English');
    const res = await api(t.url, 'POST', '/api/projects', BAD_PROJECT, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('Bad Request');
    expect(byPath(res.body)).toEqual({
      name: { path: 'name', message: 'Name is required' },
      pitch: { path: 'pitch', message: 'Pitch cannot be negative' },
    });
  });

  it('follows the browser’s language for a user who chose none, and signed out', async () => {
    const { cookie } = await t.signInAs('estimator', 'Beto Browser');
    const res = await api(t.url, 'POST', '/api/projects', BAD_PROJECT, {
      cookie,
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(byPath(res.body).name).toMatchObject({ message: 'El nombre es obligatorio' });

    const signedOut = await api(t.url, 'GET', '/api/projects', undefined, {
      cookie: '',
      'accept-language': 'es-US',
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.title).toBe('No autorizado');
  });
});
