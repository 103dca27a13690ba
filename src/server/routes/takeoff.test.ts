import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { DEFAULT_TAKEOFF_RULES, rakeLengthFt } from '../../domain/takeoff/takeoff';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

/** The gable roof to check by hand: 40 x 30 ft on plan at 6:12 with 2 pipe boots. */
const REFERENCE = {
  roofAreaSqFt: 1200,
  pitch: 6,
  wastePercent: 10,
  eavesFt: 80,
  rakesFt: 4 * rakeLengthFt(15, 6),
  ridgesFt: 40,
  hipsFt: 0,
  valleysFt: 0,
  wallsFt: 0,
  pipeBoots: 2,
};

describe.each(dbTargets())('roof takeoff API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('starts every price list with the eleven default takeoff items after the five materials', async () => {
    const list = (await api(t.url, 'GET', '/api/materials')).body as {
      id: string;
      name: string;
      unit: string;
      priceCents: number;
      measuredAlong: string;
      coveragePerUnit: number;
      wasteApplies: boolean;
    }[];
    expect(list.slice(0, 5).map((m) => m.measuredAlong)).toEqual(Array(5).fill('none'));
    expect(
      list
        .slice(5)
        .map(({ id, name, unit, priceCents, measuredAlong, coveragePerUnit, wasteApplies }) => ({
          materialId: id,
          name,
          unit,
          priceCents,
          measuredAlong,
          coveragePerUnit,
          wasteApplies,
        })),
    ).toEqual(DEFAULT_TAKEOFF_RULES.map((r) => ({ ...r })));
  });

  it('orders the reference roof: 45 bundles of shingles ... 2 pipe boots, $2,972', async () => {
    const r = await api(t.url, 'POST', '/api/takeoff', REFERENCE);
    expect(r.status).toBe(200);
    expect(r.body.actualAreaSqFt).toBeCloseTo(1341.64, 2);
    expect(r.body.squares).toBeCloseTo(13.42, 2);
    expect(
      r.body.lines.map((l: { materialId: string; quantity: number }) => [l.materialId, l.quantity]),
    ).toEqual([
      ['architectural-shingles', 45],
      ['starter-strip', 2],
      ['hip-ridge-cap', 2],
      ['drip-edge', 15],
      ['synthetic-underlayment', 2],
      ['ice-water-shield', 2],
      ['ridge-vent', 10],
      ['coil-roofing-nails', 1],
      ['pipe-boot', 2],
    ]);
    expect(r.body.lines[0]).toEqual({
      materialId: 'architectural-shingles',
      name: 'Architectural shingles',
      unit: 'bundle',
      quantity: 45,
      unitPriceCents: 4200,
      totalCents: 189_000,
    });
    expect(r.body.materialsCents).toBe(297_200);
  });

  it('prices from the price list as it is now, and leaves archived items out', async () => {
    const list = (await api(t.url, 'GET', '/api/materials')).body as {
      id: string;
      version: number;
    }[];
    const boot = list.find((m) => m.id === 'pipe-boot')!;
    const vent = list.find((m) => m.id === 'ridge-vent')!;
    await api(t.url, 'PATCH', '/api/materials/pipe-boot', {
      priceCents: 2000,
      version: boot.version,
    });
    await api(t.url, 'PATCH', '/api/materials/ridge-vent', {
      archived: true,
      version: vent.version,
    });
    const r = await api(t.url, 'POST', '/api/takeoff', REFERENCE);
    const ids = r.body.lines.map((l: { materialId: string }) => l.materialId);
    expect(ids).not.toContain('ridge-vent');
    expect(r.body.lines.at(-1)).toMatchObject({ materialId: 'pipe-boot', totalCents: 4000 });
  });

  it('names each bad field with 400', async () => {
    const r = await api(t.url, 'POST', '/api/takeoff', {
      ...REFERENCE,
      pitch: 13,
      eavesFt: -1,
      pipeBoots: 1.5,
      extra: true,
    });
    expect(r.status).toBe(400);
    const paths = r.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['pitch', 'eavesFt', 'pipeBoots']));
  });

  it('keeps an estimate’s measured lengths, and an owner may change a material’s unit', async () => {
    const project = await api(t.url, 'POST', '/api/projects', { name: 'Gable', address: '1 A St' });
    const { wastePercent: _w, roofAreaSqFt, pitch, ...lengths } = REFERENCE;
    const saved = await api(t.url, 'POST', '/api/estimates', {
      ...DEFAULT_ESTIMATE_INPUT,
      roofAreaSqFt,
      pitch,
      measurements: lengths,
      projectId: project.body.id,
    });
    expect(saved.status).toBe(201);
    const read = await api(t.url, 'GET', `/api/estimates/${saved.body.id}`);
    expect(read.body.input.measurements).toEqual(lengths);
    const boot = (await api(t.url, 'GET', '/api/materials')).body.find(
      (m: { id: string }) => m.id === 'pipe-boot',
    );
    const r = await api(t.url, 'PATCH', '/api/materials/pipe-boot', {
      unit: 'box',
      version: boot.version,
    });
    expect(r.body.unit).toBe('box');
  });

  it('is for the office: crew gets 403', async () => {
    const { cookie } = await t.signInAs('crew');
    const r = await api(t.url, 'POST', '/api/takeoff', REFERENCE, { cookie });
    expect(r.status).toBe(403);
  });
});
