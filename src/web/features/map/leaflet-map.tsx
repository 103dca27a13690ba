import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../domain/geo/geo';
import { LOCATION_ZOOM, TILE_PX, tileAt, tileUrlAt } from '../../../domain/geo/map-tile';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { MapConfig } from './api';
import type { EditableOutline } from './editable-outline';
import type { ShapeCallbacks } from './map-shapes';
import { drawShapes, toLatLng, tuple } from './map-shapes';
import type { MapLayer, TileTrouble } from './map-tiles';
import { tileLayers, troubleText } from './map-tiles';
import type { RoofPlanes } from './use-roof-planes';
import { snapTargets } from './outline-edit';
import { i18n } from './i18n';

export type { MapLayer } from './map-tiles';

export interface MapHandle {
  getCenter(): LatLng;
  /** The point, moved onto a corner, edge middle or line end of the line's outline when near. */
  snapForLine(p: LatLng): LatLng;
}

interface Props extends ShapeCallbacks {
  tiles: MapConfig['map'];
  layer: MapLayer;
  /** The map moves here whenever `centerKey` changes. */
  center: LatLng;
  centerKey: number;
  outlines: EditableOutline[];
  /** The roof planes of outlines whose roof was generated, drawn in place of their fill. */
  planes: RoofPlanes;
  ref?: Ref<MapHandle>;
}

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

/**
 * The Leaflet map: tiles, the location marker, and the roof outlines with their corners, typed
 * edges and inner lines. A tap on an edge, line or corner opens a chooser; a tap while drawing
 * adds a corner or a line's end.
 */
