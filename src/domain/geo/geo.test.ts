import { describe, expect, it } from 'vitest';
import {
  distanceM,
  estimatorHandoff,
  measureOutline,
  outlinesCentre,
  edgeLengthsFt,
  planAreaSqFt,
} from './geo';
import {
  geocodeQuerySchema,
  reverseGeocodeQuerySchema,
  roofOutlinesPutSchema,
} from './geo-schemas';

const rad = (d: number) => (d * Math.PI) / 180;

/**
 * A W x H ft rectangle with its south-west corner at (lat, lng), built from the ellipsoid's
 * degree lengths as survey tables give them (Snyder's series), not from the code under test.
 */
function rectangleFt(lat: number, lng: number, widthFt: number, heightFt: number) {
  const mPerDegLat =
    111_132.954 - 559.822 * Math.cos(2 * rad(lat)) + 1.175 * Math.cos(4 * rad(lat));
  const mPerDegLng =
    ((Math.PI / 180) * 6378137 * Math.cos(rad(lat))) /
    Math.sqrt(1 - 0.00669438 * Math.sin(rad(lat)) ** 2);
  const dLat = (heightFt * 0.3048) / mPerDegLat;
  const dLng = (widthFt * 0.3048) / mPerDegLng;
  return [
    { lat, lng },
    { lat: lat + dLat, lng },
    { lat: lat + dLat, lng: lng + dLng },
    { lat, lng: lng + dLng },
  ];
}

describe('planAreaSqFt', () => {
  it.each([0, 30, 45.5152, 60, -33.9])(
    'measures a 40 x 30 ft house as 1,200 sq ft at latitude %s (the ellipsoid, not a sphere)',
    (lat) => {
      const house = rectangleFt(lat, -97.7, 40, 30);
      expect(planAreaSqFt(house)).toBeCloseTo(1200, 1);
      // The same figure as its two sides measured by Vincenty's distances.
      const [h, w] = edgeLengthsFt(house);
      expect(planAreaSqFt(house) / (h! * w!)).toBeCloseTo(1, 5);
    },
  );

  it('does not depend on the winding or the first corner', () => {
    const ring = [
      { lat: 29.7604, lng: -95.3698 },
      { lat: 29.7605, lng: -95.3698 },
      { lat: 29.76055, lng: -95.3696 },
      { lat: 29.7604, lng: -95.3695 },
    ];
    const a = planAreaSqFt(ring);
    expect(a).toBeGreaterThan(0);
    expect(planAreaSqFt([...ring].reverse())).toBeCloseTo(a, 6);
    expect(planAreaSqFt([...ring.slice(2), ...ring.slice(0, 2)])).toBeCloseTo(a, 6);
  });

  it('is 0 for fewer than 3 corners', () => {
    expect(planAreaSqFt([])).toBe(0);
    expect(
      planAreaSqFt([
        { lat: 1, lng: 1 },
        { lat: 1, lng: 2 },
      ]),
    ).toBe(0);
  });

  it('measures a large lot as a trapezoid of its Vincenty sides', () => {
    // 1,000 ft a side: the meridians converge, so the north side is shorter than the south by
    // 14 parts per million at 30 degrees; the area follows the sides, not the nominal square.
    const lot = rectangleFt(30, -97.7, 1000, 1000);
    const [west, north, east, south] = edgeLengthsFt(lot);
    expect(planAreaSqFt(lot) / ((((north! + south!) / 2) * (west! + east!)) / 2)).toBeCloseTo(1, 6);
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
