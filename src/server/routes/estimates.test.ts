import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const input = structuredClone({ ...DEFAULT_ESTIMATE_INPUT });

describe.each(dbTargets())('estimates API on %s', (target) => {
  let t: TestApp;
  let projectId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Okafor re-roof',
      address: '12 Elm St, Portland, OR',
    });
    projectId = p.body.id;
  });
  afterAll(async () => t.close());

  const save = (body: unknown) => api(t.url, 'POST', '/api/estimates', body);

  it('saves with the server totals, numbers it, and moves the project to its figures', async () => {
    const before = await api(t.url, 'GET', `/api/projects/${projectId}`);
    const r = await save({ projectId, ...input, pitch: 12 });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/estimates/${r.body.id}`);
    expect(r.body.number).toBeGreaterThanOrEqual(1);
    expect(r.body.version).toBe(1);
    expect(r.body.input).toEqual({ ...input, pitch: 12 });
    expect(r.body.totals).toMatchObject({
      materialsCents: 350000,
      laborCents: 707107,
      additionalCents: 150000,
      totalCents: 1207107,
    });
    // The snapshot of the price list as it was.
    expect(r.body.totals.materialLines).toEqual([
      {
        materialId: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        unit: 'sq ft',
        quantity: 2000,
        wasteQuantity: 0,
        unitPriceCents: 175,
        lineTotalCents: 350000,
      },
    ]);
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`);
    expect(project.body).toMatchObject({
      roofAreaSqFt: 2000,
      pitch: 12,
      estimatedCostCents: 1207107,
      version: before.body.version + 1,
    });
    expect(project.body.updatedAt > before.body.updatedAt).toBe(true);
    expect(r.body.project).toEqual(project.body);

    const again = await api(t.url, 'GET', `/api/estimates/${r.body.id}`);
    expect(again.status).toBe(200);
    const { project: _p, ...saved } = r.body;
    expect(again.body).toEqual(saved);
  });

  it('numbers estimates in sequence and lists them on the project, newest first', async () => {
    const a = await save({ projectId, ...input });
    const b = await save({ projectId, ...input, roofAreaSqFt: 1000 });
    expect(b.body.number).toBe(a.body.number + 1);
    const list = await api(t.url, 'GET', `/api/projects/${projectId}/estimates`);
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({
      id: b.body.id,
      number: b.body.number,
      projectId,
      totalCents: b.body.totals.totalCents,
      // One option: the estimate's own, which stands for it.
      options: [{ name: 'Good', totalCents: b.body.totals.totalCents }],
      working: { index: 0, name: 'Good', basis: 'first' },
      createdAt: b.body.createdAt,
      updatedAt: b.body.updatedAt,
      version: 1,
    });
    expect(list.body.map((e: { id: string }) => e.id)).toContain(a.body.id);
  });

  it('ignores a total sent by the client and stores its own', async () => {
    const r = await save({ projectId, ...input, totalCents: 1 });
    expect(r.status).toBe(201);
    expect(r.body.totals.totalCents).toBe(1059017);
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`);
    expect(project.body.estimatedCostCents).toBe(1059017);
  });

  it('applies the adjustments', async () => {
    const r = await save({
      projectId,
      ...input,
      adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
    });
    expect(r.status).toBe(201);
    expect(r.body.totals).toMatchObject({
      wasteCents: 35000,
      // (350000 + 35000 + 559017 + 150000) x 15%
      overheadProfitCents: 164103,
      taxCents: 30800,
      totalCents: 1094017 + 164103 + 30800,
    });
  });

  it('updates with the version it read, and answers 409 to a stale save', async () => {
    const created = await save({ projectId, ...input });
    const id = created.body.id;
    const updated = await api(t.url, 'PATCH', `/api/estimates/${id}`, {
      ...input,
      roofAreaSqFt: 3000,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBe(2);
    expect(updated.body.number).toBe(created.body.number);
    expect(updated.body.input.roofAreaSqFt).toBe(3000);
    expect(updated.body.project.roofAreaSqFt).toBe(3000);
    expect(updated.body.project.estimatedCostCents).toBe(updated.body.totals.totalCents);

    const stale = await api(t.url, 'PATCH', `/api/estimates/${id}`, { ...input, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(stale.body.detail).toMatch(/changed by someone else/);
    expect(stale.body.current).toMatchObject({ id, version: 2 });
    const got = await api(t.url, 'GET', `/api/estimates/${id}`);
    expect(got.body.input.roofAreaSqFt).toBe(3000);
  });

  it('keeps the saved prices when the price list changes, unless asked to re-price', async () => {
    const created = await save({ projectId, ...input });
    const list = await api(t.url, 'GET', '/api/materials');
    const shingles = list.body.find((m: { id: string }) => m.id === 'asphalt-standard');
    const priced = await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
      priceCents: 200,
      version: shingles.version,
    });
    expect(priced.status).toBe(200);
    try {
      const kept = await api(t.url, 'PATCH', `/api/estimates/${created.body.id}`, {
        ...input,
        version: 1,
      });
      expect(kept.body.totals.materialsCents).toBe(350000);
      expect(kept.body.totals.materialLines[0].unitPriceCents).toBe(175);

      const copy = await save({ projectId, ...input, sourceEstimateId: created.body.id });
      expect(copy.body.totals.materialsCents).toBe(350000);
      const fresh = await save({ projectId, ...input });
      expect(fresh.body.totals.materialsCents).toBe(400000);

      const repriced = await api(t.url, 'PATCH', `/api/estimates/${created.body.id}`, {
        ...input,
        version: 2,
        reprice: true,
      });
      expect(repriced.body.totals.materialsCents).toBe(400000);
      expect(repriced.body.totals.materialLines[0].unitPriceCents).toBe(200);
    } finally {
      await api(t.url, 'PATCH', '/api/materials/asphalt-standard', {
        priceCents: 175,
        version: priced.body.version,
      });
    }
  });

  it.each([
    [{ materials: [{ materialId: 'asphalt-standard', quantity: -1 }] }, 'materials.0.quantity'],
    [{ pitch: 13 }, 'pitch'],
    [{ roofAreaSqFt: 'big' }, 'roofAreaSqFt'],
    [{ materials: [] }, 'materials'],
    [{ costs: [{ description: 'x', amountCents: -5 }] }, 'costs.0.amountCents'],
    [
      { adjustments: { wastePercent: 101, overheadProfitPercent: 0, taxPercent: 0 } },
      'adjustments.wastePercent',
    ],
    [{ projectId: '' }, 'projectId'],
  ])('answers 400 naming the field for %j', async (patch, path) => {
    const r = await save({ projectId, ...input, ...patch });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('answers 400 for an unknown material, naming the line', async () => {
    const r = await save({
      projectId,
      ...input,
      materials: [
        { materialId: 'asphalt-standard', quantity: 1 },
        { materialId: 'gold-leaf', quantity: 1 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'materials.1.materialId', message: 'Unknown material "gold-leaf"' },
    ]);
  });

  it('answers 404 for an unknown project and saves nothing', async () => {
    const r = await save({ projectId: 'no-such-project', ...input });
    expect(r.status).toBe(404);
    const list = await api(t.url, 'GET', '/api/projects/no-such-project/estimates');
    expect(list.status).toBe(404);
  });

  it('answers 404 for an unknown estimate', async () => {
    expect((await api(t.url, 'GET', '/api/estimates/nope')).status).toBe(404);
    const patch = await api(t.url, 'PATCH', '/api/estimates/nope', { ...input, version: 1 });
    expect(patch.status).toBe(404);
    expect((await api(t.url, 'DELETE', '/api/estimates/nope')).status).toBe(404);
  });

  it('deletes an estimate, and a deleted project takes its estimates with it', async () => {
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Gone', address: '1 Main St' });
    const e = await save({ projectId: p.body.id, ...input });
    const e2 = await save({ projectId: p.body.id, ...input });
    expect((await api(t.url, 'DELETE', `/api/estimates/${e2.body.id}`)).status).toBe(204);
    expect((await api(t.url, 'GET', `/api/estimates/${e2.body.id}`)).status).toBe(404);
    expect((await api(t.url, 'DELETE', `/api/projects/${p.body.id}`)).status).toBe(204);
    expect((await api(t.url, 'GET', `/api/estimates/${e.body.id}`)).status).toBe(404);
  });

  it('gives concurrent saves distinct numbers', async () => {
    const rs = await Promise.all(Array.from({ length: 6 }, () => save({ projectId, ...input })));
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = new Set(rs.map((r) => r.body.number));
    expect(numbers.size).toBe(6);
  });
});