export function LeafletMap({ ref, ...props }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<Record<MapLayer, L.TileLayer> | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  const [trouble, setTrouble] = useState<TileTrouble | null>(null);
  // Leaflet's listeners are bound once; they call whatever the latest props are.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  /** Snaps to the line's outline when the map is there; otherwise the point as given. */
  const snapForLine = (p: LatLng): LatLng => {
    const m = map.current;
    const { line, outlines } = latest.current;
    const outline = line && outlines.find((o) => o.id === line.outlineId);
    if (!m || !outline) return p;
    const at = m.latLngToContainerPoint(tuple(p));
    let best = p;
    let bestPx = SNAP_PX;
    for (const t of snapTargets(outline)) {
      const d = at.distanceTo(m.latLngToContainerPoint(tuple(t)));
      if (d <= bestPx) {
        best = t;
        bestPx = d;
      }
    }
    return best;
  };

  useImperativeHandle(
    ref,
    () => ({
      getCenter: () => {
        const c = map.current?.getCenter();
        return c ? toLatLng(c) : latest.current.center;
      },
      snapForLine,
    }),
    [],
  );

  const { tiles } = props;
  // The map, once set up: the effects below run again then, as they need it.
  const [ready, setReady] = useState<L.Map | null>(null);
  const [poster] = useState(() => posterTile(props));
  const [posterShown, setPosterShown] = useState(poster !== null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let m: L.Map | null = null;
    let cancelled = false;
    // After the frame with the page's first render is painted (the header, the panels, the
    // map's grey box): Leaflet reads the box's size from the layout that paint made instead of
    // forcing one in the middle of React's commit, and setting up is a task of its own, not
    // part of the page's longest one. The page has already asked for the first tile
    // (src/server/map-page.ts), so waiting costs the imagery nothing.
    void afterNextPaint().then(() => {
      if (cancelled) return;
      const { center } = latest.current;
      m = L.map(element, {
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
      layers.current = tileLayers(tiles, setTrouble);
      marker.current = L.marker([center.lat, center.lng], {
        icon: markerIcon,
        alt: i18n._('Current location'),
        keyboard: false,
        interactive: false,
      }).addTo(m);
      shapes.current = L.layerGroup().addTo(m);
      m.on('click', (e: L.LeafletMouseEvent) => {
        const p = latest.current;
        if (p.draft) p.onAddCorner(toLatLng(e.latlng));
        else if (p.line) p.onAddLinePoint(snapForLine(toLatLng(e.latlng)));
      });
      // The poster goes once the imagery is drawn over it, or the map is moved from under it.
      const hidePoster = () => setPosterShown(false);
      layers.current[latest.current.layer].once('load', hidePoster);
      m.once('dragstart zoomstart', hidePoster);
      map.current = m;
      setReady(m);
    });
    return () => {
      cancelled = true;
      m?.remove();
      map.current = null;
      setReady(null);
    };
  }, [tiles]);

  const { layer } = props;
  useEffect(() => {
    const m = map.current;
    const l = layers.current;
    if (!m || !l) return;
    const other = layer === 'satellite' ? 'road' : 'satellite';
    m.removeLayer(l[other]);
    l[layer].addTo(m);
  }, [layer, ready]);

  const { lat, lng } = props.center;
  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
  }, [lat, lng, ready]);

  const { centerKey } = props;
  const opened = useRef(false);
  useEffect(() => {
    const { center, outlines } = latest.current;
    const m = map.current;
    marker.current?.setLatLng([center.lat, center.lng]);
    if (!m) return;
    // A roof already outlined opens filling the map: at the place's usual zoom a house's edges
    // are a thumb's width apart and their labels overlap. Later moves (a search) go to the place.
    if (!opened.current && outlines.length > 0) {
      opened.current = true;
      const bounds = L.latLngBounds(outlines.flatMap((o) => o.points.map(tuple)));
      m.fitBounds(bounds, { padding: [32, 32], maxZoom: m.getMaxZoom(), animate: false });
      return;
    }
    // A later move (a search) takes the map from under the poster of the place it opened on.
    if (opened.current) setPosterShown(false);
    opened.current = true;
    m.setView([center.lat, center.lng], LOCATION_ZOOM, { animate: false });
  }, [centerKey, ready]);

  const { outlines, planes, draft, line } = props;
  const drawing = draft !== null || line !== null;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    // Quick clicks on two corners must not zoom the map in.
    if (drawing) m.doubleClickZoom.disable();
    else m.doubleClickZoom.enable();
    m.getContainer().classList.toggle('ridgeline-drawing', drawing);
  }, [drawing, ready]);

  useEffect(() => {
    const m = map.current;
    const group = shapes.current;
    if (!m || !group) return;
    drawShapes(m, group, { outlines, planes, draft, line }, () => latest.current);
  }, [outlines, planes, draft, line, ready]);

  const shownTrouble = trouble?.layer === props.layer ? trouble : null;
  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={i18n._('Map')}
        className="relative h-[400px] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-200"
      >
        {poster && posterShown && props.layer === poster.layer && (
          <img
            src={poster.url}
            crossOrigin="anonymous"
            alt=""
            width={TILE_PX}
            height={TILE_PX}
            className="pointer-events-none absolute max-w-none"
            style={{ left: `calc(50% + ${poster.left}px)`, top: `calc(50% + ${poster.top}px)` }}
          />
        )}
      </div>
      {/* Over the grey where the imagery would be, below the pin and the zoom buttons; taps go
          through to the map. */}
      <div aria-live="polite">
        {shownTrouble && (
          <p
            role="status"
            className="pointer-events-none absolute inset-x-4 bottom-8 z-[1000] rounded-md border border-amber-300 bg-amber-50/95 p-3 text-center text-sm font-medium text-amber-950 shadow"
          >
            {troubleText(shownTrouble)}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The tile the map opens on, drawn where Leaflet will draw it, as soon as the box is: the page
 * has already asked for it (src/server/map-page.ts), and the imagery shows before Leaflet has
 * set up (a moment on a phone). Leaflet's tiles cover it. None when the map opens on outlines
 * (it fits them, at another place and zoom) or the tile's URL depends on the screen.
 */
function posterTile({ tiles, layer, center, outlines }: Props) {
  if (outlines.length > 0) return null;
  const url = tileUrlAt(tiles[layer].url, center.lat, center.lng, LOCATION_ZOOM);
  return url === null ? null : { url, layer, ...tileAt(center.lat, center.lng, LOCATION_ZOOM) };
}
