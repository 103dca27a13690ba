import { useMutation } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import type { GeocodeResult, LatLng } from '../../../domain/geo/geo';
import { ApiError } from '../../lib/api-client';
import { geocodeSearch, reverseGeocode } from './api';
import { canShareLocation, currentPosition, NO_GEOLOCATION } from './current-position';
import type { MapLocation } from './map-location';
import { MY_LOCATION, PINNED_PLACE } from './map-location';
import { initialPlaceState, placeReducer } from './place-state';
import { i18n } from './i18n';

/**
 * Said with no network instead of a failure: looking up an address needs the geocoder, the rest
 * of the map does not.
 */
// The notices are marked for extraction (`/*i18n*/`) and translated as they are given.
export const NEEDS_CONNECTION =
  /*i18n*/ 'Address search needs a connection. Your saved projects and outlines still work.';
export const ADDRESS_NEEDS_CONNECTION =
  /*i18n*/ 'Your position is shown. Its street address needs a connection.';
export const PIN_ADDRESS_NEEDS_CONNECTION =
  /*i18n*/ 'The pin is placed. Its street address needs a connection.';

/** How the notices about a point's street address name the point. */
const POINTS = {
  position: {
    address: MY_LOCATION,
    offline: ADDRESS_NEEDS_CONNECTION,
    none: /*i18n*/ 'No street address was found at your position; its coordinates are shown.',
    failed: /*i18n*/ 'Your position is shown, but its address could not be looked up:',
  },
  pin: {
    address: PINNED_PLACE,
    offline: PIN_ADDRESS_NEEDS_CONNECTION,
    none: /*i18n*/ 'No street address was found at the pin; its coordinates are shown.',
    failed: /*i18n*/ 'The pin is placed, but its address could not be looked up:',
  },
} as const;

/** The request never reached the server (apiRequest's status 0): no network, not a bad answer. */
const unreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * The browser knows it has no network at the moment of asking: then no lookup is sent (it is
 * bound to fail, and a failed request is a console error). What matters is the moment of the
 * click, so this reads the browser's flag then rather than following its events.
 */
const knownOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

const located = (r: GeocodeResult): MapLocation => ({
  address: r.displayName,
  lat: r.lat,
  lng: r.lng,
  located: true,
  chosen: true,
});

/**
 * The map's place: moved by an address search, a choice among several matches, or the browser's
 * position. Only the newest lookup may change it: a mutation's per-call callbacks fire for its
 * latest call only, and starting one kind of lookup resets the other, whose answer then goes
 * nowhere.
 */
export function useMapPlace(initial: MapLocation, projectName: string | undefined) {
  const [state, dispatch] = useReducer(placeReducer, undefined, () =>
    initialPlaceState(initial, projectName),
  );
  const [positioning, setPositioning] = useState(false);
  const searchMutation = useMutation({ mutationFn: geocodeSearch });
  const reverseMutation = useMutation({
    mutationFn: (at: LatLng) => reverseGeocode(at.lat, at.lng),
  });

  function search(query: string) {
    reverseMutation.reset();
    dispatch({ type: 'lookupStarted' });
    // The typed address stays in the box for when the signal is back; the map stays put.
    if (knownOffline()) {
      dispatch({ type: 'notice', notice: { tone: 'warning', text: i18n._(NEEDS_CONNECTION) } });
      return;
    }
    searchMutation.mutate(query, {
      onSuccess: (results) => {
        const [only] = results;
        if (!only) {
          dispatch({ type: 'notFound', query });
        } else if (results.length === 1) {
          dispatch({ type: 'moved', location: located(only) });
        } else {
          dispatch({ type: 'severalFound', query, results });
        }
      },
      onError: (err) =>
        dispatch(
          unreachable(err)
            ? { type: 'notice', notice: { tone: 'warning', text: i18n._(NEEDS_CONNECTION) } }
            : {
                type: 'lookupFailed',
                query,
                reason:
                  err instanceof ApiError ? err.message : i18n._('the address service failed.'),
              },
        ),
    });
  }

  /** The street address of a point just shown, for its placeholder address. */
  function lookUpAddress(at: LatLng, point: keyof typeof POINTS) {
    const says = POINTS[point];
    // The point needs no network (the device's position, the map's centre); its address does.
    if (knownOffline()) {
      dispatch({ type: 'notice', notice: { tone: 'info', text: i18n._(says.offline) } });
      return;
    }
    reverseMutation.mutate(at, {
      onSuccess: (found) =>
        dispatch(
          found
            ? { type: 'addressFound', address: found.displayName }
            : { type: 'notice', notice: { tone: 'info', text: i18n._(says.none) } },
        ),
      onError: (err) =>
        dispatch({
          type: 'notice',
          notice: unreachable(err)
            ? { tone: 'info', text: i18n._(says.offline) }
            : { tone: 'warning', text: `${i18n._(says.failed)} ${err.message}` },
        }),
    });
  }

  /**
   * The map's centre becomes the place: for when the address service cannot find the property
   * (or is down) but the roofer can see it. An address typed and not placed stays its address.
   */
  function pin(at: LatLng) {
    searchMutation.reset();
    reverseMutation.reset();
    const typed = state.location.located ? null : state.location.address;
    dispatch({ type: 'pinned', at, address: typed ?? POINTS.pin.address });
    if (!typed) lookUpAddress(at, 'pin');
  }

  function locate() {
    if (!canShareLocation()) {
      dispatch({ type: 'notice', notice: { tone: 'error', text: i18n._(NO_GEOLOCATION) } });
      return;
    }
    setPositioning(true);
    dispatch({ type: 'lookupStarted' });
    currentPosition().then(
      (at) => {
        setPositioning(false);
        searchMutation.reset();
        dispatch({
          type: 'moved',
          location: { address: POINTS.position.address, ...at, located: true, chosen: true },
        });
        lookUpAddress(at, 'position');
      },
      (err: Error) => {
        setPositioning(false);
        dispatch({ type: 'notice', notice: { tone: 'error', text: err.message } });
      },
    );
  }

  return {
    ...state,
    search,
    choose: (r: GeocodeResult) => dispatch({ type: 'moved', location: located(r) }),
    locate,
    pin,
    /** The project was placed (from its outlines' centre): the map shows it there. */
    projectLocated: (location: MapLocation) => dispatch({ type: 'projectLocated', location }),
    searching: searchMutation.isPending,
    locating: positioning || reverseMutation.isPending,
  };
}
