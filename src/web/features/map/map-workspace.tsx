import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RoofOutlines } from '../../../domain/geo';
import type { Project } from '../../../domain/project';
import { usePermissions } from '../../lib/permissions';
import type { MapConfig } from './api';
import { AddressSearch } from './address-search';
import { DraftToolbar } from './draft-toolbar';
import { drawingReducer } from './drawing-state';
import type { EditableOutline } from './editable-outline';
import { newOutlineId } from './editable-outline';
import { LayerToggle } from './layer-toggle';
import type { MapHandle, MapLayer } from './leaflet-map';
import { LeafletMap } from './leaflet-map';
import { LocationPanel } from './location-panel';
import type { MapLocation } from './map-location';
import { PlaceNotices } from './place-notices';
import { RoofMeasurements } from './roof-outlines';
import { writeMapSession } from './session-state';
import { useMapPlace } from './use-map-place';
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
  const navigate = useNavigate();
  const can = usePermissions();
  const place = useMapPlace(initial, project?.name);
  const [{ outlines, draft }, draw] = useReducer(drawingReducer, {
    outlines: initialOutlines,
    draft: null,
  });
  const [layer, setLayer] = useState<MapLayer>('satellite');
  const [useOpen, setUseOpen] = useState(false);
  const mapHandle = useRef<MapHandle | null>(null);
  const mapTop = useRef<HTMLDivElement>(null);
  const finish = () => draw({ type: 'finish', id: newOutlineId() });

  useEffect(() => {
    if (remember) writeMapSession({ location: place.location, outlines });
  }, [remember, place.location, outlines]);

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
        query={place.location.address}
        onChoose={place.choose}
      />

      <div ref={mapTop} className="flex scroll-mt-2 flex-wrap items-center justify-between gap-2">
        <LayerToggle layer={layer} onChange={setLayer} />
      </div>
      <LeafletMap
        tiles={config.map}
        layer={layer}
        center={place.location}
        centerKey={place.centerKey}
        outlines={outlines}
        draft={draft}
        ref={mapHandle}
        onAddCorner={(at) => draw({ type: 'addCorner', at })}
        onCloseDraft={finish}
        onMoveCorner={(id, index, at) => draw({ type: 'moveCorner', id, index, at })}
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

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LocationPanel
          location={place.location}
          project={project}
          onUse={can.editProjects ? () => setUseOpen(true) : undefined}
        />
        <RoofMeasurements
          outlines={outlines}
          onChange={(next) => draw({ type: 'setOutlines', outlines: next })}
          draft={draft}
          onStartDraw={() => {
            draw({ type: 'start' });
            // On a phone the map is above the panel: bring it and the drawing buttons into view.
            mapTop.current?.scrollIntoView({ block: 'start' });
          }}
          project={project}
          savedOutlines={savedOutlines}
          onSendToEstimator={
            can.estimate
              ? (area, pitch) => {
                  const qs = new URLSearchParams({ area: String(area), pitch: String(pitch) });
                  if (project) qs.set('projectId', project.id);
                  void navigate(`/estimator?${qs}`);
                }
              : undefined
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
