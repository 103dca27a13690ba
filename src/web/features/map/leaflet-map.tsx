import 'leaflet/dist/leaflet.css';
import './map.css';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../domain/geo/geo';
import { LOCATION_ZOOM, TILE_PX, tileAt, tileUrlAt } from '../../../domain/geo/map-tile';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { MapConfig } from './api';
import { mapSchemas } from './api';
import type { EditableOutline } from './editable-outline';
import type { ShapeCallbacks } from './map-shapes';
import type { MapLayer, TileTrouble } from './map-tiles';
import { troubleText } from './map-tiles';
import type { MapView } from './map-view';
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

/**
 * The map box: tiles, the location marker, and the roof outlines with their corners, typed
 * edges and inner lines (Leaflet's, map-view.ts). A tap on an edge, line or corner opens a
 * chooser; a tap while drawing adds a corner or a line's end.
 */
export function LeafletMap({ ref, ...props }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  const [trouble, setTrouble] = useState<TileTrouble | null>(null);
  const [failed, setFailed] = useState(false);
  // Leaflet's listeners are bound once; they call whatever the latest props are.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  /** Snaps to the line's outline when the map is there; otherwise the point as given. */
  const snapForLine = (p: LatLng): LatLng => {
    const { line, outlines } = latest.current;
    const outline = line && outlines.find((o) => o.id === line.outlineId);
    return view.current && outline ? view.current.snap(p, snapTargets(outline)) : p;
  };

  useImperativeHandle(
    ref,
    () => ({
      getCenter: () => view.current?.getCenter() ?? latest.current.center,
      snapForLine,
    }),
    [],
  );

  const { tiles } = props;
  // The map, once set up: the effects below run again then, as they need it.
  const [ready, setReady] = useState<MapView | null>(null);
  const [poster] = useState(() => posterTile(props));
  const [posterShown, setPosterShown] = useState(poster !== null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let made: MapView | null = null;
    let cancelled = false;
    // After the frame with the page's first render is painted (the header, the panels, the
    // map's box with the tile it opens on): Leaflet's code is fetched and run then, not before
    // the screen can be drawn, and it reads the box's size from the layout that paint made
    // instead of forcing one in the middle of React's commit. The page has already asked for
    // the first tile (src/server/map-page.ts), so waiting costs the imagery nothing. The
    // schemas come with it: what is drawn on the map is checked with them (an outline's pitch),
    // and a plain visit's first screen did not fetch them (firstDrawChecks in api.ts).
    afterNextPaint()
      .then(() => Promise.all([import('./map-view'), mapSchemas.fetch()]))
      // Running Leaflet's code and setting the map up are two tasks, not one long one.
      .then(async ([view]) => {
        await afterNextPaint();
        return view;
      })
      .then(({ createMapView }) => {
        if (cancelled) return;
        const { center, layer } = latest.current;
        made = createMapView(element, {
          center,
          tiles,
          layer,
          onTrouble: setTrouble,
          onTap(p) {
            const now = latest.current;
            if (now.draft) now.onAddCorner(p);
            else if (now.line) now.onAddLinePoint(snapForLine(p));
          },
          // The poster goes once the imagery is drawn over it, or the map is moved from under it.
          onOpened: () => setPosterShown(false),
        });
        view.current = made;
        setReady(made);
      })
      // Its code could not be fetched (the connection dropped before the first visit ended):
      // the box says so rather than staying grey.
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      made?.remove();
      view.current = null;
      setReady(null);
    };
  }, [tiles]);

  const { layer } = props;
  useEffect(() => {
    ready?.showLayer(layer);
  }, [layer, ready]);

  const { lat, lng } = props.center;
  useEffect(() => {
    ready?.moveMarker({ lat, lng });
  }, [lat, lng, ready]);

  const { centerKey } = props;
  const opened = useRef(false);
  useEffect(() => {
    const { center, outlines } = latest.current;
    if (!ready) return;
    ready.moveMarker(center);
    // A roof already outlined opens filling the map: at the place's usual zoom a house's edges
    // are a thumb's width apart and their labels overlap. Later moves (a search) go to the place.
    if (!opened.current && outlines.length > 0) {
      opened.current = true;
      ready.fitOutlines(outlines);
      return;
    }
    // A later move (a search) takes the map from under the poster of the place it opened on.
    if (opened.current) setPosterShown(false);
    opened.current = true;
    ready.moveTo(center);
  }, [centerKey, ready]);

  const { outlines, planes, draft, line } = props;
  const drawing = draft !== null || line !== null;
  useEffect(() => {
    ready?.setDrawing(drawing);
  }, [drawing, ready]);

  useEffect(() => {
    ready?.drawShapes({ outlines, planes, draft, line }, () => latest.current);
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
            // A tile that fails is not left as a broken image while Leaflet's code is fetched.
            onError={() => setPosterShown(false)}
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
        {failed && (
          <p
            role="alert"
            className="absolute inset-x-4 bottom-8 z-[1000] rounded-md border border-red-300 bg-red-50 p-3 text-center text-sm font-medium text-red-900 shadow"
          >
            {i18n._('The map could not be loaded. Check the connection and reload the page.')}
          </p>
        )}
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
