import { i18n } from './i18n';

// The map's two layers of imagery, and what the map says when their tiles do not load (the
// layers themselves are Leaflet's, set up in map-view.ts).

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
