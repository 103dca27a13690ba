import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLINE_POINTS_MAX } from '../../domain/geo/geo';
import { onMap, SHAPES } from '../../domain/testing/roof-shapes';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import { createRoofPlanQueue } from './roof-plan';

const rectangle = onMap(SHAPES['rectangle 40 x 30']!);
const sum = (lines: { type: string; trueFt: number }[], type: string) =>
  lines.filter((l) => l.type === type).reduce((s, l) => s + l.trueFt, 0);

describe.each(dbTargets())('POST /api/roof-plan on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('works out the reference hip roof: ridge 10.00, four hips 22.50, eaves 140, 1,341.64 sq ft', async () => {
    const r = await api(t.url, 'POST', '/api/roof-plan', { points: rectangle, pitch: 6 });
    expect(r.status).toBe(200);
    const { lines, facets, totals } = r.body;
    expect(Object.keys(lines[0]).sort()).toEqual(['from', 'planFt', 'to', 'trueFt', 'type']);
    expect(lines.filter((l: { type: string }) => l.type === 'hip')).toHaveLength(4);
    expect(sum(lines, 'ridge').toFixed(2)).toBe('10.00');
    expect(sum(lines, 'hip').toFixed(2)).toBe('90.00');
    expect(totals.eavesFt.toFixed(2)).toBe('140.00');
    expect(totals.slopedSqFt.toFixed(2)).toBe('1341.64');
    expect(facets).toHaveLength(4);
    expect(Object.keys(facets[0]).sort()).toEqual(['planSqFt', 'points', 'slopedSqFt']);
  });

  it('puts gables on the short edges: ridge 40.00, four rakes 16.77, eaves 80', async () => {
    const r = await api(t.url, 'POST', '/api/roof-plan', {
      points: rectangle,
      pitch: 6,
      gableEdges: [1, 3],
    });
    expect(r.status).toBe(200);
    const rakes = r.body.lines.filter((l: { type: string }) => l.type === 'rake');
    expect(rakes.map((l: { trueFt: number }) => l.trueFt.toFixed(2))).toEqual([
      '16.77',
      '16.77',
      '16.77',
      '16.77',
    ]);
    expect(r.body.totals).toMatchObject({ hipsFt: 0, valleysFt: 0 });
    expect(r.body.totals.ridgesFt.toFixed(2)).toBe('40.00');
    expect(r.body.totals.eavesFt.toFixed(2)).toBe('80.00');
    expect(r.body.totals.slopedSqFt.toFixed(2)).toBe('1341.64');
  });

  it('lets crew use it (it carries no money)', async () => {
    const crew = await t.signInAs('crew');
    const r = await api(
      t.url,
      'POST',
      '/api/roof-plan',
      { points: onMap(SHAPES.L!), pitch: 8 },
      { cookie: crew.cookie },
    );
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).not.toMatch(/cents|price|cost/i);
  });

  it.each([
    [{ points: rectangle.slice(0, 2), pitch: 6 }, 'points', 'An outline needs at least 3 corners'],
    [
      { points: onMap(SHAPES['star of 200 corners']!).concat(rectangle[0]!), pitch: 6 },
      'points',
      `An outline can have at most ${OUTLINE_POINTS_MAX} corners`,
    ],
    [{ points: rectangle, pitch: 25 }, 'pitch', 'Pitch must be at most 24'],
    [{ points: rectangle, pitch: '6' }, 'pitch', 'Pitch must be a number'],
    [
      { points: rectangle, pitch: 6, gableEdges: [1, 4] },
      'gableEdges.1',
      "Edge 4 does not exist: the outline's edges are 0 to 3",
    ],
    [{ points: rectangle, pitch: 6, gableEdges: [1, 1] }, 'gableEdges.1', 'Edge 1 is listed twice'],
    [
      { points: rectangle, pitch: 6, gableEdges: [1.5] },
      'gableEdges.0',
      'A gable edge must be a whole number',
    ],
    [
      { points: rectangle, pitch: 6, gableEdges: [0, 1, 2, 3] },
      'gableEdges',
      'At least one edge must be an eave, not a gable end.',
    ],
    [
      { points: [rectangle[0], rectangle[2], rectangle[1], rectangle[3]], pitch: 6 },
      'points',
      'The outline crosses itself: edges 1 and 3 cross or touch. Move a corner so that no two edges cross, then try again.',
    ],
    [{ points: rectangle, pitch: 6, extra: 1 }, '', undefined],
  ])('refuses %j with a 400 naming %s', async (body, path, message) => {
    const r = await api(t.url, 'POST', '/api/roof-plan', body);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const error = r.body.errors[0];
    expect(error.path).toBe(path);
    if (message) expect(error.message).toBe(message);
  });

  it('refuses in the reader’s language, keeping the English as key', async () => {
    const r = await api(
      t.url,
      'POST',
      '/api/roof-plan',
      { points: [rectangle[0], rectangle[2], rectangle[1], rectangle[3]], pitch: 6 },
      { 'accept-language': 'es-US' },
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        path: 'points',
        message:
          'El contorno se cruza consigo mismo: los bordes 1 y 3 se cruzan o se tocan. Mueve una esquina para que no se crucen dos bordes y vuelve a intentarlo.',
        key: 'The outline crosses itself: edges 1 and 3 cross or touch. Move a corner so that no two edges cross, then try again.',
      },
    ]);
  });

  it('answers 200 vertices, and a health check waits behind at most one plan', async () => {
    const star = onMap(SHAPES['star of 200 corners']!);
    const plans = Array.from({ length: 6 }, () =>
      api(t.url, 'POST', '/api/roof-plan', { points: star, pitch: 6 }),
    );
    const health = await api(t.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    for (const r of await Promise.all(plans)) {
      expect(r.status).toBe(200);
      expect(r.body.facets.length).toBeGreaterThan(150);
    }
  });
});

describe('the roof plan queue', () => {
  it('runs plans one at a time and refuses past its length with a 503', async () => {
    const run = createRoofPlanQueue(2);
    const order: number[] = [];
    const first = run(() => order.push(1));
    const second = run(() => order.push(2));
    await expect(run(() => 3)).rejects.toMatchObject({ problem: { status: 503 } });
    await Promise.all([first, second]);
    expect(order).toEqual([1, 2]);
    // A failed plan does not stop the next.
    await expect(
      run(() => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    expect(await run(() => 4)).toBe(4);
  });
});
