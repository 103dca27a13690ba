import L from 'leaflet';
import type { MapConfig } from './api';
import { i18n } from './i18n';

// The map's imagery: the satellite and road tile layers, and what the map says when their
// tiles do not load.

export type MapLayer = 'satellite' | 'road';

/** The tiles of the last view that did not load: all of them or some, and with no network. */
export interface TileTrouble {
  layer: MapLayer;
  all: boolean;
  offline: boolean;
}

/** Each layer's sentence whole, so a language can say "the satellite imagery" its own way. */
export function troubleText({ layer, all, offline }: TileTrouble): string {
  if (layer === 'satellite') {
    if (offline) {
      return i18n._(
        'The satellite imagery needs a connection: only the parts seen before show offline. The address, pins and outlines still work.',
      );
    }
    return all
      ? i18n._(
          'The satellite imagery could not be loaded: the map service is not answering. The address, pins and outlines still work.',
        )
      : i18n._(
          'Part of the satellite imagery could not be loaded: the map service is not answering.',
        );
  }
  if (offline) {
    return i18n._(
      'The road map needs a connection: only the parts seen before show offline. The address, pins and outlines still work.',
    );
  }
  return all
    ? i18n._(
        'The road map could not be loaded: the map service is not answering. The address, pins and outlines still work.',
      )
    : i18n._('Part of the road map could not be loaded: the map service is not answering.');
}

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
export function tileLayers(
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
