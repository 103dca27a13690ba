import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const square = (name: string, pitch = 6) => ({
  id: `o-${name}`,
  name,
  pitch,
  points: [
    { lat: 45.5152, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6783 },
    { lat: 45.5152, lng: -122.6783 },
  ],
});

describe.each(dbTargets())('roof outlines on %s', (target) => {
  let t: TestApp;
  let projectId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Outlined', address: '1 Roof Rd' });
    projectId = p.body.id;
  });
  afterAll(async () => t.close());

  it('starts empty at version 0, saves, and refuses a stale version with 409', async () => {
    const path = `/api/projects/${projectId}/outlines`;
    const empty = await api(t.url, 'GET', path);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ projectId, outlines: [], version: 0, updatedAt: null });

    const saved = await api(t.url, 'PUT', path, { outlines: [square('Main')], version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    expect(saved.body.outlines).toEqual([square('Main')]);

    const stale = await api(t.url, 'PUT', path, { outlines: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.outlines).toEqual([square('Main')]);

    const next = await api(t.url, 'PUT', path, {
      outlines: [square('Main', 8), square('Garage', 4)],
      version: 1,
    });
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(2);
    expect((await api(t.url, 'GET', path)).body.outlines).toHaveLength(2);
  });

  it('gives a project with no coordinates the outlines’ centre, once, and leaves a placed one be', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Unplaced', address: '9 Fog Ln' });
    const path = `/api/projects/${p.body.id}/outlines`;
    const none = await api(t.url, 'PUT', path, { outlines: [], version: 0 });
    expect(none.body.projectLocated).toBeUndefined();
    expect((await api(t.url, 'GET', `/api/projects/${p.body.id}`)).body.latitude).toBeNull();

    const saved = await api(t.url, 'PUT', path, { outlines: [square('Main')], version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.projectLocated).toEqual({ lat: 45.51525, lng: -122.67835 });
    const located = (await api(t.url, 'GET', `/api/projects/${p.body.id}`)).body;
    expect(located).toMatchObject({ latitude: 45.51525, longitude: -122.67835 });
    expect(located.version).toBe(p.body.version + 1);

    // Placed now: a later save (elsewhere on the map) moves nothing.
    const moved = square('Main').points.map((q) => ({ lat: q.lat + 0.01, lng: q.lng }));
    const again = await api(t.url, 'PUT', path, {
      outlines: [{ ...square('Main'), points: moved }],
      version: 2,
    });
    expect(again.body.projectLocated).toBeUndefined();
    expect((await api(t.url, 'GET', `/api/projects/${p.body.id}`)).body).toMatchObject({
      latitude: 45.51525,
      version: located.version,
    });
  });

  it('answers 400 naming the bad field, and 404 for a missing project', async () => {
    const bad = await api(t.url, 'PUT', `/api/projects/${projectId}/outlines`, {
      outlines: [{ ...square('Tiny'), points: square('Tiny').points.slice(0, 2) }],
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      path: 'outlines.0.points',
      message: 'An outline needs at least 3 corners',
    });
    expect((await api(t.url, 'GET', '/api/projects/nope/outlines')).status).toBe(404);
    const missing = await api(t.url, 'PUT', '/api/projects/nope/outlines', {
      outlines: [],
      version: 0,
    });
    expect(missing.status).toBe(404);
  });

  it('keeps generated lines with their distances from the eaves, and refuses bad ones', async () => {
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Generated',
      address: '2 Roof Rd',
    });
    const path = `/api/projects/${p.body.id}/outlines`;
    const [a, , c] = square('x').points;
    const hip = { type: 'hip', from: a, to: c, generated: true, eaveDistanceFt: [0, 4.5] };
    const saved = await api(t.url, 'PUT', path, {
      outlines: [{ ...square('Main'), lines: [hip, { type: 'ridge', from: a, to: c }] }],
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.outlines[0].lines[0]).toEqual(hip);
    for (const [line, field, message] of [
      [
        { ...hip, eaveDistanceFt: [-1, 2] },
        'eaveDistanceFt.0',
        'Distance from the eaves cannot be negative',
      ],
      [{ ...hip, eaveDistanceFt: [1] }, 'eaveDistanceFt', undefined],
      [{ ...hip, generated: false }, 'generated', 'Generated must be true or left out'],
    ] as const) {
      const bad = await api(t.url, 'PUT', path, {
        outlines: [{ ...square('Main'), lines: [line] }],
        version: 1,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe(`outlines.0.lines.0.${field}`);
      if (message) expect(bad.body.errors[0].message).toBe(message);
    }
  });

  it('goes away with its project', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Doomed', address: '2 Roof Rd' });
    await api(t.url, 'PUT', `/api/projects/${p.body.id}/outlines`, {
      outlines: [square('A')],
      version: 0,
    });
    expect((await api(t.url, 'DELETE', `/api/projects/${p.body.id}`)).status).toBe(204);
    const rows = await t.database.db
      .selectFrom('roof_outlines')
      .select('project_id')
      .where('project_id', '=', p.body.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
