// @vitest-environment happy-dom
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { LOCATION_ZOOM, tileAt, tileUrlAt } from '../../../domain/geo/map-tile';

/** The tile Leaflet itself asks for at this point: its projection, its 256 px tiles. */
function leafletTile(lat: number, lng: number, zoom: number) {
  const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom).divideBy(256).floor();
  return { x: p.x, y: p.y };
}

describe('the tile a place opens on (the map page preloads it)', () => {
  it.each([
    [45.5152, -122.6784],
    [-33.8688, 151.2093],
    [0.0001, -0.0001],
    [64.1466, -21.9426],
  ])('is the tile Leaflet asks for at %s, %s', (lat, lng) => {
    const { x, y } = leafletTile(lat, lng, LOCATION_ZOOM);
    expect(tileUrlAt('https://t.example/{z}/{y}/{x}', lat, lng, LOCATION_ZOOM)).toBe(
      `https://t.example/19/${y}/${x}`,
    );
    const s = 'abc'[Math.abs(x + y) % 3];
    expect(tileUrlAt('https://{s}.t.example/{z}/{x}/{-y}.png', lat, lng, LOCATION_ZOOM)).toBe(
      `https://${s}.t.example/19/${x}/${2 ** 19 - 1 - y}.png`,
    );
  });

  it('is not guessed when the URL depends on the screen or names an unknown placeholder', () => {
    expect(tileUrlAt('https://t.example/{z}/{x}/{y}{r}.png', 45, -122, 19)).toBeNull();
    expect(tileUrlAt('https://t.example/{z}/{x}/{y}?key={apiKey}', 45, -122, 19)).toBeNull();
  });
});

describe('where the map draws the tile it opens on (its poster, leaflet-map.tsx)', () => {
  it.each([
    [45.5152, -122.6784],
    [-33.8688, 151.2093],
    [85.2, 179.99],
  ])(
    'is where Leaflet puts that tile, from the point the map is centred on, at %s, %s',
    (lat, lng) => {
      const centre = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), LOCATION_ZOOM);
      const { x, y, left, top } = tileAt(lat, lng, LOCATION_ZOOM);
      expect({ x, y }).toEqual(leafletTile(lat, lng, LOCATION_ZOOM));
      // Leaflet draws the tile at (x, y) * 256 in the map's pixels; the point is the box's centre.
      expect(left).toBeCloseTo(x * 256 - centre.x, 6);
      expect(top).toBeCloseTo(y * 256 - centre.y, 6);
      expect(left).toBeLessThanOrEqual(0);
      expect(left).toBeGreaterThan(-256);
    },
  );
});
