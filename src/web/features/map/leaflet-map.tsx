import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../domain/geo';
import { formatNumber } from '../../../domain/format';
import type { EdgeType, InnerLineType } from '../../../domain/roof-edge-types';
import { EDGE_TYPE_LABELS, EDGE_TYPES, INNER_LINE_TYPES } from '../../../domain/roof-edge-types';
import type { MapConfig } from './api';
import type { LineDraft } from './drawing-state';
import { EDGE_STYLES, LINE_WEIGHT } from './edge-styles';
import type { EditableOutline } from './editable-outline';
import { linesOf } from './editable-outline';
import type { RoofPlanes } from './use-roof-planes';
import { MIN_CORNERS, snapTargets } from './outline-edit';

export type MapLayer = 'satellite' | 'road';

/** What the imagery problem message calls each layer. */
const LAYER_NAMES: Record<MapLayer, string> = { satellite: 'satellite imagery', road: 'road map' };

/** The tiles of the last view that did not load: all of them or some, and with no network. */
interface TileTrouble {
  layer: MapLayer;
  all: boolean;
  offline: boolean;
}

function troubleText({ layer, all, offline }: TileTrouble): string {
  const name = LAYER_NAMES[layer];
  if (offline) {
    return `The ${name} needs a connection: only the parts seen before show offline. The address, pins and outlines still work.`;
  }
  return all
    ? `The ${name} could not be loaded: the map service is not answering. The address, pins and outlines still work.`
    : `Part of the ${name} could not be loaded: the map service is not answering.`;
}

export interface MapHandle {
  getCenter(): LatLng;
  /** The point, moved onto a corner, edge middle or line end of the line's outline when near. */
  snapForLine(p: LatLng): LatLng;
}

interface Props {
  tiles: MapConfig['map'];
  layer: MapLayer;
  /** The map moves here whenever `centerKey` changes. */
  center: LatLng;
  centerKey: number;
  outlines: EditableOutline[];
  /** The roof planes of outlines whose roof was generated, drawn in place of their fill. */
  planes: RoofPlanes;
  /** Corners of the outline being drawn; null when not drawing. */
  draft: LatLng[] | null;
  /** The ridge, hip or valley being drawn; null when not drawing one. */
  line: LineDraft | null;
  onAddCorner(p: LatLng): void;
  onCloseDraft(): void;
  onMoveCorner(outlineId: string, index: number, p: LatLng): void;
  onAddLinePoint(p: LatLng): void;
  onSetEdgeType(outlineId: string, index: number, type: EdgeType): void;
  onInsertCorner(outlineId: string, edge: number): void;
  onRemoveCorner(outlineId: string, index: number): void;
  onSetLineType(outlineId: string, index: number, type: InnerLineType): void;
  onDeleteLine(outlineId: string, index: number): void;
  ref?: Ref<MapHandle>;
}

export const LOCATION_ZOOM = 19;
/** A tap this close (CSS px) to a corner, edge middle or line end lands on it. */
const SNAP_PX = 20;
/** The invisible band along each line that takes taps: a finger is wider than the line. */
const HIT_WEIGHT = 24;

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
    iconSize: [24, 24],
  });
const lineEndIcon = L.divIcon({ className: 'ridgeline-line-end', iconSize: [12, 12] });

// The outline's area is a light fill; its edges are drawn one by one in their type's style.
const FILL_STYLE: L.PathOptions = { stroke: false, fillColor: '#f59e0b', fillOpacity: 0.2 };
// A generated roof's planes: neighbouring planes in two shades, parted by a thin white seam, so
// each plane reads as one face of the roof under its ridge, hip and valley lines.
const PLANE_STYLES: L.PathOptions[] = [
  {
    color: '#ffffff',
    weight: 1,
    opacity: 0.9,
    fillColor: '#f59e0b',
    fillOpacity: 0.3,
    className: 'ridgeline-plane',
  },
  {
    color: '#ffffff',
    weight: 1,
    opacity: 0.9,
    fillColor: '#b45309',
    fillOpacity: 0.3,
    className: 'ridgeline-plane',
  },
];
const DRAFT_STYLE: L.PathOptions = { color: '#fbbf24', weight: 3, dashArray: '6 6' };
const CASING_STYLE: L.PathOptions = {
  color: '#ffffff',
  weight: LINE_WEIGHT + 4,
  opacity: 0.85,
  lineCap: 'butt',
};
const HIT_STYLE: L.PathOptions = { color: '#000000', weight: HIT_WEIGHT, opacity: 0 };

