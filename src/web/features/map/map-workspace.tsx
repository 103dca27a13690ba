import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GeocodeResult, LatLng, RoofOutlines } from '../../../domain/geo';
import { geocodeQuerySchema } from '../../../domain/geo';
import type { Project } from '../../../domain/project';
import { toFixedHalfUp } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-client';
import type { MapConfig } from './api';
import { geocodeSearch, reverseGeocode } from './api';
import type { MapHandle, MapLayer } from './leaflet-map';
import { LeafletMap } from './leaflet-map';
import type { EditableOutline } from './roof-outlines';
import { RoofMeasurements } from './roof-outlines';
import { writeMapSession } from './session-state';
import { UseLocationDialog } from './use-location-dialog';

export interface InitialLocation {
  address: string;
  lat: number;
  lng: number;
  /** False when the coordinates are not the address's (a search found nothing). */
  located: boolean;
}

type Notice = { tone: 'info' | 'warning' | 'error'; text: string };

const NOTICE_STYLES: Record<Notice['tone'], string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-900',
};

/** A standard maps URL: phones hand it to their maps app. */
export function directionsUrl(location: InitialLocation): string {
  const destination = location.located
    ? `${toFixedHalfUp(location.lat, 6)},${toFixedHalfUp(location.lng, 6)}`
    : location.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: 'Location access was refused. Allow location for this site in your browser settings, or search for the address.',
  2: 'Your position is not available right now. Search for the address instead.',
  3: 'Finding your position took too long. Try again, or search for the address.',
};

