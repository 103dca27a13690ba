import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RoofOutlines } from '../../../domain/geo/geo';
import type { Project } from '../../../domain/project/project';
import { usePermissions } from '../../lib/permissions';
import { buttonStyles } from '../../components/ui/button-styles';
import type { MapConfig } from './api';
import { mapSchemas } from './api';
import { AddressSearch } from './address-search';
import { DraftToolbar, LineToolbar } from './draft-toolbar';
import { drawingReducer } from './drawing-state';
import { estimatorUrl } from './estimator-link';
import type { EditableOutline } from './editable-outline';
import { newOutlineId } from './editable-outline';
import { LayerToggle } from './layer-toggle';
import type { MapHandle, MapLayer } from './leaflet-map';
import { LeafletMap } from './leaflet-map';
import { useRoofPlanes } from './use-roof-planes';
import { LocationPanel } from './location-panel';
import { MapLegend } from './map-legend';
import type { MapLocation } from './map-location';
import { usable } from './map-location';
import { PlaceNotices } from './place-notices';
import { RoofMeasurements } from './roof-outlines';
import { RoofTotals } from './roof-totals';
import { writeMapSession } from './session-state';
import { useMapPlace } from './use-map-place';
import { useLingui } from './i18n';
import { placeText } from './map-texts';
import { UseLocationDialog } from './use-location-dialog';

export function MapWorkspace({
  config,
  initial,
  project,
  savedOutlines,
  initialOutlines,
  remember,
}: {
  config: MapConfig;
  initial: MapLocation;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  initialOutlines: EditableOutline[];
  /** Keep the place and outlines for this tab (the map without a project). */
  remember: boolean;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const can = usePermissions();
  const place = useMapPlace(initial, project?.name);
  const [{ outlines, draft, line }, draw] = useReducer(drawingReducer, {
    outlines: initialOutlines,
    draft: null,
    line: null,
  });
  const planes = useRoofPlanes(outlines);
  const [layer, setLayer] = useState<MapLayer>('satellite');
  const [useOpen, setUseOpen] = useState(false);
  const mapHandle = useRef<MapHandle | null>(null);
  const mapTop = useRef<HTMLDivElement>(null);
  const finish = () => draw({ type: 'finish', id: newOutlineId() });

  useEffect(() => {
    if (remember) writeMapSession({ location: place.location, outlines });
  }, [remember, place.location, outlines]);

  const drawing = draft !== null || line !== null;
  useEffect(() => {
    if (!drawing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) draw({ type: 'cancel' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawing]);
  // On a phone the map is above the panels: bring it and the drawing buttons into view.
  const showMap = () => mapTop.current?.scrollIntoView({ block: 'start' });

  return (
    <div className="space-y-4">
      <AddressSearch
        initialQuery={initial.located ? '' : initial.address}
        searching={place.searching}
        onSearch={place.search}
        locating={place.locating}
        onLocate={place.locate}
      />
      <PlaceNotices
        notice={place.notice}
        choices={place.choices}
        query={placeText(place.location.address)}
        onChoose={place.choose}
      />

      <div ref={mapTop} className="flex scroll-mt-2 flex-wrap items-center justify-between gap-2">
        <LayerToggle layer={layer} onChange={setLayer} />
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={drawing}
          onClick={() => {
            const at = mapHandle.current?.getCenter();
            if (at) place.pin(at);
          }}
        >
          {i18n._('Pin the map centre')}
        </button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <LeafletMap
            tiles={config.map}
            layer={layer}
            center={place.location}
            centerKey={place.centerKey}
            outlines={outlines}
            planes={planes}
            draft={draft}
            line={line}
            ref={mapHandle}
            onAddCorner={(at) => draw({ type: 'addCorner', at })}
            onCloseDraft={finish}
            onMoveCorner={(id, index, at) => draw({ type: 'moveCorner', id, index, at })}
            onAddLinePoint={(at) => draw({ type: 'addLinePoint', at })}
            onSetEdgeType={(id, index, edgeType) =>
              draw({ type: 'setEdgeType', id, index, edgeType })
            }
            onInsertCorner={(id, edge) => draw({ type: 'insertCorner', id, edge })}
            onRemoveCorner={(id, index) => draw({ type: 'removeCorner', id, index })}
            onSetLineType={(id, index, lineType) =>
              draw({ type: 'setLineType', id, index, lineType })
            }
            onDeleteLine={(id, index) => draw({ type: 'deleteLine', id, index })}
          />

          {draft && (
            <DraftToolbar
              draft={draft}
              onFinish={finish}
              onAddAtCentre={() => {
                const at = mapHandle.current?.getCenter();
                if (at) draw({ type: 'addCorner', at });
              }}
              onUndo={() => draw({ type: 'undoCorner' })}
              onCancel={() => draw({ type: 'cancel' })}
            />
          )}
          {line && (
            <LineToolbar
              line={line}
              outlineName={outlines.find((o) => o.id === line.outlineId)?.name ?? ''}
              onAddAtCentre={() => {
                const h = mapHandle.current;
                if (h) draw({ type: 'addLinePoint', at: h.snapForLine(h.getCenter()) });
              }}
              onUndo={() => draw({ type: 'undoLinePoint' })}
              onCancel={() => draw({ type: 'cancel' })}
            />
          )}
        </div>

        <div className="space-y-4">
          <MapLegend />
          <RoofTotals
            outlines={outlines}
            drawing={drawing}
            project={project}
            savedOutlines={savedOutlines}
            onSendToEstimator={
              can.estimate ? (m) => void navigate(estimatorUrl(m, project?.id)) : undefined
            }
          />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LocationPanel
          location={place.location}
          project={project}
          onUse={can.editProjects && usable(place.location) ? () => setUseOpen(true) : undefined}
        />
        <RoofMeasurements
          outlines={outlines}
          onChange={(next) => draw({ type: 'setOutlines', outlines: next })}
          draft={draft}
          line={line}
          onStartDraw={() =>
            // An outline is checked with the schemas (its pitch) as soon as it is finished; a
            // plain visit fetches them after its first paint, so a very quick start waits for
            // them. If they cannot be fetched, the map box says the map could not be loaded.
            void mapSchemas.fetch().then(
              () => {
                draw({ type: 'start' });
                showMap();
              },
              () => undefined,
            )
          }
          onStartLine={(id, lineType) => {
            draw({ type: 'startLine', id, lineType });
            showMap();
          }}
          project={project}
          savedOutlines={savedOutlines}
          onLocated={(at) =>
            project &&
            place.projectLocated({
              address: project.address,
              ...at,
              located: true,
              chosen: true,
            })
          }
        />
      </div>

      {useOpen && (
        <UseLocationDialog
          location={place.location}
          project={project}
          onClose={() => setUseOpen(false)}
        />
      )}
    </div>
  );
}
