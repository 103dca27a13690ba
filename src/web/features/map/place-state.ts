import type { GeocodeResult } from '../../../domain/geo/geo';
import type { MapLocation } from './map-location';
import { i18n } from './i18n';

export interface Notice {
  tone: 'info' | 'warning' | 'error';
  text: string;
}

/** Where the map is, and what the last search or location request has to say. */
export interface PlaceState {
  location: MapLocation;
  /** Changes whenever the map must move to `location`; a new address alone leaves the map still. */
  centerKey: number;
  /** The places a search matched, for the user to choose from. */
  choices: GeocodeResult[] | null;
  notice: Notice | null;
}

export type PlaceAction =
  /** A search or a location request begins: the previous one's notice and choices go. */
  | { type: 'lookupStarted' }
  /** A place was found (or chosen): the map moves there. */
  | { type: 'moved'; location: MapLocation }
  | { type: 'notFound'; query: string }
  /** The address service failed (not "no match"): nothing is known about the address. */
  | { type: 'lookupFailed'; query: string; reason: string }
  /**
   * The map's centre is pinned as the place (the map stays as the user left it). The address is
   * the one typed when the search could not place it; otherwise looked up afterwards.
   */
  | { type: 'pinned'; at: { lat: number; lng: number }; address: string }
  /** The project was given this place (from its outlines): the map goes there. */
  | { type: 'projectLocated'; location: MapLocation }
  | { type: 'severalFound'; query: string; results: GeocodeResult[] }
  /** The street address of the position shown. */
  | { type: 'addressFound'; address: string }
  | { type: 'notice'; notice: Notice };

export function initialPlaceState(initial: MapLocation, projectName?: string): PlaceState {
  return {
    location: initial,
    centerKey: 0,
    choices: null,
    notice:
      projectName !== undefined && !initial.located
        ? {
            tone: 'warning',
            text: `${projectName} has no coordinates yet. Search its address to find it on the map, or pin it; saving a roof outline also places it there.`,
          }
        : null,
  };
}

/** Search always shows the typed address, found or not; only the map stays where it was. */
const typedAddress = (location: MapLocation, query: string): MapLocation => ({
  ...location,
  address: query,
  located: false,
});

export function placeReducer(state: PlaceState, action: PlaceAction): PlaceState {
  switch (action.type) {
    case 'lookupStarted':
      return { ...state, choices: null, notice: null };
    case 'moved':
      return {
        ...state,
        location: action.location,
        centerKey: state.centerKey + 1,
        choices: null,
      };
    case 'notFound':
      return {
        ...state,
        location: typedAddress(state.location, action.query),
        notice: {
          tone: 'warning',
          text: i18n._(
            'The coordinates for “{query}” could not be found: no place matches this address. The map still shows the previous position.',
            { query: action.query },
          ),
        },
      };
    case 'lookupFailed':
      return {
        ...state,
        location: typedAddress(state.location, action.query),
        notice: {
          tone: 'warning',
          text: i18n._(
            'Address search failed: {reason} “{query}” was not looked up, and the map stays where it was. Try again later, or move the map to the property and pin it.',
            { reason: action.reason, query: action.query },
          ),
        },
      };
    case 'pinned':
      return {
        ...state,
        location: { address: action.address, ...action.at, located: true, chosen: true },
        choices: null,
        notice: null,
      };
    case 'projectLocated':
      return {
        ...state,
        location: action.location,
        centerKey: state.centerKey + 1,
        choices: null,
        notice: null,
      };
    case 'severalFound':
      return {
        ...state,
        location: typedAddress(state.location, action.query),
        choices: action.results,
      };
    case 'addressFound':
      return { ...state, location: { ...state.location, address: action.address } };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}
