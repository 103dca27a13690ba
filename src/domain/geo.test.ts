import { describe, expect, it } from 'vitest';
import {
  distanceM,
  estimatorHandoff,
  measureOutline,
  outlinesCentre,
  EARTH_RADIUS_M,
  edgeLengthsFt,
  geocodeQuerySchema,
  geodesicAreaSqM,
  planAreaSqFt,
  reverseGeocodeQuerySchema,
  roofOutlinesPutSchema,
} from './geo';

const rad = (d: number) => (d * Math.PI) / 180;

/** The exact area of a lat/lng rectangle on the sphere: R^2 * dLng * (sin lat2 - sin lat1). */
const cellArea = (lat1: number, lat2: number, dLng: number) =>
  EARTH_RADIUS_M ** 2 * rad(dLng) * (Math.sin(rad(lat2)) - Math.sin(rad(lat1)));

describe('geodesicAreaSqM', () => {
  it('is exact for a 1 degree cell at the equator and in Portland', () => {
    const eq = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    expect(geodesicAreaSqM(eq) / cellArea(0, 1, 1)).toBeCloseTo(1, 12);
    const pdx = [
      { lat: 45, lng: -123 },
      { lat: 46, lng: -123 },
      { lat: 46, lng: -122 },
      { lat: 45, lng: -122 },
    ];
    expect(geodesicAreaSqM(pdx) / cellArea(45, 46, 1)).toBeCloseTo(1, 12);
  });

  it('does not depend on winding or the starting corner', () => {
    const ring = [
      { lat: 45.5152, lng: -122.6784 },
      { lat: 45.5153, lng: -122.6784 },
      { lat: 45.51535, lng: -122.6782 },
      { lat: 45.5152, lng: -122.6781 },
    ];
    const a = geodesicAreaSqM(ring);
    expect(geodesicAreaSqM([...ring].reverse())).toBeCloseTo(a, 6);
    expect(geodesicAreaSqM([...ring.slice(2), ...ring.slice(0, 2)])).toBeCloseTo(a, 6);
  });

  it('is 0 for fewer than 3 corners', () => {
    expect(geodesicAreaSqM([])).toBe(0);
    expect(
      geodesicAreaSqM([
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
      ]),
    ).toBe(0);
  });

  it('shrinks with latitude the way a flat lat/lng box would not (it is not flat-earth)', () => {
    const box = (lat: number) => [
      { lat, lng: 0 },
      { lat: lat + 0.0002, lng: 0 },
      { lat: lat + 0.0002, lng: 0.0002 },
      { lat, lng: 0.0002 },
    ];
    const ratio = geodesicAreaSqM(box(60)) / geodesicAreaSqM(box(0));
    expect(ratio).toBeCloseTo(Math.cos(rad(60.0001)), 5);
  });
});

describe('planAreaSqFt', () => {
  it('converts square metres with 1 ft = 0.3048 m exactly', () => {
    // A cell whose area is exactly known in m^2, converted by hand.
    const cell = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 0.001 },
      { lat: 0.001, lng: 0.001 },
      { lat: 0.001, lng: 0 },
    ];
    expect(planAreaSqFt(cell)).toBeCloseTo(cellArea(0, 0.001, 0.001) / 0.09290304, 3);
  });

  it('measures a typical house (about 40 x 30 ft) close to 1,200 sq ft', () => {
    // 40 ft east-west and 30 ft north-south at Portland's latitude, from the ellipsoid's radii.
    const lat = 45.5152;
    const mPerDegLat = 111_132.954 - 559.822 * Math.cos(2 * rad(lat));
    const mPerDegLng =
      ((Math.PI / 180) * 6378137 * Math.cos(rad(lat))) /
      Math.sqrt(1 - 0.00669438 * Math.sin(rad(lat)) ** 2);
    const dLat = (30 * 0.3048) / mPerDegLat;
    const dLng = (40 * 0.3048) / mPerDegLng;
    const house = [
      { lat, lng: -122.6784 },
      { lat: lat + dLat, lng: -122.6784 },
      { lat: lat + dLat, lng: -122.6784 + dLng },
      { lat, lng: -122.6784 + dLng },
    ];
    // The sphere of radius a is within 0.1% of the ellipsoid here.
    expect(planAreaSqFt(house)).toBeGreaterThan(1200 * 0.999);
    expect(planAreaSqFt(house)).toBeLessThan(1200 * 1.001);
    const edges = edgeLengthsFt(house);
    expect(edges).toHaveLength(4);
    expect(edges[0]).toBeCloseTo(30, 2);
    expect(edges[1]).toBeCloseTo(40, 2);
    expect(edges[2]).toBeCloseTo(30, 2);
    expect(edges[3]).toBeCloseTo(40, 2);
  });
});

describe('distanceM (Vincenty on WGS84)', () => {
  it("matches Vincenty's published example, Flinders Peak to Buninyong", () => {
    const flinders = { lat: -(37 + 57 / 60 + 3.7203 / 3600), lng: 144 + 25 / 60 + 29.5244 / 3600 };
    const buninyong = {
      lat: -(37 + 39 / 60 + 10.1561 / 3600),
      lng: 143 + 55 / 60 + 35.3839 / 3600,
    };
    expect(distanceM(flinders, buninyong)).toBeCloseTo(54972.271, 2);
  });

  it('gives one degree of latitude at the equator as 110,574.4 m', () => {
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(110574.389, 1);
  });

  it('is 0 for the same point and works along the equator', () => {
    expect(distanceM({ lat: 45, lng: -122 }, { lat: 45, lng: -122 })).toBe(0);
    // One degree of longitude on the equator is a * pi / 180.
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111319.491, 2);
  });
});

