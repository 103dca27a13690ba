import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';
import { edgeLengthsFt } from '../../../domain/geo';
import { formatNumber } from '../../../domain/format';
import type { MapConfig } from './api';

export type MapLayer = 'satellite' | 'road';

export interface DrawnOutline {
  id: string;
  points: LatLng[];
}

export interface MapHandle {
  getCenter(): LatLng;
}

interface Props {
  tiles: MapConfig['map'];
  layer: MapLayer;
  /** The map moves here whenever `centerKey` changes. */
  center: LatLng;
  centerKey: number;
  outlines: DrawnOutline[];
  /** Corners of the outline being drawn; null when not drawing. */
  draft: LatLng[] | null;
  onAddCorner(p: LatLng): void;
  onCloseDraft(): void;
  onMoveCorner(outlineId: string, index: number, p: LatLng): void;
  ref?: Ref<MapHandle>;
}

export const LOCATION_ZOOM = 19;

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

const cornerIcon = (first: boolean) =>
  L.divIcon({
    className: first ? 'ridgeline-corner ridgeline-corner-first' : 'ridgeline-corner',
    iconSize: [14, 14],
  });

const OUTLINE_STYLE: L.PathOptions = { color: '#f97316', weight: 3, fillOpacity: 0.25 };
const DRAFT_STYLE: L.PathOptions = { color: '#fbbf24', weight: 3, dashArray: '6 6' };

const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });

/** The Leaflet map: tiles, the location marker, and the roof outlines with their corners. */
export function LeafletMap({ ref, ...props }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<Record<MapLayer, L.TileLayer> | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  // Leaflet's listeners are bound once; they call whatever the latest props are.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useImperativeHandle(
    ref,
    () => ({
      getCenter: () => {
        const c = map.current?.getCenter();
        return c ? toLatLng(c) : latest.current.center;
      },
    }),
    [],
  );

  const { tiles } = props;
  useEffect(() => {
    if (!container.current) return;
    const { center } = latest.current;
    const m = L.map(container.current, {
      center: [center.lat, center.lng],
      zoom: LOCATION_ZOOM,
      maxZoom: 21,
      // Tiles appear as they arrive: the fade re-styles every tile on each frame while a
      // screenful loads, main-thread work a phone feels.
      fadeAnimation: false,
    });
    const make = (t: MapConfig['map']['satellite']) =>
      L.tileLayer(t.url, {
        attribution: escapeHtml(t.attribution),
        // On a phone's high-density screen each 256 px tile covers 128 CSS px (tiles of the
        // next zoom level), so shingles and roof edges are sharp rather than stretched.
        detectRetina: true,
        // Leaflet lowers maxZoom by one for retina: 22 keeps zoom 21 for everyone.
        maxZoom: L.Browser.retina ? 22 : 21,
        // Imagery and OSM tiles stop at 19; closer zooms enlarge those tiles. On retina the
        // URL's zoom is one above the map's, so the last native map zoom is 18.
        maxNativeZoom: L.Browser.retina ? 18 : 19,
      });
    layers.current = { satellite: make(tiles.satellite), road: make(tiles.road) };
    marker.current = L.marker([center.lat, center.lng], {
      icon: markerIcon,
      alt: 'Current location',
      keyboard: false,
      interactive: false,
    }).addTo(m);
    shapes.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => {
      if (latest.current.draft) latest.current.onAddCorner(toLatLng(e.latlng));
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
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
  }, [layer, tiles]);

  const { centerKey } = props;
  useEffect(() => {
    const { center } = latest.current;
    map.current?.setView([center.lat, center.lng], LOCATION_ZOOM, { animate: false });
    marker.current?.setLatLng([center.lat, center.lng]);
  }, [centerKey, tiles]);

  const { outlines, draft } = props;
  const drawing = draft !== null;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    // Quick clicks on two corners must not zoom the map in.
    if (drawing) m.doubleClickZoom.disable();
    else m.doubleClickZoom.enable();
    m.getContainer().classList.toggle('ridgeline-drawing', drawing);
  }, [drawing, tiles]);

  useEffect(() => {
    const group = shapes.current;
    if (!group) return;
    group.clearLayers();
    for (const o of outlines) {
      const polygon = L.polygon(
        o.points.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        { ...OUTLINE_STYLE, interactive: false },
      ).addTo(group);
      // Each edge's length at its midpoint, as a roofer would chalk it on a sketch.
      edgeLengthsFt(o.points).forEach((ft, i) => {
        const a = o.points[i]!;
        const b = o.points[(i + 1) % o.points.length]!;
        L.tooltip({ permanent: true, direction: 'center', className: 'ridgeline-edge' })
          .setLatLng([(a.lat + b.lat) / 2, (a.lng + b.lng) / 2])
          .setContent(`${formatNumber(ft, 1)} ft`)
          .addTo(group);
      });
      o.points.forEach((p, i) => {
        const corner = L.marker([p.lat, p.lng], {
          icon: cornerIcon(false),
          draggable: !drawing,
          keyboard: false,
          title: `Corner ${i + 1}: drag to move`,
        }).addTo(group);
        corner.on('drag', () => {
          const pts = polygon.getLatLngs()[0] as L.LatLng[];
          pts[i] = corner.getLatLng();
          polygon.setLatLngs(pts);
        });
        corner.on('dragend', () =>
          latest.current.onMoveCorner(o.id, i, toLatLng(corner.getLatLng())),
        );
      });
    }
    if (draft && draft.length > 0) {
      L.polyline(
        draft.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        { ...DRAFT_STYLE, interactive: false },
      ).addTo(group);
      draft.forEach((p, i) => {
        const corner = L.marker([p.lat, p.lng], {
          icon: cornerIcon(i === 0),
          keyboard: false,
          title: i === 0 ? 'First corner: click to close the outline' : `Corner ${i + 1}`,
        }).addTo(group);
        corner.on('click', (e) => {
          L.DomEvent.stopPropagation(e);
          if (i === 0 && latest.current.draft && latest.current.draft.length >= 3) {
            latest.current.onCloseDraft();
          }
        });
      });
    }
  }, [outlines, draft, drawing, tiles]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Map"
      className="h-[400px] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-200"
    />
  );
}
