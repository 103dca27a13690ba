import L from 'leaflet';
import type { LatLng } from '../../../domain/geo/geo';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import { EDGE_TYPES, INNER_LINE_TYPES } from '../../../domain/takeoff/roof-edge-types';
import type { LineDraft } from './drawing-state';
import { EDGE_STYLES, LINE_WEIGHT } from './edge-styles';
import type { EditableOutline } from './editable-outline';
import { linesOf } from './editable-outline';
import { chooser, closeThen, lineLabel, openChooser } from './map-popups';
import { i18n } from './i18n';
import { feetText } from './map-texts';
import { MIN_CORNERS } from './outline-edit';
import type { RoofPlanes } from './use-roof-planes';

// The roof outlines drawn on the Leaflet map: fills or generated planes, typed edges and inner
// lines with their labels, the corners to drag, and the outline or line being drawn.

/** The invisible band along each line that takes taps: a finger is wider than the line. */
const HIT_WEIGHT = 24;

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

export const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });
export const tuple = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];

/** What taps on the shapes do, and what is being drawn; read when the tap comes. */
export interface ShapeCallbacks {
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
}

export interface Shapes {
  outlines: readonly EditableOutline[];
  planes: RoofPlanes;
  draft: LatLng[] | null;
  line: LineDraft | null;
}

// Leaflet stacks paths in the order they are added, so they are made first and added in
// layers: fills, white casings, coloured lines, then the bands that take taps, edges' last
// (a ridge ends on the middle of a rake, where the rake's label is).
interface Stack {
  fills: L.Path[];
  casings: L.Path[];
  strokes: L.Path[];
  lineHits: L.Path[];
  edgeHits: L.Path[];
}

interface Drawing {
  m: L.Map;
  group: L.LayerGroup;
  stack: Stack;
  /** An outline or a line is being drawn: shapes take no taps of their own, corners stay put. */
  drawing: boolean;
  now: () => ShapeCallbacks;
}

/** Draws the shapes afresh into `group` (what was there before is cleared). */
export function drawShapes(
  m: L.Map,
  group: L.LayerGroup,
  shapes: Shapes,
  now: () => ShapeCallbacks,
): void {
  // A chooser open on the old shapes would act on corners and edges that have moved.
  m.closePopup();
  group.clearLayers();
  const stack: Stack = { fills: [], casings: [], strokes: [], lineHits: [], edgeHits: [] };
  const drawing = shapes.draft !== null || shapes.line !== null;
  const d: Drawing = { m, group, stack, drawing, now };
  shapes.outlines.forEach((o, index) => drawOutline(d, o, index, shapes.planes));
  for (const path of [
    ...stack.fills,
    ...stack.casings,
    ...stack.strokes,
    ...stack.lineHits,
    ...stack.edgeHits,
  ]) {
    path.addTo(group);
  }
  drawDraft(d, shapes.draft);
  for (const p of shapes.line?.points ?? []) {
    L.marker(tuple(p), {
      icon: lineEndIcon,
      keyboard: false,
      interactive: false,
      title: i18n._('First end of the line'),
    }).addTo(group);
  }
}

function drawOutline(d: Drawing, o: EditableOutline, index: number, planes: RoofPlanes): void {
  const name = o.name.trim() || i18n._('Outline {number}', { number: index + 1 });
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
  d.stack.fills.push(fill, ...planePolygons);
  const edgePolylines = drawLines(d, o, name);
  drawCorners(d, o, name, { fill, planePolygons, edgePolylines });
}