export function MapWorkspace({
  config,
  initial,
  project,
  savedOutlines,
  initialOutlines,
  remember,
}: {
  config: MapConfig;
  initial: InitialLocation;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  initialOutlines: EditableOutline[];
  /** Keep the place and outlines for this tab (the map without a project). */
  remember: boolean;
}) {
  const navigate = useNavigate();
  const [location, setLocation] = useState(initial);
  const [centerKey, setCenterKey] = useState(0);
  const [layer, setLayer] = useState<MapLayer>('satellite');
  const [query, setQuery] = useState(initial.located ? '' : initial.address);
  const [queryError, setQueryError] = useState<string>();
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const [choices, setChoices] = useState<GeocodeResult[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(
    project && !initial.located
      ? {
          tone: 'warning',
          text: `${project.name} has no coordinates yet. Search its address to find it on the map.`,
        }
      : null,
  );
  const [useOpen, setUseOpen] = useState(false);
  const [outlines, setOutlines] = useState<EditableOutline[]>(initialOutlines);
  const [draft, setDraft] = useState<LatLng[] | null>(null);
  const mapHandle = useRef<MapHandle | null>(null);
  const mapTop = useRef<HTMLDivElement>(null);
  const searchSeq = useRef(0);

  useEffect(() => {
    if (remember) writeMapSession({ location, outlines });
  }, [remember, location, outlines]);

  const moveTo = (next: InitialLocation) => {
    setLocation(next);
    setCenterKey((k) => k + 1);
  };

  async function onSearch(e: FormEvent) {
    e.preventDefault();
    const parsed = geocodeQuerySchema().safeParse({ q: query });
    if (!parsed.success) {
      setQueryError(parsed.error.issues[0]?.message);
      return;
    }
    setQueryError(undefined);
    const q = parsed.data.q;
    const seq = ++searchSeq.current;
    setSearching(true);
    setChoices(null);
    setNotice(null);
    const notFound = (reason: string) => {
      // The spec's Search always shows the typed address; only the coordinates stay behind.
      setLocation((l) => ({ ...l, address: q, located: false }));
      setNotice({
        tone: 'warning',
        text: `The coordinates for “${q}” could not be found: ${reason} The map still shows the previous position.`,
      });
    };
    try {
      const results = await geocodeSearch(q);
      if (seq !== searchSeq.current) return;
      const [only] = results;
      if (results.length === 0 || !only) {
        notFound('no place matches this address.');
      } else if (results.length === 1) {
        moveTo({ address: only.displayName, lat: only.lat, lng: only.lng, located: true });
      } else {
        setLocation((l) => ({ ...l, address: q, located: false }));
        setChoices(results);
      }
    } catch (err) {
      if (seq !== searchSeq.current) return;
      notFound(err instanceof ApiError ? err.message : 'the address service failed.');
    } finally {
      if (seq === searchSeq.current) setSearching(false);
    }
  }

  function choose(r: GeocodeResult) {
    setChoices(null);
    moveTo({ address: r.displayName, lat: r.lat, lng: r.lng, located: true });
  }

  function onMyLocation() {
    if (!('geolocation' in navigator)) {
      setNotice({
        tone: 'error',
        text: 'This browser cannot share its location. Search for the address instead.',
      });
      return;
    }
    setLocating(true);
    setNotice(null);
    setChoices(null);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const lat = pos.coords.latitude;
        const lng = pos.coords.longitude;
        const seq = ++searchSeq.current;
        moveTo({ address: 'My location', lat, lng, located: true });
        try {
          const found = await reverseGeocode(lat, lng);
          if (seq !== searchSeq.current) return;
          if (found) setLocation((l) => ({ ...l, address: found.displayName }));
          else
            setNotice({
              tone: 'info',
              text: 'No street address was found at your position; its coordinates are shown.',
            });
        } catch (err) {
          if (seq !== searchSeq.current) return;
          setNotice({
            tone: 'warning',
            text: `Your position is shown, but its address could not be looked up: ${err instanceof Error ? err.message : 'unknown error'}`,
          });
        } finally {
          setLocating(false);
        }
      },
      (err) => {
        setLocating(false);
        setNotice({
          tone: 'error',
          text: GEOLOCATION_ERRORS[err.code] ?? 'Your position could not be found.',
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSearch} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="map-address" className="block text-sm font-medium text-slate-800">
            Property address
          </label>
          <input
            id="map-address"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Enter property address"
            autoComplete="street-address"
            aria-invalid={Boolean(queryError)}
            aria-describedby={queryError ? 'map-address-error' : undefined}
            className={`mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-500/40 focus:outline-none ${queryError ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={searching}
            aria-busy={searching}
            className={`${buttonStyles.primary} flex-1 sm:flex-none`}
          >
            {searching ? 'Searching…' : 'Search'}
          </button>
          <button
            type="button"
            onClick={onMyLocation}
            disabled={locating}
            className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
          >
            {locating ? 'Locating…' : 'My location'}
          </button>
        </div>
      </form>
      {queryError && (
        <p id="map-address-error" className="-mt-2 text-sm font-medium text-red-700">
          {queryError}
        </p>
      )}

      <div aria-live="polite">
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-md border px-4 py-3 text-sm ${NOTICE_STYLES[notice.tone]}`}
          >
            {notice.text}
          </p>
        )}
        {choices && (
          <section
            aria-labelledby="map-choices-heading"
            className="rounded-md border border-slate-200 bg-white p-4"
          >
            <h2 id="map-choices-heading" className="font-semibold">
              Several places match “{location.address}”. Choose one:
            </h2>
            <ul className="mt-2 space-y-2">
              {choices.map((c) => (
                <li key={`${c.lat},${c.lng},${c.displayName}`}>
                  <button
                    type="button"
                    onClick={() => choose(c)}
                    className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-50"
                  >
                    {c.displayName}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div ref={mapTop} className="flex scroll-mt-2 flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Map type" className="inline-flex rounded-md shadow-sm">
          {(['satellite', 'road'] as const).map((l, i) => (
            <button
              key={l}
              type="button"
              aria-pressed={layer === l}
              onClick={() => setLayer(l)}
              className={`min-h-11 border border-slate-300 px-4 text-sm font-semibold ${i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md'} ${layer === l ? 'border-brand-800 bg-brand-800 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {l === 'satellite' ? 'Satellite' : 'Road'}
            </button>
          ))}
        </div>
      </div>
      <LeafletMap
        tiles={config.map}
        layer={layer}
        center={location}
        centerKey={centerKey}
        outlines={outlines}
        draft={draft}
        ref={mapHandle}
        onAddCorner={(p) => setDraft((d) => (d ? [...d, p] : d))}
        onCloseDraft={() => closeDraft()}
        onMoveCorner={(id, i, p) =>
          setOutlines((os) =>
            os.map((o) =>
              o.id === id ? { ...o, points: o.points.map((q, j) => (j === i ? p : q)) } : o,
            ),
          )
        }
      />

      {draft && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
          <p role="status" className="text-sm text-amber-950">
            Click each roof corner on the map above ({draft.length} so far); click the first corner
            or Finish outline to close it.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={closeDraft}
              disabled={draft.length < 3}
              className={buttonStyles.primary}
            >
              Finish outline
            </button>
            <button
              type="button"
              onClick={() => {
                const c = mapHandle.current?.getCenter();
                if (c) setDraft((d) => (d ? [...d, c] : d));
              }}
              className={buttonStyles.secondary}
            >
              Add corner at map centre
            </button>
            <button
              type="button"
              onClick={() => setDraft((d) => (d ? d.slice(0, -1) : d))}
              disabled={draft.length === 0}
              className={buttonStyles.secondary}
            >
              Undo corner
            </button>
            <button type="button" onClick={() => setDraft(null)} className={buttonStyles.ghost}>
              Cancel
            </button>
          </div>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="current-location-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 lg:self-start"
        >
          <h2 id="current-location-heading" className="text-lg font-semibold">
            Current Location
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-700">Address</dt>
            <dd className="break-words">{location.address}</dd>
            <dt className="font-medium text-slate-700">Latitude</dt>
            <dd>
              <span className="font-mono">{toFixedHalfUp(location.lat, 6)}</span>
            </dd>
            <dt className="font-medium text-slate-700">Longitude</dt>
            <dd>
              <span className="font-mono">{toFixedHalfUp(location.lng, 6)}</span>
            </dd>
          </dl>
          {!location.located && (
            <p className="mt-2 text-sm text-amber-900">
              These coordinates are the previous position: the address above was not found.
            </p>
          )}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <a
              href={directionsUrl(location)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.secondary}
            >
              Get Directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button type="button" onClick={() => setUseOpen(true)} className={buttonStyles.primary}>
              Use This Location
            </button>
          </div>
          {project && (
            <p className="mt-3 text-sm text-slate-700">
              Project:{' '}
              <Link
                to={`/projects/${encodeURIComponent(project.id)}`}
                className="font-medium text-brand-800 underline"
              >
                {project.name}
              </Link>
            </p>
          )}
        </section>

        <RoofMeasurements
          outlines={outlines}
          onChange={setOutlines}
          draft={draft}
          onStartDraw={() => {
            setDraft([]);
            // On a phone the map is above the panel: bring it and the drawing buttons into view.
            mapTop.current?.scrollIntoView({ block: 'start' });
          }}
          project={project}
          savedOutlines={savedOutlines}
          onSendToEstimator={(area, pitch) => {
            const qs = new URLSearchParams({ area: String(area), pitch: String(pitch) });
            if (project) qs.set('projectId', project.id);
            void navigate(`/estimator?${qs}`);
          }}
        />
      </div>

      {useOpen && (
        <UseLocationDialog
          location={location}
          project={project}
          onClose={() => setUseOpen(false)}
        />
      )}
    </div>
  );

  function closeDraft() {
    if (!draft || draft.length < 3) return;
    const outline = newOutline(outlines, draft);
    setOutlines((os) => [...os, outline]);
    setDraft(null);
  }
}

function newOutline(existing: EditableOutline[], points: LatLng[]): EditableOutline {
  const names = new Set(existing.map((o) => o.name));
  let n = existing.length + 1;
  while (names.has(`Roof ${n}`)) n++;
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Roof ${n}`,
    pitchText: '6',
    points,
  };
}
