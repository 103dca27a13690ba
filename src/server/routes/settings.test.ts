import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';
import { MAX_LOGO_BYTES, MAX_PROPOSAL_TERMS } from '../../domain/proposal/proposal';
import { DEFAULT_JOB_CHECKLIST } from '../../domain/schedule/crew-day';
import { rgbaPng, SAMPLE_JPEG, sampleLogoPng } from '../testing/sample-proposal';
import type { TestApp } from '../testing/test-app';
import { api, cookieFor, dbTargets, startTestApp } from '../testing/test-app';

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
      proposalTerms: '',
      proposalValidDays: 30,
      hasLogo: false,
      jobChecklist: [...DEFAULT_JOB_CHECKLIST],
      companyLanguage: 'en',
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
      proposalTerms: '',
      proposalValidDays: 30,
      hasLogo: false,
      jobChecklist: [...DEFAULT_JOB_CHECKLIST],
      companyLanguage: 'en',
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

/** Sends raw bytes, as the Settings screen uploads a file. */
async function put(base: string, bytes: Buffer | string, type: string, cookie = cookieFor(base)) {
  const res = await fetch(`${base}/api/settings/logo`, {
    method: 'PUT',
    headers: { ...(type ? { 'content-type': type } : {}), cookie },
    body: typeof bytes === 'string' ? bytes : new Blob([new Uint8Array(bytes)]),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function getLogo(base: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/settings/logo`, {
    headers: { cookie: cookieFor(base), ...headers },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(dbTargets())('proposal settings and the logo on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  const settingsNow = async () => (await api(t.url, 'GET', '/api/settings')).body;
  const lastActivity = async () => (await api(t.url, 'GET', '/api/dashboard')).body.activity[0];

  it('saves the terms and how many days a proposal stays valid', async () => {
    const before = await settingsNow();
    const terms = 'A 30% deposit is due when work is scheduled.\nThe balance on completion.';
    const r = await api(t.url, 'PATCH', '/api/settings', {
      proposalTerms: `  ${terms}  `,
      proposalValidDays: 45,
      version: before.version,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ proposalTerms: terms, proposalValidDays: 45 });
    expect(r.body.version).toBe(before.version + 1);
    expect(await settingsNow()).toEqual(r.body);
    expect(await lastActivity()).toMatchObject({
      kind: 'settings.updated',
      subject: 'proposal terms, proposal validity',
    });
  });

  it.each([
    ['0 days', { proposalValidDays: 0 }, 'proposalValidDays'],
    ['366 days', { proposalValidDays: 366 }, 'proposalValidDays'],
    ['half a day', { proposalValidDays: 1.5 }, 'proposalValidDays'],
    ['days as text', { proposalValidDays: '30' }, 'proposalValidDays'],
    ['terms too long', { proposalTerms: 'x'.repeat(MAX_PROPOSAL_TERMS + 1) }, 'proposalTerms'],
    ['terms not text', { proposalTerms: 5 }, 'proposalTerms'],
  ])('refuses %s: 400 naming the field, nothing saved', async (_l, patch, path) => {
    const before = await settingsNow();
    const r = await api(t.url, 'PATCH', '/api/settings', { ...patch, version: before.version });
    expect(r.status).toBe(400);
    expect(pathsOf(r.body)).toContain(path);
    expect(await settingsNow()).toEqual(before);
  });

  it('stores a PNG logo and serves it back as it was sent', async () => {
    const before = await settingsNow();
    const png = sampleLogoPng();
    const r = await put(t.url, png, 'image/png');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...before, hasLogo: true, version: before.version + 1 });
    expect(await lastActivity()).toMatchObject({ kind: 'settings.updated', subject: 'logo' });

    const got = await getLogo(t.url);
    expect(got.res.status).toBe(200);
    expect(got.res.headers.get('content-type')).toBe('image/png');
    expect(got.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(got.bytes.equals(png)).toBe(true);
    // Unchanged since it was fetched: 304, no body.
    const etag = got.res.headers.get('etag')!;
    const again = await getLogo(t.url, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('tells the type by the bytes, not by what the upload says', async () => {
    const r = await put(t.url, SAMPLE_JPEG, 'image/png');
    expect(r.status).toBe(200);
    const got = await getLogo(t.url);
    expect(got.res.headers.get('content-type')).toBe('image/jpeg');
    expect(got.bytes.equals(SAMPLE_JPEG)).toBe(true);
  });

  // The last column: whether the logo route itself refused it (naming the logo), rather than
  // the server before it (no parser for that type, a NUL character in a text body).
  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif', 415, true],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
      415,
      true,
    ],
    ['a PNG sent as JSON', sampleLogoPng(), 'application/json', 400, false],
    ['a PNG sent as text', sampleLogoPng(), 'text/plain', 400, false],
    ['JSON', '{}', 'application/json', 415, true],
    ['a PNG sent as bytes of no type', sampleLogoPng(), 'application/octet-stream', 415, false],
    ['nothing', Buffer.alloc(0), 'image/png', 415, true],
    ['a PNG cut short', sampleLogoPng().subarray(0, 60), 'image/png', 415, true],
    ['a PNG of too many pixels', rgbaPng(1001, 1000, () => false), 'image/png', 413, true],
    ['a file over the limit', Buffer.alloc(MAX_LOGO_BYTES + 1, 1), 'image/png', 413, true],
  ])('refuses %s; the logo stays as it was', async (_l, bytes, type, status, named) => {
    const before = await settingsNow();
    const stored = (await getLogo(t.url)).bytes;
    const r = await put(t.url, bytes, type);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    if (named) expect(pathsOf(r.body)).toEqual(['logo']);
    expect(await settingsNow()).toEqual(before);
    expect((await getLogo(t.url)).bytes.equals(stored)).toBe(true);
  });

  it('says what is wrong with a refused logo', async () => {
    expect((await put(t.url, Buffer.from('GIF89a'), 'image/gif')).body.detail).toBe(
      'The logo must be a PNG or JPEG image',
    );
    expect((await put(t.url, sampleLogoPng().subarray(0, 60), 'image/png')).body.detail).toBe(
      'The file is not a readable PNG image',
    );
    expect((await put(t.url, Buffer.alloc(MAX_LOGO_BYTES + 1), 'image/png')).body.detail).toBe(
      'The logo must be at most 256 KB',
    );
    expect(
      (
        await put(
          t.url,
          rgbaPng(2000, 600, () => false),
          'image/png',
        )
      ).body.detail,
    ).toBe(
      'The logo must be at most 1,000,000 pixels (for example 1000 x 1000); this one is 2000 x 600',
    );
  });

  it('lets everyone signed in see the logo; only the owner changes it', async () => {
    const estimator = await t.signInAs('estimator');
    const crew = await t.signInAs('crew');
    for (const who of [estimator, crew]) {
      expect((await getLogo(t.url, { cookie: who.cookie })).res.status).toBe(200);
      const r = await put(t.url, sampleLogoPng(), 'image/png', who.cookie);
      expect(r.status).toBe(403);
      const del = await api(t.url, 'DELETE', '/api/settings/logo', undefined, {
        cookie: who.cookie,
      });
      expect(del.status).toBe(403);
    }
    expect((await getLogo(t.url, { cookie: '' })).res.status).toBe(401);
    expect((await put(t.url, sampleLogoPng(), 'image/png', '')).status).toBe(401);
  });

  it('removes the logo; then there is none to get, and removing again changes nothing', async () => {
    await put(t.url, sampleLogoPng(), 'image/png');
    const before = await settingsNow();
    const r = await api(t.url, 'DELETE', '/api/settings/logo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...before, hasLogo: false, version: before.version + 1 });
    expect(await lastActivity()).toMatchObject({
      kind: 'settings.updated',
      subject: 'removed the logo',
    });
    const gone = await getLogo(t.url);
    expect(gone.res.status).toBe(404);
    expect(gone.res.headers.get('content-type')).toContain('application/problem+json');
    const again = await api(t.url, 'DELETE', '/api/settings/logo');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(r.body);
  });
});