/** The edges and inner lines with their labels; returns each edge's casing and stroke. */
function drawLines(d: Drawing, o: EditableOutline, name: string): L.Polyline[] {
  const n = o.points.length;
  const { lines, pitchKnown } = linesOf(o);
  const edgePolylines: L.Polyline[] = [];
  lines.forEach((l, i) => {
    const isEdge = i < n;
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
    d.stack.casings.push(casing);
    d.stack.strokes.push(stroke);
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
      .addTo(d.group);
    if (d.drawing) return;
    const hit = L.polyline(path, HIT_STYLE);
    (isEdge ? d.stack.edgeHits : d.stack.lineHits).push(hit);
    const length = feetText(ft);
    hit.on('click', (e: L.LeafletMouseEvent) => {
      L.DomEvent.stopPropagation(e);
      const act = (f: (now: ShapeCallbacks) => void) => closeThen(d.m, () => f(d.now()));
      const content = isEdge
        ? chooser(
            i18n._('{name}: edge {number}, {length}', { name, number: i + 1, length }),
            i18n._('Edge type'),
            EDGE_TYPES,
            l.type,
            (t) => act((now) => now.onSetEdgeType(o.id, i, t))(),
            [
              {
                label: i18n._('Add a corner in the middle'),
                onClick: act((now) => now.onInsertCorner(o.id, i)),
              },
            ],
          )
        : chooser(
            i18n._('{name}: line {number}, {length}', { name, number: i - n + 1, length }),
            i18n._('Line type'),
            INNER_LINE_TYPES,
            l.type as InnerLineType,
            (t) => act((now) => now.onSetLineType(o.id, i - n, t))(),
            [
              {
                label: i18n._('Delete line'),
                danger: true,
                onClick: act((now) => now.onDeleteLine(o.id, i - n)),
              },
            ],
          );
      openChooser(d.m, e.latlng, content);
    });
  });
  return edgePolylines;
}

/** The outline's corners: dragged to move, tapped for options or to draw onto them. */
function drawCorners(
  d: Drawing,
  o: EditableOutline,
  name: string,
  drawn: { fill: L.Polygon; planePolygons: L.Polygon[]; edgePolylines: L.Polyline[] },
): void {
  const n = o.points.length;
  const { fill, planePolygons, edgePolylines } = drawn;
  o.points.forEach((p, i) => {
    const corner = L.marker(tuple(p), {
      icon: cornerIcon(false),
      draggable: !d.drawing,
      keyboard: false,
      title: d.drawing
        ? i18n._('Corner {number} of {name}', { number: i + 1, name })
        : i18n._('Corner {number} of {name}: drag to move, tap for options', {
            number: i + 1,
            name,
          }),
    }).addTo(d.group);
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
    corner.on('dragend', () => d.now().onMoveCorner(o.id, i, toLatLng(corner.getLatLng())));
    corner.on('click', (e: L.LeafletMouseEvent) => {
      L.DomEvent.stopPropagation(e);
      const now = d.now();
      // While drawing, a tap on a corner puts the next point exactly on it (sections that
      // share a corner, a hip from a corner).
      if (now.draft) now.onAddCorner(p);
      else if (now.line) now.onAddLinePoint(p);
      else {
        const few = n <= MIN_CORNERS;
        openChooser(
          d.m,
          e.latlng,
          chooser(
            i18n._('{name}: corner {number}', { name, number: i + 1 }),
            '',
            null,
            null,
            () => undefined,
            [
              {
                label: i18n._('Remove corner'),
                danger: true,
                disabled: few,
                onClick: closeThen(d.m, () => d.now().onRemoveCorner(o.id, i)),
              },
            ],
            few
              ? i18n._('An outline needs at least {count} corners.', { count: MIN_CORNERS })
              : i18n._('Its two edges become one.'),
          ),
        );
      }
    });
  });
}

/** The outline being drawn: its dashed line and its corners, the first closing it. */
function drawDraft(d: Drawing, draft: LatLng[] | null): void {
  if (!draft || draft.length === 0) return;
  L.polyline(draft.map(tuple), { ...DRAFT_STYLE, interactive: false }).addTo(d.group);
  draft.forEach((p, i) => {
    const corner = L.marker(tuple(p), {
      icon: cornerIcon(i === 0),
      keyboard: false,
      title:
        i === 0
          ? i18n._('First corner: click to close the outline')
          : i18n._('Corner {number}', { number: i + 1 }),
    }).addTo(d.group);
    corner.on('click', (e) => {
      L.DomEvent.stopPropagation(e);
      const now = d.now();
      if (i === 0 && now.draft && now.draft.length >= 3) now.onCloseDraft();
    });
  });
}
