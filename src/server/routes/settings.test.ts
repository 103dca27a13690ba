import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATERIALS } from '../../domain/materials';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const pathsOf = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

describe.each(dbTargets())('settings and price list API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('seeds the 5 default materials first, in order with their prices, and empty settings', async () => {
    const m = await api(t.url, 'GET', '/api/materials');
    expect(m.status).toBe(200);
    // The five are priced per sq ft or linear ft, outside the takeoff; its items follow them.
    expect(m.body.slice(0, 5)).toEqual(
      DEFAULT_MATERIALS.map((d) => ({
        ...d,
        measuredAlong: 'none',
        coveragePerUnit: 1,
        wasteApplies: false,
        version: 1,
      })),
    );
    const s = await api(t.url, 'GET', '/api/settings');
    expect(s.body).toEqual({
      company: { name: '', phone: '', email: '', licenseNumber: '', address: '' },
      defaultLaborRateCents: 250,
      version: 1,
    });
  });

  it('saves the company profile and labor rate; a stale version is a 409 with the current', async () => {
    const before = await api(t.url, 'GET', '/api/settings');
    const company = {
      name: 'Summit Roofing <b>Co.</b>',
      phone: '(503) 555-0100',
      email: 'office@summit.example',
      licenseNumber: 'CCB 123456',
      address: '100 Main St\nPortland, OR 97201',
    };
    const r = await api(t.url, 'PATCH', '/api/settings', {
      company,
      defaultLaborRateCents: 310,
      version: before.body.version,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      company,
      defaultLaborRateCents: 310,
      version: before.body.version + 1,
    });
    expect((await api(t.url, 'GET', '/api/settings')).body).toEqual(r.body);

    const partial = await api(t.url, 'PATCH', '/api/settings', {
      company: { phone: '555' },
      version: r.body.version,
    });
    expect(partial.body.company).toEqual({ ...company, phone: '555' });

    const stale = await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Lost' },
      version: before.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(stale.body.current).toEqual(partial.body);
  });

  it.each([
    ['bad email', { company: { email: 'nope' } }, 'company.email'],
    ['negative labor', { defaultLaborRateCents: -1 }, 'defaultLaborRateCents'],
    ['labor as text', { defaultLaborRateCents: '2.50' }, 'defaultLaborRateCents'],
    ['long name', { company: { name: 'x'.repeat(300) } }, 'company.name'],
  ])('refuses settings with %s: 400 naming the field, nothing saved', async (_l, patch, path) => {
    const before = await api(t.url, 'GET', '/api/settings');
    const r = await api(t.url, 'PATCH', '/api/settings', {
      ...patch,
      version: before.body.version,
    });
    expect(r.status).toBe(400);
    expect(pathsOf(r.body)).toContain(path);
    expect((await api(t.url, 'GET', '/api/settings')).body).toEqual(before.body);
  });

  it('edits a default material’s price; a stale version is a 409 with the current', async () => {
    const r = await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
      priceCents: 199,
      version: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 'asphalt-standard', priceCents: 199, version: 2 });
    const stale = await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
      priceCents: 1,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ priceCents: 199, version: 2 });
    const missing = await api(t.url, 'PATCH', '/api/materials/nope', { priceCents: 1, version: 1 });
    expect(missing.status).toBe(404);
  });

  it('adds a custom material at the end, archives and restores it; there is no delete', async () => {
    const created = await api(t.url, 'POST', '/api/materials', {
      name: ' Ridge Vent ',
      unit: 'linear ft',
      priceCents: 599,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ridge Vent',
      unit: 'linear ft',
      priceCents: 599,
      archived: false,
      version: 1,
    });
    expect(created.headers.get('location')).toBe(`/api/materials/${created.body.id}`);
    const list = await api(t.url, 'GET', '/api/materials');
    expect(list.body.at(-1)).toEqual(created.body);

    const archived = await api(t.url, 'PATCH', `/api/materials/${created.body.id}`, {
      archived: true,
      version: 1,
    });
    expect(archived.body).toMatchObject({ archived: true, version: 2 });
    // Archived materials stay on the list so saved estimates keep resolving them.
    const after = await api(t.url, 'GET', '/api/materials');
    expect(after.body.find((m: { id: string }) => m.id === created.body.id)).toMatchObject({
      archived: true,
    });
    const restored = await api(t.url, 'PATCH', `/api/materials/${created.body.id}`, {
      archived: false,
      version: 2,
    });
    expect(restored.body.archived).toBe(false);

    const del = await api(t.url, 'DELETE', `/api/materials/${created.body.id}`);
    expect(del.status).toBe(404);
    expect((await api(t.url, 'GET', '/api/materials')).body).toHaveLength(after.body.length);
  });

  it.each([
    ['blank name', { name: '', unit: 'sq ft', priceCents: 100 }, 'name'],
    ['unknown unit', { name: 'A', unit: 'pallet', priceCents: 100 }, 'unit'],
    [
      'unknown measure',
      { name: 'A', unit: 'bundle', priceCents: 100, measuredAlong: 'gutters' },
      'measuredAlong',
    ],
    [
      'zero coverage',
      { name: 'A', unit: 'bundle', priceCents: 100, coveragePerUnit: 0 },
      'coveragePerUnit',
    ],
    ['negative price', { name: 'A', unit: 'sq ft', priceCents: -1 }, 'priceCents'],
    ['fractional price', { name: 'A', unit: 'sq ft', priceCents: 1.5 }, 'priceCents'],
    ['unknown field', { name: 'A', unit: 'sq ft', priceCents: 1, id: 'metal' }, ''],
  ])('refuses a material with %s: 400 naming the field', async (_l, body, path) => {
    const before = await api(t.url, 'GET', '/api/materials');
    const r = await api(t.url, 'POST', '/api/materials', body);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(pathsOf(r.body)).toContain(path);
    expect((await api(t.url, 'GET', '/api/materials')).body).toHaveLength(before.body.length);
  });

  it('refuses a price patch without a version', async () => {
    const r = await api(t.url, 'PATCH', '/api/materials/metal', { priceCents: 900 });
    expect(r.status).toBe(400);
    expect(pathsOf(r.body)).toContain('version');
  });
});
