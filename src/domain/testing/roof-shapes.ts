import type { LatLng } from '../geo/geo';
import { at } from '../takeoff/sample-roofs';
import type { Xy } from '../geo/earth';

// Footprints in feet for the roof plan's tests and bench: the reference rectangle, the shapes
// roofers meet (L, T, U, cross) and the hard cases of a straight skeleton.

export type FeetRing = [number, number][];

export const SHAPES: Record<string, FeetRing> = {
  'rectangle 40 x 30': [
    [0, 0],
    [40, 0],
    [40, 30],
    [0, 30],
  ],
  'square 30 x 30': [
    [0, 0],
    [30, 0],
    [30, 30],
    [0, 30],
  ],
  L: [
    [0, 0],
    [40, 0],
    [40, 20],
    [20, 20],
    [20, 40],
    [0, 40],
  ],
  T: [
    [0, 0],
    [60, 0],
    [60, 20],
    [40, 20],
    [40, 50],
    [20, 50],
    [20, 20],
    [0, 20],
  ],
  U: [
    [0, 0],
    [60, 0],
    [60, 40],
    [40, 40],
    [40, 20],
    [20, 20],
    [20, 40],
    [0, 40],
  ],
  cross: [
    [20, 0],
    [40, 0],
    [40, 20],
    [60, 20],
    [60, 40],
    [40, 40],
    [40, 60],
    [20, 60],
    [20, 40],
    [0, 40],
    [0, 20],
    [20, 20],
  ],
  'collinear corners': [
    [0, 0],
    [20, 0],
    [40, 0],
    [40, 15],
    [40, 30],
    [20, 30],
    [0, 30],
    [0, 15],
  ],
  'edge under 1 ft': [
    [0, 0],
    [40, 0],
    [40, 15],
    [40.5, 15],
    [40.5, 30],
    [0, 30],
  ],
  'nearly parallel edges': [
    [0, 0],
    [40, 0],
    [40, 30],
    [0, 30.05],
  ],
  'regular 200-gon': regular(200, 50),
  'comb of 200 corners': comb(50),
  'star of 200 corners': star(200, 7),
};

export function regular(n: number, r: number): FeetRing {
  return Array.from({ length: n }, (_, i) => [
    r * Math.cos((2 * Math.PI * i) / n),
    r * Math.sin((2 * Math.PI * i) / n),
  ]);
}

/** A star-shaped ring of n corners at radii between 40 and 70 ft (simple by construction). */
export function star(n: number, seed: number): FeetRing {
  let s = seed;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = 40 + 30 * random();
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/** A building with `teeth` wings 10 ft wide along one side: 4 x teeth corners, all square. */
export function comb(teeth: number): FeetRing {
  const total = teeth * 20 - 10;
  const ring: FeetRing = [
    [0, 0],
    [total, 0],
  ];
  for (let t = teeth - 1; t >= 0; t--) {
    const x0 = t * 20;
    ring.push([x0 + 10, 40], [x0, 40]);
    if (t > 0) ring.push([x0, 10], [x0 - 10, 10]);
  }
  return ring;
}

export const onMap = (ring: FeetRing): LatLng[] => ring.map(([x, y]) => at(x, y));
export const xy = (ring: FeetRing): Xy[] => ring.map(([x, y]) => ({ x, y }));
