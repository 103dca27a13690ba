import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import type { LatLng } from '../../../domain/geo/geo';
import { LOCATION_ZOOM } from '../../../domain/geo/map-tile';
import type { MapConfig } from './api';
import type { EditableOutline } from './editable-outline';
import { i18n } from './i18n';
import type { ShapeCallbacks, Shapes } from './map-shapes';
import { drawShapes, toLatLng, tuple } from './map-shapes';
import type { MapLayer, TileTrouble } from './map-tiles';

// Everything that needs Leaflet (150 KB of code) and the map's drawing on it: fetched by the
// map box (leaflet-map.tsx) after the screen's first paint, so the screen, with the tile it opens
// on, is drawn without waiting for Leaflet to download and run.

/** A tap this close (CSS px) to a corner, edge middle or line end lands on it. */
const SNAP_PX = 20;

// Vite rewrites these imports to hashed asset URLs; Leaflet's own guess of the image folder
// would point at a path that does not exist in the build.
// No shadow: Leaflet ships it only at 1x, and it would be the one blurry image on a phone.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tileLayer(t: MapConfig['map']['satellite']): L.TileLayer {
  return L.tileLayer(t.url, {
    attribution: escapeHtml(t.attribution),
    // On a phone's high-density screen each 256 px tile covers 128 CSS px (tiles of the
    // next zoom level), so shingles and roof edges are sharp rather than stretched.
    detectRetina: true,
    // Leaflet lowers maxZoom by one for retina: 22 keeps zoom 21 for everyone.
    maxZoom: L.Browser.retina ? 22 : 21,
    // Imagery and OSM tiles stop at 19; closer zooms enlarge those tiles. On retina the
    // URL's zoom is one above the map's, so the last native map zoom is 18.
    maxNativeZoom: L.Browser.retina ? 18 : 19,
    // Asked with CORS (the tile services the app is set up for allow it): the service
    // worker keeps tiles for use with no network (vite.config.ts), and a CORS answer shows
    // its status, so a failed tile is not kept, and costs only its size in storage.
    crossOrigin: 'anonymous',
  });
}

/**
 * Both tile layers (none added to a map yet). A tile that fails leaves a grey square and
 * nothing else: once a view's tiles have all answered, `onTrouble` says whether any failed
 * (Leaflet's tileerror), and null when a view loads whole.
 */
function tileLayers(
  tiles: MapConfig['map'],
  onTrouble: (trouble: TileTrouble | null) => void,
): Record<MapLayer, L.TileLayer> {
  const layers = { satellite: tileLayer(tiles.satellite), road: tileLayer(tiles.road) };
  for (const name of ['satellite', 'road'] as const) {
    let loaded = 0;
    let failed = 0;
    layers[name]
      .on('loading', () => {
        loaded = 0;
        failed = 0;
      })
      .on('tileload', () => (loaded += 1))
      .on('tileerror', () => (failed += 1))
      .on('load', () =>
        onTrouble(
          failed === 0 ? null : { layer: name, all: loaded === 0, offline: !navigator.onLine },
        ),
      );
  }
  return layers;
}

export interface MapViewOptions {
  center: LatLng;
  tiles: MapConfig['map'];
  layer: MapLayer;
  onTrouble(trouble: TileTrouble | null): void;
  /** A tap on the map itself (not on a shape). */
  onTap(p: LatLng): void;
  /** The opening layer's imagery is drawn, or the map was moved: the poster can go. */
  onOpened(): void;
}

/** The Leaflet map in a box: what the map box (leaflet-map.tsx) does to it. */
export interface MapView {
  getCenter(): LatLng;
  /** The point, moved onto one of `targets` when it is within a finger's reach of it. */
  snap(p: LatLng, targets: readonly LatLng[]): LatLng;
  showLayer(layer: MapLayer): void;
  moveMarker(p: LatLng): void;
  /** Fills the map with the outlines, at the closest zoom they fit. */
  fitOutlines(outlines: readonly EditableOutline[]): void;
  moveTo(p: LatLng): void;
  /** While an outline or line is drawn, quick taps on two corners must not zoom in. */
  setDrawing(drawing: boolean): void;
  drawShapes(shapes: Shapes, now: () => ShapeCallbacks): void;
  remove(): void;
}

/**
 * Sets Leaflet up in `element`, at the place's usual zoom, with the location pin, the zoom
 * buttons named in the reader's language and the opening layer's tiles.
 */
export function createMapView(element: HTMLElement, options: MapViewOptions): MapView {
  const { center } = options;
  const m = L.map(element, {
    center: [center.lat, center.lng],
    zoom: LOCATION_ZOOM,
    maxZoom: 21,
    // Tiles appear as they arrive: the fade re-styles every tile on each frame while a
    // screenful loads, main-thread work a phone feels.
    fadeAnimation: false,
    // Leaflet's own zoom buttons are named in English: these are named in the reader's.
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: i18n._('Zoom in'), zoomOutTitle: i18n._('Zoom out') }).addTo(m);
  const layers = tileLayers(options.tiles, options.onTrouble);
  const marker = L.marker([center.lat, center.lng], {
    icon: markerIcon,
    alt: i18n._('Current location'),
    keyboard: false,
    interactive: false,
  }).addTo(m);
  const shapes = L.layerGroup().addTo(m);
  m.on('click', (e: L.LeafletMouseEvent) => options.onTap(toLatLng(e.latlng)));
  layers[options.layer].once('load', options.onOpened);
  m.once('dragstart zoomstart', options.onOpened);

  return {
    getCenter: () => toLatLng(m.getCenter()),
    snap(p, targets) {
      const at = m.latLngToContainerPoint(tuple(p));
      let best = p;
      let bestPx = SNAP_PX;
      for (const t of targets) {
        const d = at.distanceTo(m.latLngToContainerPoint(tuple(t)));
        if (d <= bestPx) {
          best = t;
          bestPx = d;
        }
      }
      return best;
    },
    showLayer(layer) {
      m.removeLayer(layers[layer === 'satellite' ? 'road' : 'satellite']);
      layers[layer].addTo(m);
    },
    moveMarker: (p) => marker.setLatLng(tuple(p)),
    fitOutlines(outlines) {
      const bounds = L.latLngBounds(outlines.flatMap((o) => o.points.map(tuple)));
      m.fitBounds(bounds, { padding: [32, 32], maxZoom: m.getMaxZoom(), animate: false });
    },
    moveTo: (p) => m.setView(tuple(p), LOCATION_ZOOM, { animate: false }),
    setDrawing(drawing) {
      if (drawing) m.doubleClickZoom.disable();
      else m.doubleClickZoom.enable();
      m.getContainer().classList.toggle('ridgeline-drawing', drawing);
    },
    drawShapes: (s, now) => drawShapes(m, shapes, s, now),
    remove: () => m.remove(),
  };
}