const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });
const tuple = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A line's label: its type's short name (spelt out for screen readers) and its length. */
function lineLabel(type: EdgeType, ft: number): HTMLElement {
  const label = el('span', '');
  const short = el('span', '', EDGE_STYLES[type].short);
  short.setAttribute('aria-hidden', 'true');
  label.append(short, el('span', 'sr-only', EDGE_TYPE_LABELS[type]), ` ${formatNumber(ft, 1)} ft`);
  return label;
}

interface ChooserAction {
  label: string;
  onClick(): void;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * The small chooser a tap on a line or corner opens: the types to pick from (the current one
 * pressed) and what else can be done there. Plain DOM: it lives inside Leaflet's popup.
 */
function chooser<T extends EdgeType>(
  title: string,
  typesLabel: string,
  types: readonly T[] | null,
  current: T | null,
  onType: (t: T) => void,
  actions: ChooserAction[],
  note?: string,
): HTMLElement {
  const body = el('div', 'ridgeline-chooser-body');
  body.append(el('p', 'ridgeline-chooser-title', title));
  if (types) {
    const group = el('div', 'ridgeline-chooser-types');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', typesLabel);
    for (const t of types) {
      const b = el('button', `ridgeline-type ridgeline-type-${t}`);
      b.type = 'button';
      b.setAttribute('aria-pressed', String(t === current));
      const short = el('span', 'ridgeline-type-short', EDGE_STYLES[t].short);
      short.setAttribute('aria-hidden', 'true');
      b.append(short, EDGE_TYPE_LABELS[t]);
      b.addEventListener('click', () => onType(t));
      group.append(b);
    }
    body.append(group);
  }
  for (const a of actions) {
    const b = el(
      'button',
      a.danger ? 'ridgeline-chooser-action ridgeline-chooser-danger' : 'ridgeline-chooser-action',
      a.label,
    );
    b.type = 'button';
    b.disabled = Boolean(a.disabled);
    b.addEventListener('click', a.onClick);
    body.append(b);
  }
  if (note) body.append(el('p', 'ridgeline-chooser-note', note));
  return body;
}

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
        // Asked with CORS (the tile services the app is set up for allow it): the service
        // worker keeps tiles for use with no network (vite.config.ts), and a CORS answer shows
        // its status, so a failed tile is not kept, and costs only its size in storage.
        crossOrigin: 'anonymous',
      });
    layers.current = { satellite: make(tiles.satellite), road: make(tiles.road) };
    // A tile that fails leaves a grey square and nothing else: once a view's tiles have all
    // answered, the map says whether any failed (Leaflet's tileerror), and clears when a view
    // loads whole.
    for (const name of ['satellite', 'road'] as const) {
      let loaded = 0;
      let failed = 0;
      layers.current[name]
        .on('loading', () => {
          loaded = 0;
          failed = 0;
        })
        .on('tileload', () => (loaded += 1))
        .on('tileerror', () => (failed += 1))
        .on('load', () =>
          setTrouble(
            failed === 0 ? null : { layer: name, all: loaded === 0, offline: !navigator.onLine },
          ),
        );
    }
    marker.current = L.marker([center.lat, center.lng], {
      icon: markerIcon,
      alt: 'Current location',
      keyboard: false,
      interactive: false,
    }).addTo(m);
    shapes.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => {
      const p = latest.current;
      if (p.draft) p.onAddCorner(toLatLng(e.latlng));
      else if (p.line) p.onAddLinePoint(snapForLine(toLatLng(e.latlng)));
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

  const { lat, lng } = props.center;
  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
  }, [lat, lng, tiles]);

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
    opened.current = true;
    m.setView([center.lat, center.lng], LOCATION_ZOOM, { animate: false });
  }, [centerKey, tiles]);

  const { outlines, planes, draft, line } = props;
  const drawing = draft !== null || line !== null;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    // Quick clicks on two corners must not zoom the map in.
    if (drawing) m.doubleClickZoom.disable();
    else m.doubleClickZoom.enable();
    m.getContainer().classList.toggle('ridgeline-drawing', drawing);
  }, [drawing, tiles]);

  useEffect(() => {
    const m = map.current;
    const group = shapes.current;
    if (!m || !group) return;
    // A chooser open on the old shapes would act on corners and edges that have moved.
    m.closePopup();
    group.clearLayers();

    const openChooser = (at: L.LatLng, content: HTMLElement) => {
      L.popup({
        className: 'ridgeline-chooser',
        minWidth: 232,
        maxWidth: 280,
        autoPanPadding: [12, 12],
      })
        .setLatLng(at)
        .setContent(content)
        .openOn(m);
    };
    const act = (f: () => void) => () => {
      m.closePopup();
      f();
    };

    // Leaflet stacks paths in the order they are added, so they are made first and added in
    // layers: fills, white casings, coloured lines, then the bands that take taps, edges' last
    // (a ridge ends on the middle of a rake, where the rake's label is).
    const fills: L.Path[] = [];
    const casings: L.Path[] = [];
    const strokes: L.Path[] = [];
    const lineHits: L.Path[] = [];
    const edgeHits: L.Path[] = [];
    outlines.forEach((o, index) => {
      const n = o.points.length;
      const name = o.name.trim() || `Outline ${index + 1}`;
      // A generated roof shows its planes instead of the plain fill; while a corner is dragged
      // the planes no longer fit, so the plain fill follows the finger until the redraw.
      const planePolygons = (planes.get(o.id) ?? []).map((plane, i) =>
        L.polygon(plane.map(tuple), {
          ...PLANE_STYLES[i % PLANE_STYLES.length],
          interactive: false,
        }),
      );
      const fill = L.polygon(o.points.map(tuple), {
        ...FILL_STYLE,
        ...(planePolygons.length > 0 ? { fillOpacity: 0 } : {}),
        interactive: false,
      });
      fills.push(fill, ...planePolygons);
      const { lines, pitchKnown } = linesOf(o);
      const edgePolylines: L.Polyline[] = [];
      lines.forEach((l, i) => {
        const isEdge = i < n;
        const lineIndex = i - n;
        const ft = pitchKnown ? l.trueFt : l.planFt;
        const style = EDGE_STYLES[l.type];
        const path = [tuple(l.from), tuple(l.to)];
        const casing = L.polyline(path, { ...CASING_STYLE, interactive: false });
        const stroke = L.polyline(path, {
          color: style.color,
          weight: LINE_WEIGHT,
          opacity: 1,
          lineCap: 'butt',
          dashArray: style.dash,
          interactive: false,
        });
        casings.push(casing);
        strokes.push(stroke);
        if (isEdge) edgePolylines.push(casing, stroke);
        // The label at the middle, as a roofer would chalk it on a sketch. It lets taps through
        // to the line under it, so tapping the label picks the line.
        L.tooltip({
          permanent: true,
          direction: 'center',
          className: `ridgeline-edge ridgeline-edge-${l.type}`,
        })
          .setLatLng([(l.from.lat + l.to.lat) / 2, (l.from.lng + l.to.lng) / 2])
          .setContent(lineLabel(l.type, ft))
          .addTo(group);
        if (drawing) return;
        const hit = L.polyline(path, HIT_STYLE);
        (isEdge ? edgeHits : lineHits).push(hit);
        hit.on('click', (e: L.LeafletMouseEvent) => {
          L.DomEvent.stopPropagation(e);
          const length = `${formatNumber(ft, 1)} ft`;
          if (isEdge) {
            openChooser(
              e.latlng,
              chooser(
                `${name}: edge ${i + 1}, ${length}`,
                'Edge type',
                EDGE_TYPES,
                l.type,
                (t) => act(() => latest.current.onSetEdgeType(o.id, i, t))(),
                [
                  {
                    label: 'Add a corner in the middle',
                    onClick: act(() => latest.current.onInsertCorner(o.id, i)),
                  },
                ],
              ),
            );
          } else {
            openChooser(
              e.latlng,
              chooser(
                `${name}: line ${lineIndex + 1}, ${length}`,
                'Line type',
                INNER_LINE_TYPES,
                l.type as InnerLineType,
                (t) => act(() => latest.current.onSetLineType(o.id, lineIndex, t))(),
                [
                  {
                    label: 'Delete line',
                    danger: true,
                    onClick: act(() => latest.current.onDeleteLine(o.id, lineIndex)),
                  },
                ],
              ),
            );
          }
        });
      });

      o.points.forEach((p, i) => {
        const corner = L.marker(tuple(p), {
          icon: cornerIcon(false),
          draggable: !drawing,
          keyboard: false,
          title: drawing
            ? `Corner ${i + 1} of ${name}`
            : `Corner ${i + 1} of ${name}: drag to move, tap for options`,
        }).addTo(group);
        corner.on('dragstart', () => {
          for (const p of planePolygons) p.setStyle({ opacity: 0, fillOpacity: 0 });
          fill.setStyle({ fillOpacity: FILL_STYLE.fillOpacity ?? 0.2 });
        });
        corner.on('drag', () => {
          // The two edges that meet here follow the finger; the rest redraws on release.
          const at = corner.getLatLng();
          const ring = fill.getLatLngs()[0] as L.LatLng[];
          ring[i] = at;
          fill.setLatLngs(ring);
          const prev = (i - 1 + n) % n;
          for (const [edge, end] of [
            [prev, 1],
            [i, 0],
          ] as const) {
            for (const pl of edgePolylines.slice(edge * 2, edge * 2 + 2)) {
              const pts = pl.getLatLngs() as L.LatLng[];
              pts[end] = at;
              pl.setLatLngs(pts);
            }
          }
        });
        corner.on('dragend', () =>
          latest.current.onMoveCorner(o.id, i, toLatLng(corner.getLatLng())),
        );
        corner.on('click', (e: L.LeafletMouseEvent) => {
          L.DomEvent.stopPropagation(e);
          const now = latest.current;
          // While drawing, a tap on a corner puts the next point exactly on it (sections that
          // share a corner, a hip from a corner).
          if (now.draft) now.onAddCorner(p);
          else if (now.line) now.onAddLinePoint(p);
          else {
            const few = n <= MIN_CORNERS;
            openChooser(
              e.latlng,
              chooser(
                `${name}: corner ${i + 1}`,
                '',
                null,
                null,
                () => undefined,
                [
                  {
                    label: 'Remove corner',
                    danger: true,
                    disabled: few,
                    onClick: act(() => latest.current.onRemoveCorner(o.id, i)),
                  },
                ],
                few
                  ? `An outline needs at least ${MIN_CORNERS} corners.`
                  : 'Its two edges become one.',
              ),
            );
          }
        });
      });
    });

    for (const path of [...fills, ...casings, ...strokes, ...lineHits, ...edgeHits]) {
      path.addTo(group);
    }

    if (draft && draft.length > 0) {
      L.polyline(draft.map(tuple), { ...DRAFT_STYLE, interactive: false }).addTo(group);
      draft.forEach((p, i) => {
        const corner = L.marker(tuple(p), {
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
    for (const p of line?.points ?? []) {
      L.marker(tuple(p), {
        icon: lineEndIcon,
        keyboard: false,
        interactive: false,
        title: 'First end of the line',
      }).addTo(group);
    }
  }, [outlines, planes, draft, line, drawing, tiles]);

  const shownTrouble = trouble?.layer === props.layer ? trouble : null;
  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label="Map"
        className="h-[400px] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-200"
      />
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
