import type { LatLng, RoofOutline } from '../geo/geo';
import { edgeLengthsFt } from '../geo/geo';
import type { EdgeType, InnerLineType } from './roof-edge-types';

// Roofs drawn in feet and placed on the globe, for the tests and the bench: the reference
// gable the product's figures come from, a house with hips and valleys, and a roof of 200 edges.

const LAT0 = 45.5;
const LNG0 = -122.6;
// Degrees per foot near Portland, as the map's own distances measure them, so a 40 ft edge
// drawn here measures 40 ft.
const feetAlong = (dLat: number, dLng: number) =>
  edgeLengthsFt([
    { lat: LAT0, lng: LNG0 },
    { lat: LAT0 + dLat, lng: LNG0 + dLng },
  ])[0]!;
const DEG_PER_FT_LAT = 0.001 / feetAlong(0.001, 0);
const DEG_PER_FT_LNG = 0.001 / feetAlong(0, 0.001);

/** The point x ft east and y ft north of the sample roofs' corner. */
export const at = (x: number, y: number): LatLng => ({
  lat: LAT0 + y * DEG_PER_FT_LAT,
  lng: LNG0 + x * DEG_PER_FT_LNG,
});

const line = (type: InnerLineType, from: [number, number], to: [number, number]) => ({
  type,
  from: at(...from),
  to: at(...to),
});

/**
 * 40 x 30 ft at 6:12: eaves on the long sides, rakes on the ends, a ridge down the middle, two
 * pipe boots. Eaves 80 ft, rakes 67.08 ft, ridge 40 ft, sloped area 1,341.64 sq ft.
 */
export function referenceGable(): RoofOutline {
  return {
    id: 'gable',
    name: 'Main roof',
    pitch: 6,
    points: [at(0, 0), at(40, 0), at(40, 30), at(0, 30)],
    edges: ['eave', 'rake', 'eave', 'rake'],
    lines: [line('ridge', [0, 15], [40, 15])],
    pipeBoots: 2,
  };
}

/** A T-shaped hip roof (hips, valleys, ridges) and a detached gable garage with a wall. */
export function hipHouse(): RoofOutline[] {
  return [
    {
      id: 'house',
      name: 'House',
      pitch: 8,
      points: [
        at(0, 0),
        at(15, 0),
        at(15, -20),
        at(35, -20),
        at(35, 0),
        at(50, 0),
        at(50, 30),
        at(0, 30),
      ],
      lines: [
        line('ridge', [15, 15], [35, 15]),
        line('hip', [0, 0], [15, 15]),
        line('hip', [0, 30], [15, 15]),
        line('hip', [50, 0], [35, 15]),
        line('hip', [50, 30], [35, 15]),
        line('ridge', [25, -10], [25, 10]),
        line('hip', [15, -20], [25, -10]),
        line('hip', [35, -20], [25, -10]),
        line('valley', [15, 0], [25, 10]),
        line('valley', [35, 0], [25, 10]),
      ],
      pipeBoots: 3,
    },
    {
      id: 'garage',
      name: 'Garage',
      pitch: 4,
      points: [at(60, 0), at(84, 0), at(84, 22), at(60, 22)],
      edges: ['eave', 'rake', 'eave', 'wall'],
      lines: [line('ridge', [60, 11], [84, 11])],
      pipeBoots: 1,
    },
  ];
}

/**
 * One outline of exactly `edges` corners (a multiple of 4): a 150 x 100 ft building whose
 * sides step out 4 ft and back over and over, as a heavily articulated roof does.
 */
export function manyEdgedRoof(edges = 200): RoofOutline {
  const notches = edges / 4;
  // Notches per side in proportion to its length (150 : 100).
  const along = Math.round((notches * 150) / 500);
  const across = notches / 2 - along;
  const corners: [number, number][] = [
    [0, 0],
    [150, 0],
    [150, 100],
    [0, 100],
  ];
  const points: LatLng[] = [];
  const types: EdgeType[] = [];
  for (let side = 0; side < 4; side++) {
    const [x0, y0] = corners[side]!;
    const [x1, y1] = corners[(side + 1) % 4]!;
    const k = side % 2 === 0 ? along : across;
    // Outward is to the right of the direction of travel round a counter-clockwise ring.
    const len = Math.hypot(x1 - x0, y1 - y0);
    const ux = (x1 - x0) / len;
    const uy = (y1 - y0) / len;
    const ox = uy * 4;
    const oy = -ux * 4;
    for (let i = 0; i < k; i++) {
      const t0 = (i + 0.25) / k;
      const t1 = (i + 0.75) / k;
      const p = (t: number, out: boolean): LatLng =>
        at(x0 + (x1 - x0) * t + (out ? ox : 0), y0 + (y1 - y0) * t + (out ? oy : 0));
      points.push(p(t0, false), p(t0, true), p(t1, true), p(t1, false));
      // Out along the step, across its face, back in, then on to the next step.
      const run: EdgeType = side % 2 === 0 ? 'eave' : 'rake';
      types.push('wall', run, 'wall', run);
    }
  }
  return {
    id: 'many',
    name: 'Articulated roof',
    pitch: 7,
    points,
    edges: types,
    lines: [],
    pipeBoots: 6,
  };
}
