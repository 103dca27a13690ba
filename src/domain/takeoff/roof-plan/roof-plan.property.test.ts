import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../geo/geo';
import { areaMultiplier } from '../pitch';
import { localFeet } from '../../geo/earth';
import { signedArea } from '../../geo/earth';
import { planRoof, RoofPlanError } from './roof-plan';
import type { FeetRing } from '../../testing/roof-shapes';
import { onMap } from '../../testing/roof-shapes';

// Over generated simple footprints: the planes cover the footprint exactly, each rises from one
// straight side at the pitch (its corners' heights make a plane whose area is plan x factor), no
// line has no length, and nothing throws.

/** Star-shaped about the origin: corners at increasing angles, so never crossing. */
const starShaped = fc
  .array(fc.tuple(fc.double({ min: 0.05, max: 1, noNaN: true }), fc.integer({ min: 5, max: 80 })), {
    minLength: 3,
    maxLength: 40,
  })
  // Every gap between neighbouring corners under half a turn keeps the origin inside.
  .filter((steps) => {
    const total = steps.reduce((s, [a]) => s + a, 0);
    return steps.every(([a]) => a / total < 0.45);
  })
  .map((steps) => {
    const total = steps.reduce((s, [a]) => s + a, 0);
    let angle = 0;
    return steps.map(([a, r]): [number, number] => {
      angle += (a / total) * 2 * Math.PI;
      return [r * Math.cos(angle), r * Math.sin(angle)];
    });
  });

/** Wings of whole feet side by side: square corners, and many events at the same moment. */
const rectilinear = fc
  .array(fc.tuple(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 4, max: 40 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((bars): FeetRing => {
    const width = bars.reduce((s, [w]) => s + w, 0);
    const ring: FeetRing = [
      [0, 0],
      [width, 0],
    ];
    let x = width;
    for (const [w, h] of [...bars].reverse()) {
      ring.push([x, h], [x - w, h]);
      x -= w;
    }
    // Neighbouring wings of one height make corners in the middle of a straight side: kept.
    return ring;
  });

const footprint = fc.oneof(starShaped, rectilinear);

function check(ring: FeetRing, gableMask: boolean[], pitch: number) {
  const points: LatLng[] = onMap(ring);
  const n = points.length;
  const gableEdges = gableMask.slice(0, n).flatMap((g, i) => (g ? [i] : []));
  if (gableEdges.length >= n) gableEdges.pop();
  let plan;
  try {
    plan = planRoof({ points, pitch, gableEdges });
  } catch (e) {
    // Gable ends no roof fits with (a wing's eave running into one end on, or a set of them that
    // leaves no roof) are refused, naming the edge to change where one alone is to blame.
    if (e instanceof RoofPlanError && e.path === 'gableEdges' && gableEdges.length > 0) {
      expect(e.message).toMatch(/^(Edge \d+ cannot be a gable end|These gable ends leave no roof)/);
      return;
    }
    throw e;
  }
  const frame = localFeet(points);
  const area = Math.abs(signedArea(points.map(frame.toFeet)));
  const s = pitch / 12;

  // Within a millionth: events that close are one event.
  expect(Math.abs(plan.totals.planSqFt - area)).toBeLessThan(1e-6 * area);
  expect(plan.totals.slopedSqFt).toBeCloseTo(plan.totals.planSqFt * areaMultiplier(pitch), 6);
  const key = (p: LatLng) => `${p.lat},${p.lng}`;
  const corner = new Map(points.map((p, i) => [key(p), i]));
  // Gable ends (with the straight sides they are part of) are the edges no facet rises from.
  const eaves = new Set(plan.facets.flatMap((f) => f.edges));
  const gableCorners = new Set(points.flatMap((_, e) => (eaves.has(e) ? [] : [e, (e + 1) % n])));
  for (const f of plan.facets) {
    // Bounded by one footprint side (its eave): it has that side's corners, and any other
    // outline corner it touches is where it meets a gable end's wall.
    const corners = new Set(f.points.map((p) => corner.get(key(p))).filter((c) => c !== undefined));
    const side = [...f.edges, (f.edges.at(-1)! + 1) % n];
    for (const c of side) expect(corners.has(c)).toBe(true);
    for (const c of corners) expect(side.includes(c!) || gableCorners.has(c!)).toBe(true);
    for (const e of f.edges) expect(gableEdges).not.toContain(e);
    expect(f.edges.length).toBeGreaterThan(0);
    // Newell's area of the facet in 3D, heights from the skeleton.
    const xyz = f.points.map((p, i) => ({ ...frame.toFeet(p), z: f.eaveDistanceFt[i]! * s }));
    let nx = 0;
    let ny = 0;
    let nz = 0;
    xyz.forEach((a, i) => {
      const b = xyz[(i + 1) % xyz.length]!;
      nx += (a.y - b.y) * (a.z + b.z);
      ny += (a.z - b.z) * (a.x + b.x);
      nz += (a.x - b.x) * (a.y + b.y);
    });
    const sloped = Math.hypot(nx, ny, nz) / 2;
    // Heights carry the millionth-of-the-size tolerance of the events: far below a real error.
    expect(Math.abs(sloped - f.planSqFt * areaMultiplier(pitch))).toBeLessThan(1e-4 * area);
    expect(f.planSqFt).toBeGreaterThan(-1e-6);
  }
  for (const l of plan.lines) {
    expect(l.planFt).toBeGreaterThan(0);
    expect(l.trueFt).toBeGreaterThanOrEqual(l.planFt - 1e-9);
  }
}

describe('roof plans of generated footprints', () => {
  it('cover the footprint with planes at the pitch, one per straight side', () => {
    fc.assert(
      fc.property(
        footprint,
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        fc.integer({ min: 0, max: 24 }),
        (ring, gables, pitch) =>
          check(
            ring,
            gables.map((g, i) => g && i % 3 === 0),
            pitch,
          ),
      ),
      { numRuns: 200 },
    );
  });

  it('handle hip roofs of every generated footprint', () => {
    fc.assert(
      fc.property(footprint, (ring) => check(ring, [], 6)),
      { numRuns: 200 },
    );
  });
});
