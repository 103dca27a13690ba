import { describe, expect, it } from 'vitest';
import type { MapLocation } from './map-location';
import { initialPlaceState, placeReducer } from './place-state';

const portland: MapLocation = {
  address: 'Portland, OR',
  lat: 45.5152,
  lng: -122.6784,
  located: true,
  chosen: false,
};
const found: MapLocation = {
  address: '1221 SW 4th Ave',
  lat: 45.51,
  lng: -122.67,
  located: true,
  chosen: true,
};

describe('placeReducer', () => {
  it('starts without a notice, or with one for a project that has no coordinates', () => {
    expect(initialPlaceState(portland).notice).toBeNull();
    expect(initialPlaceState(portland, 'Alberta').notice).toBeNull();
    expect(initialPlaceState({ ...portland, located: false }, 'Alberta').notice).toEqual({
      tone: 'warning',
      text: 'Alberta has no coordinates yet. Search its address to find it on the map, or pin it; saving a roof outline also places it there.',
    });
  });

  it('moves the map to a found place and drops the choices', () => {
    const several = placeReducer(initialPlaceState(portland), {
      type: 'severalFound',
      query: 'Main St',
      results: [{ displayName: 'A', lat: 1, lng: 2 }],
    });
    const moved = placeReducer(several, { type: 'moved', location: found });
    expect(moved).toEqual({ location: found, centerKey: 1, choices: null, notice: null });
  });

  it('keeps the typed address but not the map when nothing is found', () => {
    const s = placeReducer(initialPlaceState(portland), {
      type: 'notFound',
      query: 'Nowhere Lane 5',
    });
    expect(s.location).toEqual({ ...portland, address: 'Nowhere Lane 5', located: false });
    expect(s.centerKey).toBe(0);
    expect(s.notice).toEqual({
      tone: 'warning',
      text: 'The coordinates for “Nowhere Lane 5” could not be found: no place matches this address. The map still shows the previous position.',
    });
  });

  it('says the address service failed, not that the address was not found', () => {
    const s = placeReducer(initialPlaceState(portland), {
      type: 'lookupFailed',
      query: 'Downtown 1',
      reason: 'The address service could not be reached.',
    });
    expect(s.location).toEqual({ ...portland, address: 'Downtown 1', located: false });
    expect(s.centerKey).toBe(0);
    expect(s.notice).toEqual({
      tone: 'warning',
      text: 'Address search failed: The address service could not be reached. “Downtown 1” was not looked up, and the map stays where it was. Try again later, or move the map to the property and pin it.',
    });
    expect(s.notice?.text).not.toMatch(/not found|could not be found/);
  });

  it('a pin is a chosen place where the map is, without moving the map', () => {
    const failed = placeReducer(initialPlaceState(portland), {
      type: 'lookupFailed',
      query: 'Downtown 1',
      reason: 'x.',
    });
    const pinned = placeReducer(failed, {
      type: 'pinned',
      at: { lat: 45.6, lng: -122.5 },
      address: 'Downtown 1',
    });
    expect(pinned.location).toEqual({
      address: 'Downtown 1',
      lat: 45.6,
      lng: -122.5,
      located: true,
      chosen: true,
    });
    expect(pinned.notice).toBeNull();
    expect(pinned.centerKey).toBe(0);
  });

  it('a project placed from its outlines moves the map there and drops the no-coordinates notice', () => {
    const start = initialPlaceState({ ...portland, address: '9 Fog Ln', located: false }, 'Fog');
    expect(start.notice).not.toBeNull();
    const placed = placeReducer(start, { type: 'projectLocated', location: found });
    expect(placed).toEqual({ location: found, centerKey: 1, choices: null, notice: null });
  });

  it('shows the typed address while several places match', () => {
    const results = [
      { displayName: 'A', lat: 1, lng: 2 },
      { displayName: 'B', lat: 3, lng: 4 },
    ];
    const s = placeReducer(initialPlaceState(portland), {
      type: 'severalFound',
      query: 'Main St',
      results,
    });
    expect(s.location).toEqual({ ...portland, address: 'Main St', located: false });
    expect(s.choices).toBe(results);
    expect(s.centerKey).toBe(0);
  });

  it('a new lookup clears the previous notice and choices; an address alone leaves the map', () => {
    const noticed = placeReducer(initialPlaceState(portland), {
      type: 'notice',
      notice: { tone: 'error', text: 'x' },
    });
    expect(placeReducer(noticed, { type: 'lookupStarted' }).notice).toBeNull();
    const named = placeReducer(initialPlaceState(portland), {
      type: 'addressFound',
      address: 'SW Main St',
    });
    expect(named.location).toEqual({ ...portland, address: 'SW Main St' });
    expect(named.centerKey).toBe(0);
  });
});