describe('edgeLengthsFt', () => {
  it('closes the ring, and a 2-corner line has one edge', () => {
    expect(edgeLengthsFt([])).toEqual([]);
    expect(
      edgeLengthsFt([
        { lat: 0, lng: 0 },
        { lat: 0, lng: 0.0001 },
      ]),
    ).toHaveLength(1);
    const tri = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 0.0001 },
      { lat: 0.0001, lng: 0 },
    ];
    const e = edgeLengthsFt(tri);
    expect(e).toHaveLength(3);
    // A small right triangle: the hypotenuse is the flat-plane one to well under 0.1%.
    expect(Math.abs(e[1]! / Math.hypot(e[0]!, e[2]!) - 1)).toBeLessThan(0.001);
  });
});

describe('schemas', () => {
  it('rejects an empty or 2,000 character geocoder query, naming q', () => {
    const empty = geocodeQuerySchema().safeParse({ q: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['q']);
    expect(geocodeQuerySchema().safeParse({ q: 'x'.repeat(2000) }).success).toBe(false);
    expect(geocodeQuerySchema().safeParse({}).success).toBe(false);
    expect(geocodeQuerySchema().parse({ q: ' 1 Main St ' })).toEqual({ q: '1 Main St' });
  });

  it('coerces reverse coordinates and rejects out-of-range or missing ones', () => {
    expect(reverseGeocodeQuerySchema().parse({ lat: '45.5', lng: '-122.6' })).toEqual({
      lat: 45.5,
      lng: -122.6,
    });
    expect(reverseGeocodeQuerySchema().safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(reverseGeocodeQuerySchema().safeParse({ lat: 'abc', lng: '0' }).success).toBe(false);
    expect(reverseGeocodeQuerySchema().safeParse({ lat: '', lng: '0' }).success).toBe(false);
    // Only plain decimal degrees: not what Number() would also read.
    for (const text of ['1e1', '0x1f', 'Infinity', '+5', '4 5', '45.', '.5']) {
      expect(reverseGeocodeQuerySchema().safeParse({ lat: text, lng: '0' }).success, text).toBe(
        false,
      );
    }
    expect(reverseGeocodeQuerySchema().safeParse({ lat: '1' }).success).toBe(false);
  });

  it('validates outlines: at least 3 corners, pitch within 0..24', () => {
    const outline = {
      id: 'a',
      name: 'Main roof',
      pitch: 6,
      points: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
        { lat: 1, lng: 1 },
      ],
    };
    expect(roofOutlinesPutSchema().safeParse({ outlines: [outline], version: 0 }).success).toBe(
      true,
    );
    const few = roofOutlinesPutSchema().safeParse({
      outlines: [{ ...outline, points: outline.points.slice(0, 2) }],
      version: 0,
    });
    expect(few.error?.issues[0]?.path).toEqual(['outlines', 0, 'points']);
    expect(
      roofOutlinesPutSchema().safeParse({ outlines: [{ ...outline, pitch: 30 }], version: 0 })
        .success,
    ).toBe(false);
  });
});

describe('measureOutline and estimatorHandoff', () => {
  const box = (size: number) => [
    { lat: 45.5, lng: -122.6 },
    { lat: 45.5 + size, lng: -122.6 },
    { lat: 45.5 + size, lng: -122.6 + size },
    { lat: 45.5, lng: -122.6 + size },
  ];

  it('multiplies the plan area by the pitch multiplier for the sloped area', () => {
    const m = measureOutline(box(0.0001), 6);
    expect(m.roofAreaSqFt! / m.planAreaSqFt).toBeCloseTo(Math.sqrt(180) / 12, 12);
    expect(m.edgesFt).toHaveLength(4);
    expect(measureOutline(box(0.0001), null).roofAreaSqFt).toBeNull();
    expect(measureOutline(box(0.0001), 0).roofAreaSqFt).toBeCloseTo(m.planAreaSqFt, 9);
  });

  it('sends the total plan area (0.1 sq ft) and the largest outline pitch', () => {
    const small = { points: box(0.00005), pitch: 4 };
    const big = { points: box(0.0001), pitch: 8 };
    const h = estimatorHandoff([small, big])!;
    const total = planAreaSqFt(small.points) + planAreaSqFt(big.points);
    expect(h.areaSqFt).toBe(Math.round(total * 10) / 10);
    expect(h.pitch).toBe(8);
    expect(h.fromIndex).toBe(1);
    expect(estimatorHandoff([])).toBeNull();
    expect(estimatorHandoff([{ ...big, pitch: null }, small])).toBeNull();
  });
});

describe('outlinesCentre', () => {
  it('is the middle of the box around every corner of every outline, to 6 decimals', () => {
    const a = {
      points: [
        { lat: 45.1, lng: -122.3 },
        { lat: 45.2, lng: -122.3 },
        { lat: 45.2, lng: -122.2 },
      ],
    };
    const b = {
      points: [
        { lat: 45.3, lng: -122.1 },
        { lat: 45.30000001, lng: -122.1 },
        { lat: 45.3, lng: -122.10000001 },
      ],
    };
    expect(outlinesCentre([a])).toEqual({ lat: 45.15, lng: -122.25 });
    expect(outlinesCentre([a, b])).toEqual({ lat: 45.2, lng: -122.2 });
  });

  it('is null with no corners', () => {
    expect(outlinesCentre([])).toBeNull();
  });
});
